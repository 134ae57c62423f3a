/**
 * The dashboard's reads (docs/product.md#dashboard): portfolios, then positions and orders of the first one, and
 * market data with its price history, refreshed every 30 s. Nothing else refetches.
 */
import { apiRead } from '@alpora/shared/api-client';
import type { MarketDataItem, Order, Portfolio, Position, PriceHistory } from '@alpora/shared/schemas/trading';
import { useEffect, useState } from 'react';

/** Market refresh 30 s (docs/product.md#interface-timings). */
export const MARKET_REFRESH_MS = 30_000;

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

interface TradingData {
  portfolios: Load<Portfolio[]>;
  positions: Load<Position[]>;
  orders: Load<Order[]>;
  market: Load<MarketDataItem[]>;
  history: Load<PriceHistory[]>;
}

const loading = { status: 'loading' } as const;

function settle<T>(promise: Promise<T>, set: (value: Load<T>) => void): void {
  promise.then(
    (data) => set({ status: 'ready', data }),
    (error: unknown) => set({ status: 'error', message: String(error instanceof Error ? error.message : error) }),
  );
}

export function useTradingData(enabled: boolean): TradingData {
  const [portfolios, setPortfolios] = useState<Load<Portfolio[]>>(loading);
  const [positions, setPositions] = useState<Load<Position[]>>(loading);
  const [orders, setOrders] = useState<Load<Order[]>>(loading);
  const [market, setMarket] = useState<Load<MarketDataItem[]>>(loading);
  const [history, setHistory] = useState<Load<PriceHistory[]>>(loading);

  useEffect(() => {
    if (enabled) settle(apiRead<Portfolio[]>(['/api/portfolios']), setPortfolios);
  }, [enabled]);

  // Positions and orders are keyed by the first portfolio id, only when one exists.
  const firstId = portfolios.status === 'ready' ? portfolios.data[0]?.id : undefined;
  useEffect(() => {
    if (portfolios.status !== 'ready') return;
    if (!firstId) {
      setPositions({ status: 'ready', data: [] });
      setOrders({ status: 'ready', data: [] });
      return;
    }
    settle(apiRead<Position[]>(['/api/positions', firstId]), setPositions);
    settle(apiRead<Order[]>(['/api/orders', firstId]), setOrders);
  }, [portfolios.status, firstId]);

  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      // Keep showing the last prices while a refresh is under way or fails once.
      apiRead<MarketDataItem[]>(['/api/market-data']).then(
        (data) => setMarket({ status: 'ready', data }),
        (error: unknown) =>
          setMarket((old) => (old.status === 'ready' ? old : { status: 'error', message: String(error) })),
      );
      apiRead<PriceHistory[]>(['/api/market-data/history?points=96']).then(
        (data) => setHistory({ status: 'ready', data }),
        () => setHistory((old) => (old.status === 'ready' ? old : { status: 'error', message: 'history' })),
      );
    };
    refresh();
    const timer = window.setInterval(refresh, MARKET_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [enabled]);

  return { portfolios, positions, orders, market, history };
}
