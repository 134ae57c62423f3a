/**
 * Trading data of the dashboard (docs/product.md#dashboard: portfolios, positions, orders, market data), as the
 * API answers it. Money of the portfolio is a numeric string (totalValue); prices and
 * sizes are numbers. Every figure is computed on the server from stored rows and current
 * prices (docs/product.md#what-alpora-is: nothing shown is fake).
 */
import { z } from 'zod';
import { MARKET_SOURCE_KINDS } from '../market-source.ts';
import { text } from './text.ts';

export const portfolioSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Cash plus every position at its current price, two decimals. */
  totalValue: z.string(),
  cashBalance: z.string(),
  /** Paper trading: no real assets behind it. */
  simulated: z.boolean(),
  createdAt: z.string(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const positionSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.enum(['long', 'short']),
  size: z.number(),
  entryPrice: z.number(),
  currentPrice: z.number(),
  /** (current - entry) x size, sign flipped for shorts. */
  unrealizedPnl: z.number(),
  /** Price move since the day's open (UTC), or since entry if opened today, x size; sign flipped for shorts. */
  pnlToday: z.number(),
  openedAt: z.string(),
});
export type Position = z.infer<typeof positionSchema>;

export const ORDER_STATUSES = ['pending', 'filled', 'cancelled', 'rejected'] as const;

export const orderSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  type: z.enum(['market', 'limit', 'stop']),
  size: z.number(),
  price: z.number().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const marketDataItemSchema = z.object({
  symbol: z.string(),
  price: z.number(),
  /** Percent. */
  change24h: z.number(),
  volume24h: z.number(),
  openToday: z.number(),
  updatedAt: z.string(),
  /** Where the price comes from (docs/claims.md#simulated-market-data): today the built-in simulated feed. */
  source: z
    .object({
      kind: z.enum(MARKET_SOURCE_KINDS).describe("simulated: the built-in feed; venue: a trading venue's prices"),
      note: z.string().describe('One line to show beside the prices'),
    })
    .describe('Where the price comes from'),
});
export type MarketDataItem = z.infer<typeof marketDataItemSchema>;

export const priceHistorySchema = z.object({
  symbol: z.string(),
  points: z.array(z.object({ time: z.string(), price: z.number() })),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const portfolioIdParamSchema = z.object({
  portfolioId: text().min(1).max(64),
});
