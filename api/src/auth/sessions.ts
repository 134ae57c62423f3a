/**
 * Login sessions as the Lucia guide designs them (docs/product.md#accounts): a random
 * token of 160 bits goes to the client, only its SHA-256 is stored, so a leaked database
 * holds no usable token. Sessions slide while used, end at the absolute timeout, and are
 * deleted on logout. Every login creates a new token (no session fixation). A session remembers
 * how it was opened and from what, and when it was last seen (to the minute of its renewal).
 *
 * @example const { token } = await createSession(db, user.id, { method: 'password', device }, clock.now());
 */
import { hash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '#api/db/schema.ts';
import {
  deleteSession,
  deleteSessionsBeyond,
  findSessionWithUser,
  insertSession,
  updateSessionExpiry,
} from '#api/repositories/sessions.ts';
import type { RequestDevice } from './request-device.ts';
import { shouldRenew, slidingExpiry } from './session-policy.ts';
import type { SignInMethod } from './sign-in-methods.ts';

function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * The stored id of a token: its SHA-256 in lower-case hex. Node's own hash, not a script one: it
 * runs for every signed-in call (the call limit counts by it), and costs a third as much.
 */
export function sessionIdOf(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * Open sessions one account may have (docs/decisions.md §116): more than anyone's browsers and
 * API clients need; a new one beyond it ends the least recently used.
 */
export const MAX_SESSIONS_PER_USER = 20;

/** How a session was opened, and from what, for the owner's list of sessions. */
export interface SessionOrigin {
  method: SignInMethod;
  device: RequestDevice;
}

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  origin: SessionOrigin,
  now: Date,
): Promise<{ token: string; session: SessionRow }> {
  const token = generateSessionToken();
  const session: SessionRow = {
    id: sessionIdOf(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: slidingExpiry(now, now).toISOString(),
    method: origin.method,
    user_agent: origin.device.userAgent,
    address_hint: origin.device.addressHint,
    last_seen_at: now.toISOString(),
  };
  await insertSession(db, session);
  await deleteSessionsBeyond(db, userId, MAX_SESSIONS_PER_USER);
  return { token, session };
}

/** The session and its user, or null when unknown, expired, revoked or its account suspended. */
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
  if (found.user.suspended_at) {
    // Suspending ends the sessions at once; this only catches a request already under way.
    await deleteSession(db, session.id);
    return null;
  }
  const createdAt = new Date(session.created_at);
  if (shouldRenew(expiresAt, createdAt, now)) {
    session.expires_at = slidingExpiry(createdAt, now).toISOString();
    session.last_seen_at = now.toISOString();
    await updateSessionExpiry(db, session.id, session.expires_at, session.last_seen_at);
  }
  return found;
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}
