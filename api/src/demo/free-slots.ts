/**
 * The slots a visitor may book (docs/back-office.md#demo-booking): every 20 minutes inside the
 * team's weekly hours, on dates that are neither closed nor a Zurich public holiday, from the
 * notice period up to the horizon, minus the slots an active booking holds. Hours are
 * Europe/Zurich wall-clock times; slots are answered as UTC instants.
 *
 * @example freeSlots({ weekly, closed: new Set(['2026-12-24']), taken: new Set(), now, from: now })
 */
import {
  DEMO_HORIZON_DAYS,
  DEMO_NOTICE_HOURS,
  DEMO_SLOT_MINUTES,
  DEMO_TIME_ZONE,
  minutesOfDay,
  type Slot,
  type WeeklyRange,
} from '@alpora/shared/schemas/demo-booking';
import { isoWeekday, nextDate, wallClockOf, wallClockToInstant } from './wall-clock.ts';
import { zurichHolidaysBetween } from './zurich-holidays.ts';

export interface SlotInputs {
  weekly: readonly WeeklyRange[];
  /** Closed dates, YYYY-MM-DD in Europe/Zurich. */
  closed: ReadonlySet<string>;
  /** Start instants (ISO) that active bookings hold. */
  taken: ReadonlySet<string>;
  now: Date;
  /** The earliest start wanted; never sooner than the notice period. */
  from?: Date | undefined;
}

const SLOT_MS = DEMO_SLOT_MINUTES * 60_000;

/** The first instant a slot may start at, and the instant every slot starts before. */
export function bookingWindow(now: Date, from?: Date): { earliest: Date; latest: Date } {
  const notice = now.getTime() + DEMO_NOTICE_HOURS * 3_600_000;
  return {
    earliest: new Date(Math.max(notice, from?.getTime() ?? notice)),
    latest: new Date(now.getTime() + DEMO_HORIZON_DAYS * 86_400_000),
  };
}

/** Every slot of the weekly hours in the window, free or not, in time order. */
export function offeredSlots({ weekly, closed, now, from }: Omit<SlotInputs, 'taken'>): Slot[] {
  const { earliest, latest } = bookingWindow(now, from);
  if (earliest >= latest) return [];
  const firstDate = wallClockOf(earliest, DEMO_TIME_ZONE).date;
  const lastDate = wallClockOf(latest, DEMO_TIME_ZONE).date;
  const holidays = new Set(zurichHolidaysBetween(firstDate, lastDate).map((holiday) => holiday.date));
  const starts = new Set<number>();
  for (let date = firstDate; date <= lastDate; date = nextDate(date)) {
    if (closed.has(date) || holidays.has(date)) continue;
    const weekday = isoWeekday(date);
    for (const range of weekly) {
      if (range.weekday !== weekday) continue;
      const end = minutesOfDay(range.end);
      for (let minutes = minutesOfDay(range.start); minutes + DEMO_SLOT_MINUTES <= end; minutes += DEMO_SLOT_MINUTES) {
        const start = wallClockToInstant(date, minutes, DEMO_TIME_ZONE);
        if (start && start >= earliest && start < latest) starts.add(start.getTime());
      }
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({ start: new Date(start).toISOString(), end: new Date(start + SLOT_MS).toISOString() }));
}

export function freeSlots(inputs: SlotInputs): Slot[] {
  return offeredSlots(inputs).filter((slot) => !inputs.taken.has(slot.start));
}
