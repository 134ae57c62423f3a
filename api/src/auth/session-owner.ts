/**
 * Whose API call limit a request counts against (docs/decisions.md §57): the user of its token,
 * looked up read-only (nothing renewed or deleted, so a counted read never writes) and
 * remembered for a minute, so a signed-in caller of a public read (market data) costs no query.
 * Authorization never uses this: `requireUser` validates the session against the database on
 * every call. A token revoked within the minute still counts against its user, never against
 * nobody; a made-up token is looked up every time and, being unknown, counts against its address.
 *
 * @example apiRateLimit({ ..., ownerOf: sessionOwnerLookup(deps) })
 */
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { findSessionWithUser } from '#api/repositories/sessions.ts';
import { requestToken } from './session-cookie.ts';
import { sessionIdOf } from './sessions.ts';

/** How long a confirmed token keeps counting against its user without asking the database. */
const OWNER_TTL_MS = 60_000;
/** Most tokens remembered at once; the oldest goes first. */
const MAX_OWNERS = 50_000;

export function sessionOwnerLookup({
  db,
  clock,
}: Pick<AppDeps, 'db' | 'clock'>): (c: Context) => Promise<string | null> {
  const owners = new Map<string, { userId: string; until: number }>();
  return async (c) => {
    const found = requestToken(c);
    if (!found) return null;
    const id = sessionIdOf(found.token);
    const now = clock.now().getTime();
    const known = owners.get(id);
    if (known && known.until > now) return known.userId;
    owners.delete(id);
    const session = await findSessionWithUser(db, id);
    const expires = session ? new Date(session.session.expires_at).getTime() : 0;
    if (!session || expires <= now) return null;
    if (owners.size >= MAX_OWNERS) owners.delete(owners.keys().next().value as string);
    owners.set(id, { userId: session.user.id, until: Math.min(now + OWNER_TTL_MS, expires) });
    return session.user.id;
  };
}
