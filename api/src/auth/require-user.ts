/**
 * Resolves the signed-in user from the bearer header or the session cookie (docs/product.md#accounts: the
 * dashboard requires authentication). Routes behind it read `c.get('auth')`.
 *
 * @example router.use('/portfolios', requireUser(deps))
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-deps.ts';
import type { SessionRow, UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { assertSameOriginWrite } from './csrf.ts';
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

export function requireUser({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const found = requestToken(c);
    if (!found) throw unauthorized();
    const result = await validateSessionToken(db, found.token, clock.now());
    if (!result) throw unauthorized();
    assertSameOriginWrite(c, found.via);
    c.set('auth', { ...result, via: found.via });
    // Answers about one user must never be stored by a shared cache.
    c.header('Cache-Control', 'private, no-store');
    await next();
  };
}
