import { describe, expect, test } from 'vitest';
import { retryAfterText, tryAgainIn } from './retry-after.ts';

describe('retryAfterText', () => {
  test.each([
    [0, '1 second'],
    [1, '1 second'],
    [0.2, '1 second'],
    [45, '45 seconds'],
    [60, '60 seconds'],
    [90, '90 seconds'],
    [91, '2 minutes'],
    [120, '2 minutes'],
    [121, '3 minutes'],
    [900, '15 minutes'],
    [3402, '57 minutes'],
    [3600, '60 minutes'],
  ])('%d s reads "%s"', (seconds, expected) => {
    expect(retryAfterText(seconds)).toBe(expected);
  });
});

test.each([
  ['de-CH', 1, '1 Sekunde'],
  ['de-CH', 3402, '57 Minuten'],
  ['fr-CH', 45, '45 secondes'],
  ['it-CH', 3402, '57 minuti'],
])('in %s, %d s reads "%s"', (locale, seconds, expected) => {
  // French puts a no-break space between the number and its unit.
  expect(retryAfterText(seconds, locale).replace(/\s/g, ' ')).toBe(expected);
});

test('tryAgainIn ends a refusal with the wait in words', () => {
  expect(tryAgainIn(3402)).toBe('Please try again in 57 minutes.');
  expect(tryAgainIn(15)).toBe('Please try again in 15 seconds.');
});
