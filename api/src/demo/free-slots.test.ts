import type { WeeklyRange } from '@alpora/shared/schemas/demo-booking';
import { describe, expect, test } from 'vitest';
import { freeSlots, offeredSlots } from './free-slots.ts';

const weekdays = (start: string, end: string): WeeklyRange[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));

const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);

describe('the free slots', () => {
  // claim: demo-length
  test('are the 20-minute steps of the weekly hours, from the notice period on, as UTC instants', () => {
    // Friday 09:30Z: 12 hours of notice leave Friday out; Monday 23 November is winter time.
    const slots = offeredSlots({
      weekly: weekdays('09:00', '10:00'),
      closed: new Set(),
      now: new Date('2026-11-20T09:30:00Z'),
    });
    expect(slots.slice(0, 4)).toEqual([
      { start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T08:20:00.000Z' },
      { start: '2026-11-23T08:20:00.000Z', end: '2026-11-23T08:40:00.000Z' },
      { start: '2026-11-23T08:40:00.000Z', end: '2026-11-23T09:00:00.000Z' },
      { start: '2026-11-24T08:00:00.000Z', end: '2026-11-24T08:20:00.000Z' },
    ]);
    // 14 days ahead: two working weeks of three slots, the last Friday cut at the horizon.
    expect(slots.at(-1)?.start).toBe('2026-12-04T08:40:00.000Z');
    expect(slots).toHaveLength(30);
  });

  test('keep 09:00 Zurich across the change to summer time', () => {
    const weekly: WeeklyRange[] = [4, 5, 7, 1].map((weekday) => ({ weekday, start: '09:00', end: '09:20' }));
    const slots = offeredSlots({ weekly, closed: new Set(), now: new Date('2027-03-24T12:00:00Z') });
    // Easter Sunday 28 March is the day the clocks change; Good Friday and Easter Monday are holidays.
    expect(starts(slots).slice(0, 3)).toEqual([
      '2027-03-25T08:00:00.000Z',
      '2027-03-28T07:00:00.000Z',
      '2027-04-01T07:00:00.000Z',
    ]);
  });

  test('keep 09:00 Zurich across the change to winter time, on the change day too', () => {
    const weekly: WeeklyRange[] = [
      { weekday: 6, start: '09:00', end: '09:20' },
      { weekday: 7, start: '09:00', end: '09:20' },
    ];
    const slots = offeredSlots({ weekly, closed: new Set(), now: new Date('2026-10-23T12:00:00Z') });
    expect(starts(slots).slice(0, 2)).toEqual(['2026-10-24T07:00:00.000Z', '2026-10-25T08:00:00.000Z']);
  });

  test('skip the hour the clocks skip, and offer the hour passed twice once', () => {
    const night: WeeklyRange[] = [{ weekday: 7, start: '01:40', end: '03:20' }];
    const spring = offeredSlots({ weekly: night, closed: new Set(), now: new Date('2027-03-26T00:00:00Z') });
    expect(starts(spring).filter((s) => s.startsWith('2027-03-28'))).toEqual([
      '2027-03-28T00:40:00.000Z',
      '2027-03-28T01:00:00.000Z',
    ]);
    const autumn = offeredSlots({ weekly: night, closed: new Set(), now: new Date('2026-10-23T00:00:00Z') });
    expect(starts(autumn).filter((s) => s.startsWith('2026-10-2'))).toEqual([
      '2026-10-24T23:40:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T01:20:00.000Z',
      '2026-10-25T01:40:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });

  test('leave out closed dates, Zurich holidays and slots a booking holds', () => {
    const now = new Date('2026-12-18T12:00:00Z');
    const taken = new Set(['2026-12-21T08:00:00.000Z']);
    const slots = freeSlots({ weekly: weekdays('09:00', '09:40'), closed: new Set(['2026-12-22']), taken, now });
    expect(starts(slots).slice(0, 5)).toEqual([
      '2026-12-21T08:20:00.000Z',
      '2026-12-23T08:00:00.000Z',
      '2026-12-23T08:20:00.000Z',
      '2026-12-24T08:00:00.000Z',
      '2026-12-24T08:20:00.000Z',
    ]);
    // Christmas Day (Friday) and St Stephen's Day are holidays.
    expect(starts(slots).some((s) => s.startsWith('2026-12-25'))).toBe(false);
  });

  test('start no sooner than `from`, and overlapping ranges offer each slot once', () => {
    const weekly: WeeklyRange[] = [
      { weekday: 1, start: '09:00', end: '10:00' },
      { weekday: 1, start: '09:20', end: '10:20' },
    ];
    const slots = offeredSlots({
      weekly,
      closed: new Set(),
      now: new Date('2026-11-20T09:30:00Z'),
      from: new Date('2026-11-23T08:20:00Z'),
    });
    expect(starts(slots).filter((s) => s.startsWith('2026-11-23'))).toEqual([
      '2026-11-23T08:20:00.000Z',
      '2026-11-23T08:40:00.000Z',
      '2026-11-23T09:00:00.000Z',
    ]);
  });
});
