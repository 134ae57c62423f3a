/** Open positions of a portfolio (docs/product.md#dashboard). Callers check the portfolio's owner first. */
import type { Kysely } from 'kysely';
import type { Database, PositionRow } from '#api/db/schema.ts';

export function listPositions(db: Kysely<Database>, portfolioId: string): Promise<PositionRow[]> {
  return db
    .selectFrom('positions')
    .selectAll()
    .where('portfolio_id', '=', portfolioId)
    .orderBy('opened_at')
    .orderBy('id')
    .execute();
}

/** Positions of every portfolio of a user, for portfolio totals. */
export function listPositionsOfUser(db: Kysely<Database>, userId: string): Promise<PositionRow[]> {
  return db
    .selectFrom('positions')
    .innerJoin('portfolios', 'portfolios.id', 'positions.portfolio_id')
    .selectAll('positions')
    .where('portfolios.user_id', '=', userId)
    .execute();
}

export async function insertPositions(db: Kysely<Database>, positions: PositionRow[]): Promise<void> {
  if (positions.length > 0) await db.insertInto('positions').values(positions).execute();
}
