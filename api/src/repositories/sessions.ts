/** Login sessions, stored by the SHA-256 of their token (never the token itself). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '#api/db/schema.ts';

export async function insertSession(db: Kysely<Database>, session: Insertable<Database['sessions']>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function findSessionWithUser(
  db: Kysely<Database>,
  id: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      'sessions.method as session_method',
      'sessions.user_agent as session_user_agent',
      'sessions.address_hint as session_address_hint',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    session_id,
    session_created_at,
    session_expires_at,
    session_method,
    session_user_agent,
    session_address_hint,
    session_last_seen_at,
    ...user
  } = row;
  return {
    session: {
      id: session_id,
      user_id: user.id,
      created_at: session_created_at,
      expires_at: session_expires_at,
      method: session_method,
      user_agent: session_user_agent,
      address_hint: session_address_hint,
      last_seen_at: session_last_seen_at,
    },
    user,
  };
}

export async function updateSessionExpiry(
  db: Kysely<Database>,
  id: string,
  expiresAt: string,
  lastSeenAt: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, last_seen_at: lastSeenAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Removes sessions past their expiry (expired ones are otherwise deleted only when presented). */
export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a user, e.g. when their password is replaced; answers how many ended. */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The live sessions of one user, the newest first: what /account lists. */
export function listSessionsOfUser(db: Kysely<Database>, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends one session of this user; answers whether there was one (another user's never is). */
export async function deleteSessionOfUser(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of a user but `keepId` (sign out elsewhere, or after a factor changed); answers how many ended. */
export async function deleteOtherSessionsOfUser(db: Kysely<Database>, userId: string, keepId: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '<>', keepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Keeps the `keep` most recently used sessions of a user and deletes the rest: the cap on open
 * sessions per account (docs/decisions.md §116).
 */
export async function deleteSessionsBeyond(db: Kysely<Database>, userId: string, keep: number): Promise<number> {
  const kept = db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    // Sessions from before last_seen_at existed count as seen when they were opened; both
    // engines then order alike (they place NULLs differently).
    .orderBy((eb) => eb.fn.coalesce('last_seen_at', 'created_at'), 'desc')
    .orderBy('id')
    .limit(keep);
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', 'not in', kept)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
