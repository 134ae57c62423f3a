/**
 * Resolves the signed-in user from the bearer header or the session cookie
 * (docs/product.md#dashboard: the dashboard requires authentication). Routes behind it read
 * `c.get('auth')`.
 *
 * @example createRoute({ middleware: [requireUser(deps)], ...access('user'), ... })
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '#api/app-deps.ts';
import type { SessionRow, UserRow } from '#api/db/schema.ts';
import { CACHE_CONTROL } from '#api/http/cache-control.ts';
import { ApiError } from '#api/http/errors.ts';
import { assertSameOriginWrite } from './csrf.ts';
import { requestToken } from './session-cookie.ts';
import { validateSessionToken } from './sessions.ts';

interface AuthContext {
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

/** Marks the middleware, so a test can check that its routes declare signed-in access and 401. */
export const SIGNED_IN_ONLY: unique symbol = Symbol('signed-in only');

export function requireUser({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): MiddlewareHandler<AuthEnv> {
  const middleware: MiddlewareHandler<AuthEnv> = async (c, next) => {
    const found = requestToken(c);
    if (!found) throw unauthorized();
    const result = await validateSessionToken(db, found.token, clock.now());
    if (!result) throw unauthorized();
    assertSameOriginWrite(c, found.via);
    c.set('auth', { ...result, via: found.via });
    // Answers about one user must never be stored by a shared cache.
    c.header('Cache-Control', CACHE_CONTROL.private);
    await next();
  };
  return Object.assign(middleware, { [SIGNED_IN_ONLY]: true });
}
