import { describe, expect, test } from 'vitest';
import { dayText, isPast, periodOf, quarterOf } from './periods.ts';

describe('periods as the content names them', () => {
  test.each([
    ['Q1 2027', '2027-01-01', '2027-03-31'],
    ['Q4 2025', '2025-10-01', '2025-12-31'],
    ['H1 2028', '2028-01-01', '2028-06-30'],
    ['H2 2027', '2027-07-01', '2027-12-31'],
    ['February 2028', '2028-02-01', '2028-02-29'],
    ['2027', '2027-01-01', '2027-12-31'],
  ])('%s runs from %s to %s', (label, starts, ends) => {
    const period = periodOf(label);
    expect(period?.starts.toISOString().slice(0, 10)).toBe(starts);
    expect(period?.ends.toISOString().slice(0, 10)).toBe(ends);
  });

  test.each(['Q5 2027', 'H3 2027', 'Soon', 'Summer 2027', 'q1 2027', ''])('"%s" is no period', (label) => {
    expect(periodOf(label)).toBeUndefined();
  });

  test('a period is past only once its last day is over', () => {
    const ends = periodOf('Q4 2025')?.ends ?? new Date(0);
    expect(isPast(ends, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isPast(ends, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  test('a day names its quarter and reads as pages write it', () => {
    expect(quarterOf(new Date('2027-01-11T00:00:00Z'))).toBe('Q1 2027');
    expect(quarterOf(new Date('2026-10-01T00:00:00Z'))).toBe('Q4 2026');
    expect(dayText(new Date('2027-01-11T00:00:00Z'))).toBe('11 January 2027');
  });
});
