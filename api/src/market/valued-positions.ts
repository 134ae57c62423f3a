/**
 * Stored positions valued at the feed's current prices (docs/product.md#dashboard: unrealised P&L, the P&L
 * today card and portfolio totals are computed from stored rows and current prices).
 */
import type { Portfolio, Position } from '@alpora/shared/schemas/trading';
import { pnlSinceOpen, portfolioValue, todaysReferencePrice, unrealizedPnl } from '@alpora/shared/trading/valuation';
import type { PortfolioRow, PositionRow } from '#api/db/schema.ts';
import type { MarketDataSource, MarketQuote } from './market-data-source.ts';

/** The current quotes and the feed's time, whose UTC day their `openToday` belongs to. */
interface QuoteBook {
  quotes: Map<string, MarketQuote>;
  asOf: Date;
}

export function quoteBook(market: MarketDataSource): QuoteBook {
  return {
    quotes: new Map(market.quotes().map((quote) => [quote.symbol, quote])),
    asOf: market.lastUpdatedAt() ?? new Date(),
  };
}

/** Without a quote (a symbol the feed dropped), a position is valued at its entry price. */
function priceOf(book: QuoteBook, row: PositionRow): { price: number; open: number } {
  const quote = book.quotes.get(row.symbol);
  return { price: quote?.price ?? row.entry_price, open: quote?.openToday ?? row.entry_price };
}

const basis = (row: PositionRow) => ({
  side: row.side === 'short' ? ('short' as const) : ('long' as const),
  size: row.size,
  entryPrice: row.entry_price,
});

export function valuePosition(row: PositionRow, book: QuoteBook): Position {
  const { price, open } = priceOf(book, row);
  return {
    id: row.id,
    symbol: row.symbol,
    side: basis(row).side,
    size: row.size,
    entryPrice: row.entry_price,
    currentPrice: price,
    unrealizedPnl: unrealizedPnl(basis(row), price),
    // docs/product.md#dashboard: P&L today runs from the later of the day's open and the position's opening.
    pnlToday: pnlSinceOpen(
      basis(row),
      price,
      todaysReferencePrice({ ...basis(row), openedAt: row.opened_at }, open, book.asOf),
    ),
    openedAt: row.opened_at,
  };
}

export function valuePortfolio(row: PortfolioRow, positions: readonly PositionRow[], book: QuoteBook): Portfolio {
  const own = positions.filter((position) => position.portfolio_id === row.id);
  const total = portfolioValue(row.cash_balance, own.map(basis), (i) => priceOf(book, own[i] as PositionRow).price);
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    totalValue: total.toFixed(2),
    cashBalance: row.cash_balance.toFixed(2),
    simulated: row.simulated === 1,
    createdAt: row.created_at,
  };
}
