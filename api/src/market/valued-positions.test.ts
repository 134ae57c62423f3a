import { SIMULATED_MARKET_SOURCE } from '@alpora/shared/market-source';
import { describe, expect, test } from 'vitest';
import type { PositionRow } from '#api/db/schema.ts';
import type { MarketDataSource } from './market-data-source.ts';
import { quoteBook, valuePosition } from './valued-positions.ts';

/** One symbol that opened the UTC day at 100 and trades at 110 at 09:30. */
const market: MarketDataSource = {
  source: SIMULATED_MARKET_SOURCE,
  symbols: () => ['BTC-USD'],
  quotes: () => [{ symbol: 'BTC-USD', price: 110, change24h: 0, volume24h: 0, openToday: 100 }],
  history: () => [],
  lastUpdatedAt: () => new Date('2026-11-20T09:30:00.000Z'),
};

const row = (openedAt: string, side = 'long'): PositionRow => ({
  id: 'p1',
  portfolio_id: 'f1',
  symbol: 'BTC-USD',
  side,
  size: 2,
  entry_price: 105,
  opened_at: openedAt,
});

describe('valuePosition: P&L today', () => {
  test('a position held since before today counts the move since the open', () => {
    expect(valuePosition(row('2026-11-18T12:00:00.000Z'), quoteBook(market)).pnlToday).toBe(20);
  });

  test('a position opened today counts only the move since its entry', () => {
    const valued = valuePosition(row('2026-11-20T08:00:00.000Z'), quoteBook(market));
    expect(valued.pnlToday).toBe(10);
    expect(valued.unrealizedPnl).toBe(10);
    expect(valuePosition(row('2026-11-20T08:00:00.000Z', 'short'), quoteBook(market)).pnlToday).toBe(-10);
  });
});
