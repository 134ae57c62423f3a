/**
 * The public holidays of the canton of Zurich, computed per year: the fixed ones and those that
 * follow Easter (Good Friday, Easter Monday, Ascension, Whit Monday). No demo is offered on them,
 * whatever the team's list of closed dates says (docs/decisions.md §168).
 *
 * @example zurichHolidays(2027).map((h) => h.date) // ['2027-01-01', '2027-01-02', '2027-03-26', …]
 */

export interface Holiday {
  /** YYYY-MM-DD */
  date: string;
  label: string;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysAfter(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export function zurichHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (monthDay: string, label: string) => ({ date: `${year}-${monthDay}`, label });
  const moved = (days: number, label: string) => ({ date: daysAfter(easter, days), label });
  return [
    fixed('01-01', "New Year's Day"),
    fixed('01-02', "Berchtold's Day"),
    moved(-2, 'Good Friday'),
    moved(1, 'Easter Monday'),
    fixed('05-01', 'Labour Day'),
    moved(39, 'Ascension Day'),
    moved(50, 'Whit Monday'),
    fixed('08-01', 'Swiss National Day'),
    fixed('12-25', 'Christmas Day'),
    fixed('12-26', "St Stephen's Day"),
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/** The holidays from `from` (YYYY-MM-DD) to `until`, both included. */
export function zurichHolidaysBetween(from: string, until: string): Holiday[] {
  const years = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(until.slice(0, 4)); year += 1) years.push(year);
  return years.flatMap(zurichHolidays).filter((holiday) => holiday.date >= from && holiday.date <= until);
}
