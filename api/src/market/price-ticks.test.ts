/**
 * One serialised answer per tick (docs/decisions.md §330): however many readers ask within a
 * tick, the quotes are computed and serialised once, and every reader gets the same string.
 */
import { expect, test, vi } from 'vitest';
import { fixedClock } from '#api/lib/clock.ts';
import { TEST_NOW } from '#api/testing/test-app.ts';
import { createPriceTicks } from './price-ticks.ts';
import { createSimulatedFeed } from './simulated-feed.ts';

test('a thousand readers of one tick share one computation and one string; the next tick is computed once more', () => {
  const clock = fixedClock(TEST_NOW);
  const market = createSimulatedFeed({ clock });
  const quotes = vi.spyOn(market, 'quotes');
  const stringify = vi.spyOn(JSON, 'stringify');
  const ticks = createPriceTicks(market);

  const first = ticks.current();
  const readers = Array.from({ length: 1000 }, () => ticks.current());
  expect(quotes).toHaveBeenCalledTimes(1);
  expect(stringify).toHaveBeenCalledTimes(1);
  for (const tick of readers) {
    expect(tick.body).toBe(first.body);
    expect(tick.event).toBe(first.event);
  }
  expect(JSON.parse(first.body)[0].updatedAt).toBe(TEST_NOW);
  expect(new TextDecoder().decode(first.event)).toBe(`id: ${Date.parse(TEST_NOW)}\ndata: ${first.body}\n\n`);

  // Within the same second the feed has not moved: still the same answer.
  clock.advance(400);
  expect(ticks.current()).toBe(first);
  clock.advance(600);
  const second = ticks.current();
  ticks.current();
  expect(quotes).toHaveBeenCalledTimes(2);
  expect(stringify).toHaveBeenCalledTimes(2);
  expect(second.id).toBe(String(Date.parse(TEST_NOW) + 1000));
  expect(second.body).not.toBe(first.body);
  stringify.mockRestore();
});

test('a stopped feed keeps its last tick; a changed source makes a new one', () => {
  const clock = fixedClock(TEST_NOW);
  const market = createSimulatedFeed({ clock });
  const ticks = createPriceTicks(market);
  const first = ticks.current();
  market.stop();
  clock.advance(60_000);
  expect(ticks.current()).toBe(first);
  Object.defineProperty(market, 'source', { value: { kind: 'venue', note: 'A venue' }, configurable: true });
  expect(JSON.parse(ticks.current().body)[0].source).toEqual({ kind: 'venue', note: 'A venue' });
});
