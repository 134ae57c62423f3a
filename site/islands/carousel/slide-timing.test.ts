import { describe, expect, test } from 'vitest';
import { SLIDE_IDS } from '#site/schemas/home-ids.ts';
import { slideDuration, wrapIndex } from './slide-timing.ts';

describe('slideDuration', () => {
  test.each([
    { id: 'overview', lap: 0, ms: 6000 },
    { id: 'overview', lap: 1, ms: 8000 },
    { id: 'overview', lap: 7, ms: 8000 },
    { id: 'venues', lap: 0, ms: 6000 },
    { id: 'venues', lap: 3, ms: 6000 },
    { id: 'backtesting', lap: 0, ms: 8000 },
    { id: 'analytics-performance', lap: 0, ms: 8000 },
    { id: 'analytics-operational', lap: 2, ms: 8000 },
    { id: 'analytics-risk', lap: 1, ms: 8000 },
  ] as const)('$id on lap $lap stays $ms ms', ({ id, lap, ms }) => {
    expect(slideDuration(id, lap)).toBe(ms);
  });

  test('the tour has its six slides, overview first', () => {
    expect(SLIDE_IDS).toHaveLength(6);
    expect(SLIDE_IDS[0]).toBe('overview');
  });
});

describe('wrapIndex', () => {
  test.each([
    { index: 0, step: 1, next: 1 },
    { index: 5, step: 1, next: 0 },
    { index: 0, step: -1, next: 5 },
    { index: 3, step: -1, next: 2 },
    { index: 2, step: 0, next: 2 },
  ])('$index moved by $step of 6 is $next', ({ index, step, next }) => {
    expect(wrapIndex(index, step, 6)).toBe(next);
  });
});
