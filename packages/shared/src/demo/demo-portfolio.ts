/**
 * The demo portfolio every new account receives (docs/product.md#accounts), as pure data.
 * It is paper trading: simulated, no real assets. The API seeds it; the sample reports are
 * generated from the same definition and its fills. Sides, types and statuses are those of
 * the API's trading schemas.
 */
import type { Order, Position } from '../schemas/trading.ts';
import type { DemoSymbol } from './demo-markets.ts';

interface DemoPosition {
  symbol: DemoSymbol;
  side: Position['side'];
  size: number;
  entryPrice: number;
  /** Days before the seeding day the position was opened. */
  openedDaysAgo: number;
}

interface DemoOrder {
  symbol: DemoSymbol;
  side: Order['side'];
  type: Order['type'];
  size: number;
  /** Limit or stop price; for a filled market order, the fill price. */
  price: number;
  status: Order['status'];
  /** Days before the seeding day the order was placed. */
  placedDaysAgo: number;
}

export const DEMO_PORTFOLIO = {
  name: 'Demo portfolio (simulated)',
  currency: 'USD',
  /** Cash not tied up in positions, in the portfolio currency. */
  cashBalance: 250_000,
} as const;

export const DEMO_POSITIONS: readonly DemoPosition[] = [
  { symbol: 'BTC-USD', side: 'long', size: 1.5, entryPrice: 61_250, openedDaysAgo: 26 },
  { symbol: 'ETH-USD', side: 'long', size: 20, entryPrice: 3_050, openedDaysAgo: 19 },
  { symbol: 'SOL-USD', side: 'short', size: 300, entryPrice: 158.4, openedDaysAgo: 9 },
  { symbol: 'LINK-USD', side: 'long', size: 2_000, entryPrice: 13.8, openedDaysAgo: 6 },
  { symbol: 'PAXG-USD', side: 'long', size: 10, entryPrice: 2_350, openedDaysAgo: 3 },
];

export const DEMO_ORDERS: readonly DemoOrder[] = [
  { symbol: 'BTC-USD', side: 'buy', type: 'limit', size: 0.5, price: 60_000, status: 'pending', placedDaysAgo: 0 },
  { symbol: 'ETH-USD', side: 'sell', type: 'limit', size: 5, price: 3_500, status: 'pending', placedDaysAgo: 1 },
  { symbol: 'SOL-USD', side: 'buy', type: 'stop', size: 300, price: 170, status: 'pending', placedDaysAgo: 2 },
  { symbol: 'PAXG-USD', side: 'buy', type: 'limit', size: 10, price: 2_350, status: 'filled', placedDaysAgo: 3 },
  { symbol: 'LINK-USD', side: 'buy', type: 'limit', size: 2_000, price: 13.8, status: 'filled', placedDaysAgo: 6 },
  { symbol: 'XRP-USD', side: 'buy', type: 'market', size: 25_000, price: 0.55, status: 'rejected', placedDaysAgo: 8 },
  { symbol: 'SOL-USD', side: 'sell', type: 'market', size: 300, price: 158.4, status: 'filled', placedDaysAgo: 9 },
  { symbol: 'BTC-USD', side: 'sell', type: 'limit', size: 0.25, price: 72_000, status: 'cancelled', placedDaysAgo: 14 },
  { symbol: 'ETH-USD', side: 'buy', type: 'limit', size: 20, price: 3_050, status: 'filled', placedDaysAgo: 19 },
  { symbol: 'BTC-USD', side: 'buy', type: 'market', size: 1.5, price: 61_250, status: 'filled', placedDaysAgo: 26 },
];
