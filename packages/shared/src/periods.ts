/**
 * Periods as the content names them ("Q4 2025", "H1 2027", "March 2027", "2027") and the days
 * they cover, so a dated item is typed once as its label and the build still knows when it is
 * past (docs/claims.md#dated-content). Days are UTC calendar days, as the content means them.
 *
 * @example periodOf('Q4 2025').ends // 2025-12-31T00:00:00.000Z
 *          quarterOf(new Date('2027-01-11')) // 'Q1 2027'
 */

export interface Period {
  /** The label as pages show it, e.g. "Q1 2027". */
  label: string;
  /** Its first day. */
  starts: Date;
  /** Its last day: the item is past once this day is over. */
  ends: Date;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The months [first, last] a label covers, 0-based; undefined when it is no period. */
function monthsOf(label: string): { year: number; first: number; last: number } | undefined {
  const quarter = /^Q([1-4]) (\d{4})$/.exec(label);
  if (quarter) {
    const first = (Number(quarter[1]) - 1) * 3;
    return { year: Number(quarter[2]), first, last: first + 2 };
  }
  const half = /^H([12]) (\d{4})$/.exec(label);
  if (half) {
    const first = (Number(half[1]) - 1) * 6;
    return { year: Number(half[2]), first, last: first + 5 };
  }
  const month = /^([A-Z][a-z]+) (\d{4})$/.exec(label);
  const index = month ? MONTHS.indexOf(month[1] as (typeof MONTHS)[number]) : -1;
  if (month && index >= 0) return { year: Number(month[2]), first: index, last: index };
  const year = /^(\d{4})$/.exec(label);
  if (year) return { year: Number(year[1]), first: 0, last: 11 };
  return undefined;
}

/** The message an editor sees for a label that is not a period. */
export const PERIOD_FORMATS = 'Write a period as "Q1 2027", "H2 2027", "March 2027" or "2027".';

/** The period a label names, or undefined when it names none. */
export function periodOf(label: string): Period | undefined {
  const months = monthsOf(label.trim());
  if (!months) return undefined;
  const { year, first, last } = months;
  return {
    label: label.trim(),
    starts: new Date(Date.UTC(year, first, 1)),
    ends: new Date(Date.UTC(year, last + 1, 0)),
  };
}

/** True once the whole of `ends`'s day has passed at `now`. */
export function isPast(ends: Date, now: Date): boolean {
  return now.getTime() >= ends.getTime() + 86_400_000;
}

/** The quarter a day falls in, as a label: "Q1 2027". */
export function quarterOf(day: Date): string {
  return `Q${Math.floor(day.getUTCMonth() / 3) + 1} ${day.getUTCFullYear()}`;
}

/**
 * A day in English: "11 January 2027", for the build's and the API's English messages. A page
 * writes a day in its own language with `formatLongDate` (./format.ts).
 */
export function dayText(day: Date): string {
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
