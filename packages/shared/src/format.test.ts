import { describe, expect, test } from 'vitest';
import { direction, formatMoney, formatSignedMoney, formatSignedPercent } from './format.ts';

describe('finance formatting', () => {
  test.each([
    [2350.5, "+$ 2'350.50"],
    [-12.3, '\u2212$ 12.30'],
    [0, '$ 0.00'],
  ])('formatSignedMoney(%d) is %s', (value, expected) => {
    // Intl separates symbol and amount with a no-break space.
    expect(formatSignedMoney(value, 'USD').replaceAll('\u00a0', ' ')).toBe(expected);
  });

  test.each([
    [5.2, '+5.20%'],
    [-0.456, '\u22120.46%'],
    [0.001, '0.00%'],
  ])('formatSignedPercent(%d) is %s', (value, expected) => {
    expect(formatSignedPercent(value)).toBe(expected);
  });

  test('Swiss grouping for CHF', () => {
    expect(formatMoney(5085, 'CHF').replaceAll('\u00a0', ' ')).toBe("CHF 5'085.00");
  });

  test.each([
    [1, 'up'],
    [-1, 'down'],
    [0, 'flat'],
  ])('direction(%d) is %s', (value, expected) => {
    expect(direction(value)).toBe(expected);
  });
});
