/**
 * Position and portfolio arithmetic, shared so the API's figures and the dashboard's live
 * recomputation after each price refresh (market data every 30 s) agree to the cent.
 * A short position gains when the price falls, so its moves count with the sign flipped.
 *
 * @example unrealizedPnl({ side: 'long', size: 2, entryPrice: 100 }, 110) // 20
 */
interface PositionBasis {
  side: 'long' | 'short';
  size: number;
  entryPrice: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

function signed(side: PositionBasis['side']): number {
  return side === 'long' ? 1 : -1;
}

export function unrealizedPnl(position: PositionBasis, price: number): number {
  return cents((price - position.entryPrice) * position.size * signed(position.side));
}

/** Price move since the day's open, for the P&L-today card. */
export function pnlSinceOpen(position: PositionBasis, price: number, openToday: number): number {
  return cents((price - openToday) * position.size * signed(position.side));
}

const DAY_MS = 86_400_000;

/**
 * The price P&L today is measured from (docs/decisions.md §13): the UTC day's open, or the
 * entry price for a position opened later that day, which never held the move before it.
 * `asOf` is the time of the quotes, so the day is the one `openToday` belongs to.
 */
export function todaysReferencePrice(
  position: PositionBasis & { openedAt: string },
  openToday: number,
  asOf: Date,
): number {
  const dayStart = Math.floor(asOf.getTime() / DAY_MS) * DAY_MS;
  return Date.parse(position.openedAt) > dayStart ? position.entryPrice : openToday;
}

/**
 * The equity a position adds to its portfolio: the margin it tied up (size x entry) plus its
 * unrealised P&L. For a long that is its market value; for a short, what closing it returns.
 */
export function positionEquity(position: PositionBasis, price: number): number {
  return cents(position.size * position.entryPrice + unrealizedPnl(position, price));
}

/** Cash plus every position's equity. */
export function portfolioValue(
  cashBalance: number,
  positions: readonly PositionBasis[],
  priceOf: (i: number) => number,
) {
  return cents(positions.reduce((total, position, i) => total + positionEquity(position, priceOf(i)), cashBalance));
}

/** P&L today in currency and percent of the value at the day's open. */
export function pnlToday(totalValue: number, movesToday: readonly number[]): { amount: number; percent: number } {
  const amount = cents(movesToday.reduce((sum, move) => sum + move, 0));
  const valueAtOpen = totalValue - amount;
  return { amount, percent: valueAtOpen > 0 ? (amount / valueAtOpen) * 100 : 0 };
}
