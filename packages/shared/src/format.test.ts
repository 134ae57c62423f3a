import { describe, expect, test } from 'vitest';
import {
  direction,
  formatChf,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatSignedMoney,
  formatSignedPercent,
  formatUtcDateTime,
  formatUtcDay,
} from './format.ts';

// The space after a currency is a no-break space, so the amount never wraps away from its
// currency.
const swiss = (text: string) => text.replace(/\u00a0/g, ' ');

describe('finance formatting', () => {
  test.each([
    [2350.5, "+$ 2'350.50"],
    [-12.3, '\u2212$ 12.30'],
    [0, '$ 0.00'],
  ])('formatSignedMoney(%d) is %s', (value, expected) => {
    expect(swiss(formatSignedMoney(value, 'USD'))).toBe(expected);
  });

  test.each([
    [5.2, '+5.20%'],
    [-0.456, '\u22120.46%'],
    [0.001, '0.00%'],
  ])('formatSignedPercent(%d) is %s', (value, expected) => {
    expect(formatSignedPercent(value)).toBe(expected);
  });

  test('Swiss grouping for CHF', () => {
    expect(swiss(formatMoney(5085, 'CHF'))).toBe("CHF 5'085.00");
  });

  // Engines disagree on fr-CH's grouping mark; the server's text must be the browser's.
  test.each([
    ['de-CH', "CHF 12'990.00"],
    ['fr-CH', "12'990.00 CHF"],
    ['it-CH', "CHF 12'990.00"],
    ['en-CH', "CHF 12'990.00"],
  ])('every Swiss locale groups with an apostrophe: %s', (locale, expected) => {
    expect(swiss(formatChf(12990, { locale, centimes: true }))).toBe(expected);
    expect(formatNumber(1234567.5, 1, locale)).toMatch(/^1'234'567[.,]5$/);
  });

  test.each([
    [1, 'up'],
    [-1, 'down'],
    [0, 'flat'],
  ])('direction(%d) is %s', (value, expected) => {
    expect(direction(value)).toBe(expected);
  });
});

describe('formatChf: Swiss formatting', () => {
  test.each([
    { amount: 5085, text: "CHF 5'085" },
    { amount: 10185, text: "CHF 10'185" },
    { amount: 1458.33, text: "CHF 1'458.33" },
    { amount: 17_500, text: "CHF 17'500" },
    { amount: 0.02, text: 'CHF 0.02' },
  ])('$amount reads $text', ({ amount, text }) => {
    expect(swiss(formatChf(amount))).toBe(text);
  });

  test('centimes can be forced for whole amounts', () => {
    expect(swiss(formatChf(499, { centimes: true }))).toBe('CHF 499.00');
  });

  test('another locale formats its own way', () => {
    expect(swiss(formatChf(5085, { locale: 'de-DE' }))).toBe('5.085 CHF');
  });
});

describe('formatNumber', () => {
  test.each([
    { value: 1_000_000, decimals: undefined, text: "1'000'000" },
    { value: 0.1, decimals: undefined, text: '0.1' },
    { value: 12.5, decimals: 0, text: '13' },
    { value: 1234.5, decimals: 2, text: "1'234.50" },
  ])('$value with $decimals decimals reads $text', ({ value, decimals, text }) => {
    expect(swiss(formatNumber(value, decimals))).toBe(text);
  });
});

describe('dates, always as of UTC', () => {
  test.each([
    { run: () => formatLongDate(new Date('2025-07-23T23:30:00Z')), text: '23 July 2025' },
    { run: () => formatUtcDateTime('2026-11-20T09:30:12Z'), text: '20 Nov 2026, 09:30:12 UTC' },
    { run: () => formatUtcDay('2026-11-20'), text: 'Fri, 20 Nov 2026' },
  ])('$text', ({ run, text }) => {
    expect(swiss(run())).toBe(text);
  });
});
