import { describe, expect, test } from 'vitest';
import { fixedClock } from '#api/lib/clock.ts';
import { createSimulatedFeed, HISTORY_STEP_MS } from './simulated-feed.ts';

const START = '2026-11-20T09:30:00.000Z';

describe('simulated feed', () => {
  test('is deterministic for a seed and a clock, and differs across seeds', () => {
    const a = createSimulatedFeed({ clock: fixedClock(START) });
    const b = createSimulatedFeed({ clock: fixedClock(START) });
    const c = createSimulatedFeed({ clock: fixedClock(START), seed: 'other' });
    expect(a.quotes()).toEqual(b.quotes());
    expect(a.quotes()).not.toEqual(c.quotes());
  });

  test('prices stay within a plausible band of their reference over a month', () => {
    const clock = fixedClock(START);
    const feed = createSimulatedFeed({ clock });
    const first = feed.quotes()[0]?.price ?? 0;
    for (let hour = 0; hour < 24 * 30; hour++) {
      clock.advance(3_600_000);
      const price = feed.quotes()[0]?.price ?? 0;
      expect(price / first).toBeGreaterThan(0.75);
      expect(price / first).toBeLessThan(1.33);
    }
  });

  // claim: market-window
  test('24 h change and the day open agree with the price path', () => {
    const clock = fixedClock(START);
    const feed = createSimulatedFeed({ clock });
    const history = feed.history('BTC-USD', 97);
    const now = feed.quotes()[0];
    expect(history).toHaveLength(97);
    expect(history.at(-1)?.price).toBe(now?.price);
    expect(Date.parse(history[1]?.time ?? '') - Date.parse(history[0]?.time ?? '')).toBe(HISTORY_STEP_MS);
    const midnight = createSimulatedFeed({ clock: fixedClock('2026-11-20T00:00:00.000Z') }).quotes()[0];
    expect(now?.openToday).toBe(midnight?.price);
  });

  test('a stopped feed freezes prices and its last update; start resumes', () => {
    const clock = fixedClock(START);
    const feed = createSimulatedFeed({ clock });
    expect(feed.lastUpdatedAt()?.toISOString()).toBe(START);
    feed.stop();
    const frozen = feed.quotes();
    clock.advance(120_000);
    expect(feed.quotes()).toEqual(frozen);
    expect(feed.lastUpdatedAt()?.toISOString()).toBe(START);
    expect(feed.isRunning()).toBe(false);
    feed.start();
    expect(feed.lastUpdatedAt()?.toISOString()).toBe('2026-11-20T09:32:00.000Z');
    expect(feed.quotes()).not.toEqual(frozen);
  });

  test('a feed created stopped (MARKET_FEED_ENABLED=false) does not move', () => {
    const clock = fixedClock(START);
    const feed = createSimulatedFeed({ clock, running: false });
    const before = feed.quotes();
    clock.advance(60_000);
    expect(feed.quotes()).toEqual(before);
  });
});
