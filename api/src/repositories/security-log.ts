/**
 * The owner's security log read page by page (docs/decisions.md §110): newest first, by the
 * order entries were recorded, each page starting below the last id of the one before, so an
 * entry written while the owner pages never shifts a page.
 *
 * @example const { rows, nextBefore } = await securityLogPage(db, userId, { before: undefined, limit: 50 });
 */
import type { Kysely } from 'kysely';
import type { Database, SecurityEventRow } from '#api/db/schema.ts';
import { type NewestFirstPage, newestFirstPage, type PagePosition } from './newest-first-page.ts';

export type SecurityLogPage = NewestFirstPage<SecurityEventRow>;

export async function securityLogPage(
  db: Kysely<Database>,
  userId: string,
  position: PagePosition,
): Promise<SecurityLogPage> {
  return newestFirstPage(db.selectFrom('security_events').selectAll().where('user_id', '=', userId), position);
}

/** Deletes entries recorded before `before`, of every owner; answers how many. */
export async function deleteSecurityEventsBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('security_events')
    .where('created_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
