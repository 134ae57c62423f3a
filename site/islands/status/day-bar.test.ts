import { describe, expect, test } from 'vitest';
import { dayBar } from './day-bar.ts';

const gap = [{ from: '2026-11-19T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z', services: ['api' as const] }];

describe('a day of the strip', () => {
  test('with checks but no coverage (before the coverage record, a crash loop) keeps its outage red, hatched over', () => {
    expect(dayBar({ status: 'down', checks: 12, coverage: 0, unmonitored: gap })).toEqual({
      fill: 'down',
      hatch: 'over',
    });
  });

  test('without a single check and nobody watching is grey and hatched', () => {
    expect(dayBar({ status: 'no_data', checks: 0, coverage: 0, unmonitored: gap })).toEqual({
      fill: 'unwatched',
      hatch: 'over',
    });
  });

  test('watched in part keeps its colour under a hatched top; watched throughout is plain', () => {
    expect(dayBar({ status: 'operational', checks: 5, coverage: 60, unmonitored: gap })).toEqual({
      fill: 'operational',
      hatch: 'top',
    });
    expect(dayBar({ status: 'degraded', checks: 5, coverage: 100, unmonitored: [] })).toEqual({
      fill: 'degraded',
      hatch: 'none',
    });
  });
});
