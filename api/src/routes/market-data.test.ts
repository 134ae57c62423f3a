import { DEMO_SYMBOLS } from '@alpora/shared/demo/demo-markets';
import { describe, expect, test } from 'vitest';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest();

describe('GET /api/market-data', () => {
  test('answers every symbol with price, 24 h change and volume; prices move with the clock', async () => {
    const t = await setup();
    const first = await readJson(await t.app.request('/api/market-data'));
    expect(first.map((q: { symbol: string }) => q.symbol)).toEqual(DEMO_SYMBOLS);
    for (const quote of first) {
      expect(quote.price).toBeGreaterThan(0);
      expect(Number.isFinite(quote.change24h)).toBe(true);
      expect(quote.volume24h).toBeGreaterThan(0);
      expect(quote.updatedAt).toBe('2026-11-20T09:30:00.000Z');
    }
    t.clock.advance(30_000);
    const later = await readJson(await t.app.request('/api/market-data'));
    expect(later[0].price).not.toBe(first[0].price);
  });

  test('history answers the requested number of points per symbol, the current price last', async () => {
    const t = await setup();
    const quotes = await readJson(await t.app.request('/api/market-data'));
    const res = await t.app.request('/api/market-data/history?points=48');
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toHaveLength(DEMO_SYMBOLS.length);
    for (const [i, series] of body.entries()) {
      expect(series.points).toHaveLength(48);
      expect(series.points.at(-1).price).toBe(quotes[i].price);
    }
    expect((await t.app.request('/api/market-data/history?points=1000')).status).toBe(422);
  });
});

describe('where the prices come from', () => {
  test('every quote names the built-in simulated feed, so an API reader is never told of venues', async () => {
    const t = await setup();
    const quotes = await readJson(await t.app.request('/api/market-data'));
    expect(quotes).toHaveLength(DEMO_SYMBOLS.length);
    for (const quote of quotes) {
      expect(quote.source).toEqual({ kind: 'simulated', note: 'Built-in simulated feed: not prices from any venue' });
    }
  });

  test("the source is the app's market source, whatever it says", async () => {
    const t = await setup();
    const venue = { kind: 'venue', note: 'Prices published by a test venue' } as const;
    // The routes read the source from the app's dependency; a feed that is not simulated says so.
    Object.defineProperty(t.market, 'source', { value: venue, configurable: true });
    const [quote] = await readJson(await t.app.request('/api/market-data'));
    expect(quote.source).toEqual(venue);
  });

  test("the status page's Market Aggregator card describes the same simulated feed", async () => {
    const t = await setup();
    const status = await readJson(await t.app.request('/api/status'));
    const card = status.services.find((service: { id: string }) => service.id === 'market');
    expect(card.description).toBe(t.market.source.note);
    expect(card.description).not.toMatch(/connected venues/);
  });
});
