import { describe, expect, test } from 'vitest';
import { formatCoverage, formatPercent } from './format.ts';

describe('the share of the 30 days monitored', () => {
  test('a few minutes of checks never read as none', () => {
    // Four minutes of 30 days is 0.009%, which the server rounds down to 0.
    expect(formatCoverage(0, true)).toBe('< 0.01%');
    expect(formatCoverage(0.009, true)).toBe('< 0.01%');
  });

  test('no judged time reads as 0%, and larger shares as the server rounded them', () => {
    expect(formatCoverage(0, false)).toBe('0.00%');
    expect(formatCoverage(0.01, true)).toBe('0.01%');
    expect(formatCoverage(97.12, true)).toBe(formatPercent(97.12));
  });
});
