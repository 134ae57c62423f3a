import { describe, expect, test } from 'vitest';
import { backoffMs } from './outbox.ts';

describe('backoffMs', () => {
  test.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [8, 256_000],
    [9, 300_000],
    [30, 300_000],
  ])('attempt %i waits at most %i ms, and at least half of it', (attempts, ceiling) => {
    expect(backoffMs(attempts, () => 1)).toBe(ceiling);
    expect(backoffMs(attempts, () => 0)).toBe(ceiling / 2);
  });
});
