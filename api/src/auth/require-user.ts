/**
 * Resolves the signed-in user from the bearer header or the session cookie and checks that its
 * role may call the route (docs/back-office.md#roles). Routes behind it read `c.get('auth')`.
 * Routes declare it through `restrictTo` (../routes/openapi-parts.ts), never on their own, so
 * the document and the enforcement cannot differ.
 *
 * @example createRoute({ ...restrictTo(deps, 'staff'), method: 'get', path: '/admin/leads', ... })
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '#api/app-deps.ts';
import type { SessionRow, UserRow } from '#api/db/schema.ts';
import { CACHE_CONTROL } from '#api/http/cache-control.ts';
import { ApiError } from '#api/http/errors.ts';
import { assertSameOriginWrite } from './csrf.ts';
import { roleMayCall, type SignedInLevel } from './roles.ts';
import { requestToken } from './session-cookie.ts';
import { validateSessionToken } from './sessions.ts';

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
  via: 'bearer' | 'cookie';
}

export interface AuthEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { auth: AuthContext };
}

export function unauthorized(): ApiError {
  return new ApiError(401, 'unauthorized', 'Please log in.', { headers: { 'WWW-Authenticate': 'Bearer' } });
}

export function forbiddenForRole(): ApiError {
  return new ApiError(403, 'forbidden', 'Your account may not do this.');
}

/** Marks the middleware with its level, so a test can check each route states the level it enforces. */
export const ACCESS_LEVEL: unique symbol = Symbol('access level');

export function requireUser(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  level: SignedInLevel = 'user',
): MiddlewareHandler<AuthEnv> {
  const middleware: MiddlewareHandler<AuthEnv> = async (c, next) => {
    const found = requestToken(c);
    if (!found) throw unauthorized();
    const result = await validateSessionToken(db, found.token, clock.now());
    if (!result) throw unauthorized();
    // A wrong role learns nothing more than that it may not: checked before the write's origin.
    if (!roleMayCall(result.user.role, level)) throw forbiddenForRole();
    assertSameOriginWrite(c, found.via);
    c.set('auth', { ...result, via: found.via });
    // Answers about one user must never be stored by a shared cache.
    c.header('Cache-Control', CACHE_CONTROL.private);
    await next();
  };
  return Object.assign(middleware, { [ACCESS_LEVEL]: level });
}
