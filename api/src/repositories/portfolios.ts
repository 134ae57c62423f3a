/** Portfolios (docs/product.md#dashboard), always read through their owner: another user's id finds nothing. */
import type { Kysely } from 'kysely';
import type { Database, PortfolioRow } from '../db/schema.ts';

export function listPortfolios(db: Kysely<Database>, userId: string): Promise<PortfolioRow[]> {
  return db
    .selectFrom('portfolios')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findOwnedPortfolio(
  db: Kysely<Database>,
  userId: string,
  portfolioId: string,
): Promise<PortfolioRow | undefined> {
  return db
    .selectFrom('portfolios')
    .selectAll()
    .where('id', '=', portfolioId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertPortfolio(db: Kysely<Database>, portfolio: Omit<PortfolioRow, 'simulated'>) {
  await db
    .insertInto('portfolios')
    .values({ ...portfolio, simulated: 1 })
    .execute();
}
