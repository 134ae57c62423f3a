import { describe, expect, test } from 'vitest';
import { SLIDE_IDS, type SlideId } from '#site/schemas/home-ids.ts';
import { slideDuration, wrapIndex } from './slide-timing.ts';

describe('slideDuration', () => {
  // Milliseconds each slide stays: on the first lap, then on every later lap.
  const durations: Record<SlideId, [firstLap: number, laterLaps: number]> = {
    overview: [6000, 8000],
    venues: [6000, 6000],
    backtesting: [8000, 8000],
    'analytics-performance': [8000, 8000],
    'analytics-operational': [8000, 8000],
    'analytics-risk': [8000, 8000],
  };

  test.each(SLIDE_IDS)('%s stays its time on the first lap and on laps 1, 2, 3 and 7', (id) => {
    const [firstLap, laterLaps] = durations[id];
    expect(slideDuration(id, 0)).toBe(firstLap);
    for (const lap of [1, 2, 3, 7]) expect(slideDuration(id, lap)).toBe(laterLaps);
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
