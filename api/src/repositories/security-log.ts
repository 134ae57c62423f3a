/**
 * The owner's security log read page by page (docs/decisions.md §110): newest first, by the
 * order entries were recorded, each page starting below the last id of the one before, so an
 * entry written while the owner pages never shifts a page.
 *
 * @example const { rows, nextBefore } = await securityLogPage(db, userId, { before: undefined, limit: 50 });
 */
import type { Kysely } from 'kysely';
import type { Database, SecurityEventRow } from '#api/db/schema.ts';

export interface SecurityLogPage {
  rows: SecurityEventRow[];
  /** The id to ask the next page with; null on the last page. */
  nextBefore: number | null;
}

export async function securityLogPage(
  db: Kysely<Database>,
  userId: string,
  { before, limit }: { before: number | undefined; limit: number },
): Promise<SecurityLogPage> {
  let query = db.selectFrom('security_events').selectAll().where('user_id', '=', userId);
  if (before !== undefined) query = query.where('id', '<', before);
  // One more than the page tells whether another page follows.
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextBefore: rows.length > limit && last ? last.id : null };
}

/** Deletes entries recorded before `before`, of every owner; answers how many. */
export async function deleteSecurityEventsBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('security_events')
    .where('created_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
