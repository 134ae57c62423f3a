/**
 * Login sessions as the Lucia guide designs them (docs/product.md#accounts): a random
 * token of 160 bits goes to the client, only its SHA-256 is stored, so a leaked database
 * holds no usable token. Sessions slide while used, end at the absolute timeout, and are
 * deleted on logout. Every login creates a new token (no session fixation).
 *
 * @example const { token } = await createSession(db, user.id, clock.now());
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '#api/db/schema.ts';
import { deleteSession, findSessionWithUser, insertSession, updateSessionExpiry } from '#api/repositories/sessions.ts';
import { shouldRenew, slidingExpiry } from './session-policy.ts';

function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<{ token: string; session: SessionRow }> {
  const token = generateSessionToken();
  const session: SessionRow = {
    id: sessionIdOf(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: slidingExpiry(now, now).toISOString(),
  };
  await insertSession(db, session);
  return { token, session };
}

/** The session and its user, or null when unknown, expired or revoked. */
export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const found = await findSessionWithUser(db, sessionIdOf(token));
  if (!found) return null;
  const { session } = found;
  const expiresAt = new Date(session.expires_at);
  if (now.getTime() >= expiresAt.getTime()) {
    await deleteSession(db, session.id);
    return null;
  }
  const createdAt = new Date(session.created_at);
  if (shouldRenew(expiresAt, createdAt, now)) {
    session.expires_at = slidingExpiry(createdAt, now).toISOString();
    await updateSessionExpiry(db, session.id, session.expires_at);
  }
  return found;
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}
