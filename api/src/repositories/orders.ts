/** Orders of a portfolio (docs/product.md#dashboard), newest first. Callers check the portfolio's owner first. */
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '#api/db/schema.ts';

export function listOrders(db: Kysely<Database>, portfolioId: string): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('portfolio_id', '=', portfolioId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function insertOrders(db: Kysely<Database>, orders: OrderRow[]): Promise<void> {
  if (orders.length > 0) await db.insertInto('orders').values(orders).execute();
}
