/**
 * Where prices come from (docs/decisions.md §14). The embedded simulated feed implements it
 * by default; a real exchange feed can replace it without touching the routes. Each source
 * says what it is (`source`), and every answer that shows its prices says so too
 * (docs/claims.md#simulated-market-data).
 */
import type { MarketSource } from '@alpora/shared/market-source';

export interface MarketQuote {
  symbol: string;
  /** Last price, in the quote currency. */
  price: number;
  /** Price change over the last 24 h, in percent. */
  change24h: number;
  /** Traded volume over the last 24 h, in the quote currency. */
  volume24h: number;
  /** Price at the start of the current UTC day, for the P&L-today figure. */
  openToday: number;
}

export interface PricePoint {
  time: string;
  price: number;
}

export interface MarketDataSource {
  /** What this source is, as the market-data API and the dashboard show it. */
  readonly source: MarketSource;
  /** The symbols this source quotes. */
  symbols(): readonly string[];
  /** Current quotes of every symbol. */
  quotes(): MarketQuote[];
  /** Recent prices of one symbol, oldest first, for the Markets chart. */
  history(symbol: string, points: number): PricePoint[];
  /** When the feed last produced a price; the status page judges freshness from it. */
  lastUpdatedAt(): Date | null;
}
