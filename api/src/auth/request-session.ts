/**
 * The request's session, looked up once per request: when the API call limit had to ask who a
 * token belongs to, `requireUser` admits the caller from the same lookup.
 *
 * @example const found = await requestSession(c, deps); if (found) found.user.id;
 */
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import type { SessionRow, UserRow } from '#api/db/schema.ts';
import { requestToken } from './session-cookie.ts';
import { sessionIdOf, validateSessionToken } from './sessions.ts';

type Lookup = Promise<{ session: SessionRow; user: UserRow } | null>;

const lookups = new WeakMap<Request, Lookup>();

/** The valid session and user of the request's token (bearer or cookie), or null. */
export function requestSession(c: Context, { db, clock }: Pick<AppDeps, 'db' | 'clock'>): Lookup {
  const cached = lookups.get(c.req.raw);
  if (cached) return cached;
  const found = requestToken(c);
  const lookup = found ? validateSessionToken(db, found.token, clock.now()) : Promise.resolve(null);
  lookups.set(c.req.raw, lookup);
  return lookup;
}

/** How long a confirmed token keeps counting against its user without asking the database. */
const OWNER_TTL_MS = 60_000;
/** Most tokens remembered at once; the oldest goes first. */
const MAX_OWNERS = 50_000;

/**
 * For the API call limit only: the user a request's token belongs to, remembered for a minute,
 * so a signed-in caller of a public read (market data) costs no query. Authorization never
 * uses it (`requireUser` asks the database every time); a token revoked within the minute
 * still counts against its user, never against nobody. A made-up token is looked up every
 * time and, being unknown, counts against its address.
 *
 * @example apiRateLimit({ ..., ownerOf: sessionOwnerLookup(deps) })
 */
export function sessionOwnerLookup(deps: Pick<AppDeps, 'db' | 'clock'>): (c: Context) => Promise<string | null> {
  const owners = new Map<string, { userId: string; until: number }>();
  return async (c) => {
    const found = requestToken(c);
    if (!found) return null;
    const id = sessionIdOf(found.token);
    const now = deps.clock.now().getTime();
    const known = owners.get(id);
    if (known && known.until > now) return known.userId;
    owners.delete(id);
    const lookup = await requestSession(c, deps);
    if (!lookup) return null;
    const expires = new Date(lookup.session.expires_at).getTime();
    if (owners.size >= MAX_OWNERS) owners.delete(owners.keys().next().value as string);
    owners.set(id, { userId: lookup.user.id, until: Math.min(now + OWNER_TTL_MS, expires) });
    return lookup.user.id;
  };
}
