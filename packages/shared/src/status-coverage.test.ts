import { describe, expect, test } from 'vitest';
import {
  clipTo,
  gapsIn,
  lengthOf,
  minutesSpoken,
  percentOf,
  unionOf,
  unwatchedIn,
  uptimeOfTime,
} from './status-coverage.ts';

describe('spans of monitored time', () => {
  test('overlapping and touching spans merge; empty ones drop', () => {
    expect(
      unionOf([
        { from: 20, to: 30 },
        { from: 0, to: 10 },
        { from: 10, to: 15 },
        { from: 25, to: 40 },
        { from: 50, to: 50 },
      ]),
    ).toEqual([
      { from: 0, to: 15 },
      { from: 20, to: 40 },
    ]);
  });

  test('gaps are the time inside the window no span covers, before, between and after', () => {
    const spans = [
      { from: 10, to: 20 },
      { from: 30, to: 40 },
    ];
    expect(gapsIn(spans, 0, 50)).toEqual([
      { from: 0, to: 10 },
      { from: 20, to: 30 },
      { from: 40, to: 50 },
    ]);
    expect(gapsIn(spans, 12, 18)).toEqual([]);
    expect(gapsIn([], 0, 5)).toEqual([{ from: 0, to: 5 }]);
    expect(lengthOf(clipTo(unionOf(spans), 15, 35))).toBe(10);
  });

  test.each([
    [99_996, 100_000, 99.99],
    [1, 3, 33.33],
    [5, 0, null],
    [7, 5, 100],
  ])('%i of %i is %s percent, rounded down', (part, whole, expected) => {
    expect(percentOf(part, whole)).toBe(expected);
  });

  test('downtime beyond the monitored time widens the time judged', () => {
    expect(uptimeOfTime(600_000, 60_000)).toEqual({ upMs: 540_000, judgedMs: 600_000 });
    expect(uptimeOfTime(0, 120_000)).toEqual({ upMs: 0, judgedMs: 120_000 });
  });
});

describe('time a service was unwatched', () => {
  test('each piece names the services nobody was checking; equal neighbours merge', () => {
    const monitored = {
      app: [{ from: 0, to: 100 }],
      market: [
        { from: 0, to: 20 },
        { from: 60, to: 80 },
      ],
      api: [{ from: 0, to: 40 }],
    };
    expect(unwatchedIn(monitored, 0, 100)).toEqual([
      { from: 20, to: 40, services: ['market'] },
      { from: 40, to: 60, services: ['market', 'api'] },
      { from: 60, to: 80, services: ['api'] },
      { from: 80, to: 100, services: ['market', 'api'] },
    ]);
    expect(unwatchedIn({ app: [{ from: 0, to: 10 }] }, 0, 10)).toEqual([]);
  });
});

describe('the minutes a down verdict speaks for', () => {
  test.each([
    ['2026-11-20T09:35:15.000Z', 15_000, ['2026-11-20T09:35']],
    ['2026-11-20T09:31:00.000Z', 60_000, ['2026-11-20T09:30']],
    ['2026-11-20T09:01:30.000Z', 90_000, ['2026-11-20T09:00', '2026-11-20T09:01']],
    [
      '2026-11-20T09:35:30.000Z',
      180_000,
      ['2026-11-20T09:32', '2026-11-20T09:33', '2026-11-20T09:34', '2026-11-20T09:35'],
    ],
    ['2026-11-21T00:00:00.000Z', 60_000, ['2026-11-20T23:59']],
    ['2026-11-21T00:00:30.000Z', 120_000, ['2026-11-20T23:58', '2026-11-20T23:59', '2026-11-21T00:00']],
  ])('a verdict at %s over %i ms marks %j', (at, spanMs, minutes) => {
    expect(minutesSpoken(new Date(at), spanMs)).toEqual(minutes);
  });

  test("a probe at 09:30:40 and the scheduler's check at 09:31:00 mark the same minute", () => {
    expect(minutesSpoken(new Date('2026-11-20T09:30:40.000Z'), 15_000)).toEqual(['2026-11-20T09:30']);
    expect(minutesSpoken(new Date('2026-11-20T09:31:00.000Z'), 15_000)).toEqual(['2026-11-20T09:30']);
  });
});
