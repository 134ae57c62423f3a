/**
 * The accounts as the users section lists them (docs/back-office.md#users): newest first, by
 * creation time and id, each page starting after the last account of the one before (keyset),
 * searched by part of the username, email address or name (with or without accents), and
 * narrowed by role and status.
 * Each row carries what an administrator decides by: a second factor, the last sign-in the
 * security log holds, the last use of a session, and the reason of a suspension from its audit
 * entry.
 *
 * @example const { rows, next } = await userDirectoryPage(db, { q: 'ada', role: 'client' }, { after: undefined, limit: 50 });
 */
import type { AdminUsersQuery } from '@alpora/shared/schemas/admin-users';
import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '#api/db/schema.ts';
import { searchPattern } from '#api/lib/search-key.ts';

export interface DirectoryRow extends UserRow {
  has_totp: number;
  has_passkey: number;
  last_sign_in_at: string | null;
  last_seen_at: string | null;
  suspension_detail: string | null;
}

export interface DirectoryPage {
  rows: DirectoryRow[];
  /** The cursor of the next page (`created_at~id` of this page's last row); null on the last. */
  next: string | null;
}

type Filters = Pick<AdminUsersQuery, 'q' | 'role' | 'status'>;

function directoryQuery(db: Kysely<Database>, { q, role, status }: Filters) {
  let query = db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      eb
        .selectFrom('totp_credentials')
        .select(sql<number>`1`.as('one'))
        .whereRef('totp_credentials.user_id', '=', 'users.id')
        .where('totp_credentials.confirmed_at', 'is not', null)
        .as('has_totp'),
      eb
        .selectFrom('passkeys')
        .select(sql<number>`1`.as('one'))
        .whereRef('passkeys.user_id', '=', 'users.id')
        .limit(1)
        .as('has_passkey'),
      eb
        .selectFrom('security_events')
        .select((inner) => inner.fn.max('security_events.created_at').as('at'))
        .whereRef('security_events.user_id', '=', 'users.id')
        .where('security_events.kind', '=', 'sign-in')
        .where('security_events.outcome', '=', 'success')
        .as('last_sign_in_at'),
      eb
        .selectFrom('sessions')
        .select((inner) => inner.fn.max('sessions.last_seen_at').as('at'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .as('last_seen_at'),
      // The reason lives in the suspension's audit entry: the newest one for this account.
      eb
        .selectFrom('audit_log')
        .select('audit_log.detail')
        .where('audit_log.subject_type', '=', 'user')
        .whereRef('audit_log.subject_id', '=', 'users.id')
        .where('audit_log.action', '=', 'user.suspend')
        .orderBy('audit_log.id', 'desc')
        .limit(1)
        .as('suspension_detail'),
    ]);
  // Keys the API wrote (docs/decisions.md §190): the same matches on both engines, any locale.
  if (q) query = query.where(sql<boolean>`users.search_key like ${searchPattern(q)} escape '\\'`);
  if (role) query = query.where('users.role', '=', role);
  if (status === 'suspended') query = query.where('users.suspended_at', 'is not', null);
  if (status === 'active') query = query.where('users.suspended_at', 'is', null);
  if (status === 'unverified') query = query.where('users.email_verified_at', 'is', null);
  return query;
}

export async function userDirectoryPage(
  db: Kysely<Database>,
  filters: Filters,
  { after, limit }: { after: string | undefined; limit: number },
): Promise<DirectoryPage> {
  let query = directoryQuery(db, filters);
  if (after) {
    const [createdAt = '', id = ''] = after.split('~');
    query = query.where((eb) =>
      eb.or([
        eb('users.created_at', '<', createdAt),
        eb.and([eb('users.created_at', '=', createdAt), eb('users.id', '<', id)]),
      ]),
    );
  }
  // One more than the page tells whether another page follows.
  const rows = (await query
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(limit + 1)
    .execute()) as DirectoryRow[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? `${last.created_at}~${last.id}` : null };
}

/** One account as the directory lists it, e.g. after an action changed it. */
export async function directoryRowOf(db: Kysely<Database>, userId: string): Promise<DirectoryRow | undefined> {
  return (await directoryQuery(db, {}).where('users.id', '=', userId).executeTakeFirst()) as DirectoryRow | undefined;
}

/** Admins who can still sign in: the last of them is never demoted nor suspended. */
export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('suspended_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
