/**
 * The dashboard's reads (docs/product.md#dashboard): portfolios, then positions and orders of the first one, and
 * market data with its price history. Prices come live from the price stream (./follow-prices.ts,
 * a tick a second); the 30 s poll stands in whenever the stream has delivered nothing for that
 * long (unsupported, refused, dropped, its session ended). The history is refreshed every 30 s.
 * Nothing else refetches.
 */
import { apiRead } from '@alpora/shared/api-client';
import type { MarketDataItem, Order, Portfolio, Position, PriceHistory } from '@alpora/shared/schemas/trading';
import { useEffect, useState } from 'react';
import { followPrices } from './follow-prices.ts';

/** Market refresh 30 s (docs/product.md#interface-timings): the poll, when no price was pushed for that long. */
export const MARKET_REFRESH_MS = 30_000;

/** How the prices on screen are kept current: pushed by the stream, or polled every 30 s. */
export type PriceFeed = 'live' | 'polled';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

interface TradingData {
  portfolios: Load<Portfolio[]>;
  positions: Load<Position[]>;
  orders: Load<Order[]>;
  market: Load<MarketDataItem[]>;
  history: Load<PriceHistory[]>;
  priceFeed: PriceFeed;
  /** When the account's positions and orders arrived (ISO), for their "as of". */
  accountReadAt: string | undefined;
}

const loading = { status: 'loading' } as const;

/** The later of two quote lists by their tick: a slow poll never replaces newer pushed prices. */
function newer(old: Load<MarketDataItem[]>, data: MarketDataItem[]): Load<MarketDataItem[]> {
  const shown = old.status === 'ready' ? (old.data[0]?.updatedAt ?? '') : '';
  return (data[0]?.updatedAt ?? '') >= shown ? { status: 'ready', data } : old;
}

function settle<T>(promise: Promise<T>, set: (value: Load<T>) => void, onReady?: () => void): void {
  promise.then(
    (data) => {
      set({ status: 'ready', data });
      onReady?.();
    },
    (error: unknown) => set({ status: 'error', message: String(error instanceof Error ? error.message : error) }),
  );
}

export function useTradingData(enabled: boolean): TradingData {
  const [portfolios, setPortfolios] = useState<Load<Portfolio[]>>(loading);
  const [positions, setPositions] = useState<Load<Position[]>>(loading);
  const [orders, setOrders] = useState<Load<Order[]>>(loading);
  const [market, setMarket] = useState<Load<MarketDataItem[]>>(loading);
  const [history, setHistory] = useState<Load<PriceHistory[]>>(loading);
  const [priceFeed, setPriceFeed] = useState<PriceFeed>('polled');
  const [accountReadAt, setAccountReadAt] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (enabled) settle(apiRead<Portfolio[]>(['/api/portfolios']), setPortfolios);
  }, [enabled]);

  // Positions and orders are keyed by the first portfolio id, only when one exists.
  const firstId = portfolios.status === 'ready' ? portfolios.data[0]?.id : undefined;
  useEffect(() => {
    if (portfolios.status !== 'ready') return;
    const readNow = () => setAccountReadAt(new Date().toISOString());
    if (!firstId) {
      setPositions({ status: 'ready', data: [] });
      setOrders({ status: 'ready', data: [] });
      readNow();
      return;
    }
    settle(apiRead<Position[]>(['/api/positions', firstId]), setPositions, readNow);
    settle(apiRead<Order[]>(['/api/orders', firstId]), setOrders, readNow);
  }, [portfolios.status, firstId]);

  useEffect(() => {
    if (!enabled) return;
    /** When the stream last delivered prices (never yet). */
    let pushedAt = Number.NEGATIVE_INFINITY;
    const pollPrices = () => {
      // Keep showing the last prices while a refresh is under way or fails once.
      apiRead<MarketDataItem[]>(['/api/market-data']).then(
        (data) => setMarket((old) => newer(old, data)),
        (error: unknown) =>
          setMarket((old) => (old.status === 'ready' ? old : { status: 'error', message: String(error) })),
      );
    };
    const refreshHistory = () => {
      apiRead<PriceHistory[]>(['/api/market-data/history?points=96']).then(
        (data) => setHistory({ status: 'ready', data }),
        () => setHistory((old) => (old.status === 'ready' ? old : { status: 'error', message: 'history' })),
      );
    };
    // The first prices by a plain read: shown at once, whether or not the stream opens.
    pollPrices();
    refreshHistory();
    const stopStream = followPrices({
      onPrices(data) {
        pushedAt = Date.now();
        setMarket((old) => newer(old, data));
        setPriceFeed('live');
      },
      onGone() {
        pushedAt = Number.NEGATIVE_INFINITY;
        setPriceFeed('polled');
        pollPrices();
      },
    });
    const timer = window.setInterval(() => {
      refreshHistory();
      if (Date.now() - pushedAt < MARKET_REFRESH_MS) return;
      setPriceFeed('polled');
      pollPrices();
    }, MARKET_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      stopStream?.();
    };
  }, [enabled]);

  return { portfolios, positions, orders, market, history, priceFeed, accountReadAt };
}
