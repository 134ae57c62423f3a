/**
 * Recomputes position values and the summary cards from the latest quotes, so the cards and
 * the Positions tab move with every market refresh without refetching positions.
 * The arithmetic is the API's own (shared valuation), so both agree.
 */
import type { MarketDataItem, Order, Portfolio, Position } from '@alpora/shared/schemas/trading';
import {
  pnlSinceOpen,
  pnlToday,
  portfolioValue,
  todaysReferencePrice,
  unrealizedPnl,
} from '@alpora/shared/trading/valuation';
import type { Load } from './use-trading-data.ts';

export interface Summary {
  currency: string;
  totalValue: number;
  pnlToday: { amount: number; percent: number };
  openPositions: number;
  pendingOrders: number;
}

export function livePositions(
  positions: readonly Position[],
  quotes: readonly MarketDataItem[] | undefined,
): Position[] {
  if (!quotes) return [...positions];
  return positions.map((position) => {
    const quote = quotes.find((q) => q.symbol === position.symbol);
    if (!quote) return position;
    return {
      ...position,
      currentPrice: quote.price,
      unrealizedPnl: unrealizedPnl(position, quote.price),
      // docs/decisions.md §13: P&L today runs from the later of the day's open and the position's opening.
      pnlToday: pnlSinceOpen(
        position,
        quote.price,
        todaysReferencePrice(position, quote.openToday, new Date(quote.updatedAt)),
      ),
    };
  });
}

export function summarize(
  portfolio: Portfolio | undefined,
  positions: readonly Position[],
  orders: readonly Order[],
): Summary {
  const total = portfolio
    ? portfolioValue(Number(portfolio.cashBalance), positions, (i) => positions[i]?.currentPrice ?? 0)
    : 0;
  return {
    currency: portfolio?.currency ?? 'USD',
    totalValue: total,
    pnlToday: pnlToday(
      total,
      positions.map((p) => p.pnlToday),
    ),
    openPositions: positions.length,
    pendingOrders: orders.filter((order) => order.status === 'pending').length,
  };
}

/**
 * The cards add up portfolios, positions, orders and prices: until all four are loaded they
 * would show a partial sum (cash alone, $0.00), so they wait, and one failure fails them
 * (docs/product.md#what-alpora-is: nothing shown is fake).
 */
export function summaryLoad(
  portfolios: Load<Portfolio[]>,
  positions: Load<Position[]>,
  orders: Load<Order[]>,
  market: Load<MarketDataItem[]>,
): Load<Summary> {
  for (const load of [portfolios, positions, orders, market]) if (load.status === 'error') return load;
  if (
    portfolios.status !== 'ready' ||
    positions.status !== 'ready' ||
    orders.status !== 'ready' ||
    market.status !== 'ready'
  ) {
    return { status: 'loading' };
  }
  return { status: 'ready', data: summarize(portfolios.data[0], positions.data, orders.data) };
}
