import { describe, expect, test } from 'vitest';
import { easterSunday, zurichHolidays, zurichHolidaysBetween } from './zurich-holidays.ts';

describe('Zurich public holidays', () => {
  test.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  test('2027 has the fixed holidays and the four that follow Easter', () => {
    expect(zurichHolidays(2027)).toEqual([
      { date: '2027-01-01', label: "New Year's Day" },
      { date: '2027-01-02', label: "Berchtold's Day" },
      { date: '2027-03-26', label: 'Good Friday' },
      { date: '2027-03-29', label: 'Easter Monday' },
      { date: '2027-05-01', label: 'Labour Day' },
      { date: '2027-05-06', label: 'Ascension Day' },
      { date: '2027-05-17', label: 'Whit Monday' },
      { date: '2027-08-01', label: 'Swiss National Day' },
      { date: '2027-12-25', label: 'Christmas Day' },
      { date: '2027-12-26', label: "St Stephen's Day" },
    ]);
  });

  test('a range over the new year takes holidays of both years', () => {
    expect(zurichHolidaysBetween('2026-12-20', '2027-01-05').map((h) => h.date)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});
