import { describe, expect, test } from 'vitest';
import { isoWeekday, nextDate, wallClockOf, wallClockToInstant } from './wall-clock.ts';

const ZURICH = 'Europe/Zurich';
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return wallClockToInstant(date, h * 60 + m, ZURICH)?.toISOString() ?? null;
};

describe('Zurich wall-clock times as UTC instants', () => {
  test('09:00 is 08:00Z in winter and 07:00Z in summer', () => {
    expect(at('2026-11-24', '09:00')).toBe('2026-11-24T08:00:00.000Z');
    expect(at('2027-07-06', '09:00')).toBe('2027-07-06T07:00:00.000Z');
  });

  test('on the day summer time starts, the morning is already summer time and the skipped hour is no instant', () => {
    // 2027-03-28: clocks jump from 02:00 to 03:00.
    expect(at('2027-03-28', '01:40')).toBe('2027-03-28T00:40:00.000Z');
    expect(at('2027-03-28', '02:00')).toBeNull();
    expect(at('2027-03-28', '02:40')).toBeNull();
    expect(at('2027-03-28', '03:00')).toBe('2027-03-28T01:00:00.000Z');
    expect(at('2027-03-28', '09:00')).toBe('2027-03-28T07:00:00.000Z');
  });

  test('on the day summer time ends, a time passed twice is the later one and the morning is winter time', () => {
    // 2026-10-25: clocks fall back from 03:00 to 02:00.
    expect(at('2026-10-25', '01:40')).toBe('2026-10-24T23:40:00.000Z');
    expect(at('2026-10-25', '02:20')).toBe('2026-10-25T01:20:00.000Z');
    expect(at('2026-10-25', '09:00')).toBe('2026-10-25T08:00:00.000Z');
  });

  test('24:00 is the next midnight', () => {
    expect(at('2026-11-24', '24:00')).toBe('2026-11-24T23:00:00.000Z');
  });

  test('an instant reads back as its Zurich date and minutes', () => {
    expect(wallClockOf(new Date('2027-07-06T22:30:00Z'), ZURICH)).toMatchObject({ date: '2027-07-07', minutes: 30 });
    expect(wallClockOf(new Date('2026-12-31T23:20:00Z'), ZURICH)).toMatchObject({ date: '2027-01-01', minutes: 20 });
  });

  test('dates step over month and year ends and know their ISO weekday', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});
