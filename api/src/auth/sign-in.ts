/**
 * The end of every sign-in, whatever its method (docs/security.md): a new session with how and
 * from what it was opened, the session cookie, the log line and the owner's security log entry.
 * Password, second step, passkey and single sign-on all finish here, so no method forgets one.
 *
 * @example return c.json(await openSession(deps, c, user, 'passkey'), 200);
 */
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import type { UserRow } from '#api/db/schema.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { publicUser } from './accounts.ts';
import { requestDevice } from './request-device.ts';
import { setSessionCookie } from './session-cookie.ts';
import { createSession } from './sessions.ts';
import type { SignInMethod } from './sign-in-methods.ts';

export type SignInDeps = Pick<AppDeps, 'db' | 'clock' | 'logger'>;

export async function openSession(deps: SignInDeps, c: Context, user: UserRow, method: SignInMethod) {
  const { db, clock, logger } = deps;
  const now = clock.now();
  const device = requestDevice(c);
  const { token, session } = await createSession(db, user.id, { method, device }, now);
  setSessionCookie(c, token);
  await recordSecurityEvent(db, { userId: user.id, kind: 'sign-in', outcome: 'success', method, device }, now);
  logger.info('session opened', { requestId: c.get('requestId'), userId: user.id, method });
  return { token, expiresAt: session.expires_at, user: publicUser(user) };
}
