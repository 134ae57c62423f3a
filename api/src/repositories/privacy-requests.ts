/**
 * The rows of privacy requests (docs/privacy.md#requests): written when a request is made or
 * recorded, found by the SHA-256 of its mailed link or by id, and listed for the back office's
 * queue: open requests first, soonest due first, then the rest newest first.
 *
 * @example const row = await findPrivacyRequestByTokenHash(db, linkTokenHash(token));
 */
import type { PrivacyRequestStatus } from '@alpora/shared/schemas/privacy-requests';
import { type Kysely, sql } from 'kysely';
import type { Database, PrivacyRequestRow } from '#api/db/schema.ts';

export type NewPrivacyRequest = Omit<PrivacyRequestRow, 'completed_at' | 'outcome' | 'handled_by' | 'handled_by_name'>;

export async function insertPrivacyRequest(
  db: Kysely<Database>,
  request: NewPrivacyRequest,
): Promise<PrivacyRequestRow> {
  return db
    .insertInto('privacy_requests')
    .values({ ...request, completed_at: null, outcome: null, handled_by: null, handled_by_name: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPrivacyRequestByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<PrivacyRequestRow | undefined> {
  return db.selectFrom('privacy_requests').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function findPrivacyRequest(db: Kysely<Database>, id: string): Promise<PrivacyRequestRow | undefined> {
  return db.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Changes a request that is still in `from`; answers the row as changed, or undefined when it
 * was not in that status any more: two answers at once change it once (on PostgreSQL the second
 * update waits for the first and then finds the status changed).
 */
export function updatePrivacyRequest(
  db: Kysely<Database>,
  id: string,
  from: PrivacyRequestStatus,
  changes: Partial<Omit<PrivacyRequestRow, 'id'>>,
): Promise<PrivacyRequestRow | undefined> {
  return db
    .updateTable('privacy_requests')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** How many web requests to a mailbox were made since `since`: the daily cap counts them. */
export async function countWebRequestsSince(db: Kysely<Database>, emailKey: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('privacy_requests')
    .select(db.fn.countAll<number>().as('count'))
    .where('email_key', '=', emailKey)
    .where('channel', '=', 'web')
    .where('received_at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const PRIVACY_QUEUE_PAGE_SIZE = 50;

export interface PrivacyQueueFilters {
  status?: PrivacyRequestStatus | undefined;
}

/**
 * One page of the queue. Open requests come first, the soonest due first, as that is the order
 * they must be answered in; then every other request, newest first. The cursor is the number of
 * requests of the pages before: a queue of a few requests a month never shifts under a reader in
 * a way that matters, and a position in a two-part order has no single column to key on.
 */
export async function privacyQueuePage(
  db: Kysely<Database>,
  filters: PrivacyQueueFilters,
  offset: number,
): Promise<{ rows: PrivacyRequestRow[]; nextOffset: number | null }> {
  let query = db.selectFrom('privacy_requests').selectAll();
  if (filters.status) query = query.where('status', '=', filters.status);
  const rows = await query
    .orderBy(sql`case when ${sql.ref('status')} = 'open' then 0 else 1 end`)
    .orderBy(sql`case when ${sql.ref('status')} = 'open' then ${sql.ref('due_at')} end`, 'asc')
    .orderBy('received_at', 'desc')
    .orderBy('id')
    .limit(PRIVACY_QUEUE_PAGE_SIZE + 1)
    .offset(offset)
    .execute();
  const more = rows.length > PRIVACY_QUEUE_PAGE_SIZE;
  return { rows: rows.slice(0, PRIVACY_QUEUE_PAGE_SIZE), nextOffset: more ? offset + PRIVACY_QUEUE_PAGE_SIZE : null };
}

/** Open requests, and how many of them are past their due date at `now`. */
export async function openPrivacyRequestCounts(
  db: Kysely<Database>,
  now: Date,
): Promise<{ open: number; overdue: number }> {
  const row = await db
    .selectFrom('privacy_requests')
    .select((eb) => [
      eb.fn.countAll<number>().as('open'),
      eb.fn.sum<number>(sql`case when ${sql.ref('due_at')} < ${now.toISOString()} then 1 else 0 end`).as('overdue'),
    ])
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), overdue: Number(row.overdue ?? 0) };
}
