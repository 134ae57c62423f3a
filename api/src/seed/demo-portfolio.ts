/**
 * Gives an account its demo portfolio (docs/product.md#dashboard: a new user gets a paper-trading portfolio,
 * labelled simulated, with positions and orders, so the dashboard is never empty). The
 * definition is shared data (@alpora/shared/demo/demo-portfolio); dates count back from `now`.
 */
import { DEMO_ORDERS, DEMO_PORTFOLIO, DEMO_POSITIONS } from '@alpora/shared/demo/demo-portfolio';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { insertOrders } from '#api/repositories/orders.ts';
import { insertPortfolio } from '#api/repositories/portfolios.ts';
import { insertPositions } from '#api/repositories/positions.ts';

const DAY_MS = 86_400_000;
/** Demo rows are dated at a fixed time of their day, so their order is stable. */
const daysAgo = (now: Date, days: number, minutes = 0) =>
  new Date(now.getTime() - days * DAY_MS - minutes * 60_000).toISOString();

export async function createDemoPortfolio(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const portfolioId = crypto.randomUUID();
  await insertPortfolio(db, {
    id: portfolioId,
    user_id: userId,
    name: DEMO_PORTFOLIO.name,
    currency: DEMO_PORTFOLIO.currency,
    cash_balance: DEMO_PORTFOLIO.cashBalance,
    created_at: daysAgo(now, 30),
  });
  await insertPositions(
    db,
    DEMO_POSITIONS.map((position) => ({
      id: crypto.randomUUID(),
      portfolio_id: portfolioId,
      symbol: position.symbol,
      side: position.side,
      size: position.size,
      entry_price: position.entryPrice,
      opened_at: daysAgo(now, position.openedDaysAgo),
    })),
  );
  await insertOrders(
    db,
    DEMO_ORDERS.map((order, index) => ({
      id: crypto.randomUUID(),
      portfolio_id: portfolioId,
      symbol: order.symbol,
      side: order.side,
      type: order.type,
      size: order.size,
      price: order.price,
      status: order.status,
      created_at: daysAgo(now, order.placedDaysAgo, index),
    })),
  );
  return portfolioId;
}
