/**
 * Recomputes position values and the summary cards from the latest quotes, so the cards and
 * the Positions tab move with every market refresh (SPEC 7) without refetching positions.
 * The arithmetic is the API's own (shared valuation), so both agree.
 */
import type { MarketDataItem, Order, Portfolio, Position } from '@alpora/shared/schemas/trading';
import { pnlSinceOpen, pnlToday, portfolioValue, unrealizedPnl } from '@alpora/shared/trading/valuation';

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
      pnlToday: pnlSinceOpen(position, quote.price, quote.openToday),
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
