import { SIMULATED_MARKET_SOURCE } from '@alpora/shared/market-source';
import type { MarketDataItem, Position } from '@alpora/shared/schemas/trading';
import { describe, expect, test } from 'vitest';
import { livePositions, summarize, summaryLoad } from './live-figures.ts';

const quote: MarketDataItem = {
  symbol: 'ETH-USD',
  price: 110,
  change24h: 0,
  volume24h: 0,
  openToday: 100,
  updatedAt: '2026-11-20T09:30:00.000Z',
  source: SIMULATED_MARKET_SOURCE,
};

const position = (openedAt: string): Position => ({
  id: 'p1',
  symbol: 'ETH-USD',
  side: 'long',
  size: 2,
  entryPrice: 105,
  currentPrice: 105,
  unrealizedPnl: 0,
  pnlToday: 0,
  openedAt,
});

describe('livePositions: P&L today at the latest quotes', () => {
  test('from the day open for a position held overnight, from the entry for one opened today', () => {
    const [held, fresh] = livePositions(
      [position('2026-11-19T15:00:00.000Z'), position('2026-11-20T07:45:00.000Z')],
      [quote],
    );
    expect(held?.pnlToday).toBe(20);
    expect(fresh?.pnlToday).toBe(10);
    expect(fresh?.unrealizedPnl).toBe(10);
  });

  test('the card adds up the same figures', () => {
    const positions = livePositions([position('2026-11-20T07:45:00.000Z')], [quote]);
    const portfolio = {
      id: 'f1',
      name: 'Demo',
      currency: 'USD',
      totalValue: '0',
      cashBalance: '1000',
      simulated: true,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    expect(summarize(portfolio, positions, []).pnlToday.amount).toBe(10);
  });
});

describe('summaryLoad: the cards wait for every input', () => {
  const portfolio = {
    id: 'f1',
    name: 'Demo',
    currency: 'USD',
    totalValue: '1210',
    cashBalance: '1000',
    simulated: true,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
  const ready = <T>(data: T) => ({ status: 'ready' as const, data });
  const loading = { status: 'loading' as const };

  test('loading until portfolios, positions, orders and market data are all in', () => {
    const positions = ready([position('2026-11-19T15:00:00.000Z')]);
    expect(summaryLoad(ready([portfolio]), loading, ready([]), ready([quote]))).toEqual(loading);
    expect(summaryLoad(ready([portfolio]), positions, loading, ready([quote]))).toEqual(loading);
    expect(summaryLoad(ready([portfolio]), positions, ready([]), loading)).toEqual(loading);
    expect(summaryLoad(loading, loading, loading, ready([quote]))).toEqual(loading);
    const cards = summaryLoad(ready([portfolio]), positions, ready([]), ready([quote]));
    expect(cards).toMatchObject({ status: 'ready', data: { totalValue: 1210, openPositions: 1 } });
  });

  test('one failure fails the cards, even while others load', () => {
    const failed = { status: 'error' as const, message: '503: Service Unavailable' };
    expect(summaryLoad(ready([portfolio]), loading, failed, ready([quote]))).toEqual(failed);
    expect(summaryLoad(failed, loading, loading, loading)).toEqual(failed);
  });
});
