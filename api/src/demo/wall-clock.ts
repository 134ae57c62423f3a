/**
 * Wall-clock times of a time zone and the UTC instants they are, with `Intl` alone: the sales
 * team's hours are Europe/Zurich times, and a slot at 09:00 there is 08:00Z in winter and
 * 07:00Z in summer (docs/decisions.md §166). A local time the clocks skip (02:30 on the night
 * summer time starts) is no instant at all; one they pass twice (02:30 when it ends) is the
 * later of the two.
 *
 * @example wallClockToInstant('2026-07-01', 9 * 60, 'Europe/Zurich') // 2026-07-01T07:00:00.000Z
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** The same wall-clock time read as if it were UTC, in milliseconds. */
  asUtc: number;
}

/** The wall-clock date and time of an instant in a time zone. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const [hour, minute, second] = [Number(parts.hour), Number(parts.minute), Number(parts.second)];
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: hour * 60 + minute,
    asUtc: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallClockOf(new Date(whole), timeZone).asUtc - whole;
}

/**
 * The instant at which the zone's clocks show `minutes` after midnight of `date`, or null when
 * they never do (the hour skipped when summer time starts).
 */
export function wallClockToInstant(date: string, minutes: number, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day) + minutes * 60_000;
  // The offset at the guess is right unless a change lies between guess and answer: try once more.
  let instant = asUtc - offsetAt(asUtc, timeZone);
  const second = offsetAt(instant, timeZone);
  if (asUtc - second !== instant) instant = asUtc - second;
  const back = wallClockOf(new Date(instant), timeZone);
  return back.asUtc === asUtc ? new Date(instant) : null;
}

/** The next calendar date after YYYY-MM-DD. */
export function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}
