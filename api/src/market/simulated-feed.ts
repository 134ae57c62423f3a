/**
 * The embedded simulated market feed (docs/product.md#dashboard), the default MarketDataSource.
 * Deterministic for a seed and a clock. It ticks once a second while running; `stop()`
 * freezes prices and `lastUpdatedAt()`, so the status page can show a stale feed
 * (configuration: MARKET_FEED_ENABLED=false starts it stopped).
 *
 * @example const feed = createSimulatedFeed({ clock: systemClock }); feed.quotes();
 */
import { DEMO_MARKETS, type DemoMarket } from '@alpora/shared/demo/demo-markets';
import { SIMULATED_MARKET_SOURCE } from '@alpora/shared/market-source';
import type { Clock } from '#api/lib/clock.ts';
import type { MarketDataSource, MarketQuote, PricePoint } from './market-data-source.ts';
import { createPriceModel, type PriceModel } from './price-model.ts';

const TICK_MS = 1000;
/** Spacing of the history points: 96 points cover the last 24 h. */
export const HISTORY_STEP_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

interface SimulatedFeed extends MarketDataSource {
  start(): void;
  stop(): void;
  isRunning(): boolean;
}

interface SimulatedFeedOptions {
  clock: Clock;
  seed?: string;
  markets?: readonly DemoMarket[];
  /** Start ticking at once (default true). */
  running?: boolean;
}

export function createSimulatedFeed({
  clock,
  seed = 'alpora',
  markets = DEMO_MARKETS,
  running = true,
}: SimulatedFeedOptions): SimulatedFeed {
  const models = new Map<string, PriceModel>(markets.map((m) => [m.symbol, createPriceModel(m, seed)]));
  const tick = (time: number) => Math.floor(time / TICK_MS) * TICK_MS;
  // While stopped, the feed's time stands at the last tick it produced.
  let frozenAt: number | null = running ? null : tick(clock.now().getTime());

  const feedTime = () => frozenAt ?? tick(clock.now().getTime());

  const model = (symbol: string): PriceModel => {
    const found = models.get(symbol);
    if (!found) throw new RangeError(`Unknown symbol ${symbol}`);
    return found;
  };

  const quote = (m: PriceModel, time: number): MarketQuote => {
    const price = m.priceAt(time);
    const dayAgo = m.priceAt(time - DAY_MS);
    return {
      symbol: m.market.symbol,
      price,
      change24h: Math.round((price / dayAgo - 1) * 10_000) / 100,
      volume24h: m.volumeAt(time),
      openToday: m.priceAt(Math.floor(time / DAY_MS) * DAY_MS),
    };
  };

  return {
    source: SIMULATED_MARKET_SOURCE,
    symbols: () => markets.map((m) => m.symbol),
    quotes: () => [...models.values()].map((m) => quote(m, feedTime())),
    history(symbol, points) {
      const m = model(symbol);
      const now = feedTime();
      // Aligned points strictly before now, then the current price as the last point.
      const last = Math.ceil(now / HISTORY_STEP_MS) * HISTORY_STEP_MS - HISTORY_STEP_MS;
      const series: PricePoint[] = [];
      for (let i = points - 2; i >= 0; i--) {
        const time = last - i * HISTORY_STEP_MS;
        series.push({ time: new Date(time).toISOString(), price: m.priceAt(time) });
      }
      series.push({ time: new Date(now).toISOString(), price: m.priceAt(now) });
      return series;
    },
    lastUpdatedAt: () => new Date(feedTime()),
    start() {
      frozenAt = null;
    },
    stop() {
      frozenAt ??= tick(clock.now().getTime());
    },
    isRunning: () => frozenAt === null,
  };
}
