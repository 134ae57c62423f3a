/** Portfolios (docs/product.md#dashboard), always read through their owner: another user's id finds nothing. */
import type { Kysely } from 'kysely';
import type { Database, PortfolioRow } from '#api/db/schema.ts';

/** The portfolios of a user, oldest first; with `portfolioId`, only that one if it is theirs. */
export function listPortfolios(db: Kysely<Database>, userId: string, portfolioId?: string): Promise<PortfolioRow[]> {
  let query = db.selectFrom('portfolios').selectAll().where('user_id', '=', userId);
  if (portfolioId !== undefined) query = query.where('id', '=', portfolioId);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function findOwnedPortfolio(
  db: Kysely<Database>,
  userId: string,
  portfolioId: string,
): Promise<PortfolioRow | undefined> {
  const [found] = await listPortfolios(db, userId, portfolioId);
  return found;
}

export async function insertPortfolio(db: Kysely<Database>, portfolio: Omit<PortfolioRow, 'simulated'>) {
  await db
    .insertInto('portfolios')
    .values({ ...portfolio, simulated: 1 })
    .execute();
}
