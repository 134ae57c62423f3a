/**
 * The end of every sign-in, whatever its method (docs/security.md): a new session with how and
 * from what it was opened, the session cookie, the log line and the owner's security log entry,
 * and the browser noted among the owner's known ones, with a mail to the owner when it is new
 * (docs/decisions.md §111). Password, second step, passkey and single sign-on all finish here,
 * so no method forgets one, and none opens a session for a suspended account (§155): the
 * credential was right, so the owner is told why.
 *
 * @example return c.json(await openSession(deps, c, user, 'passkey'), 200);
 */
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { assertNotSuspended } from '#api/back-office/suspension.ts';
import type { UserRow } from '#api/db/schema.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { deleteSession } from '#api/repositories/sessions.ts';
import { publicUser } from './accounts.ts';
import { deviceOfRequest } from './device-cookie.ts';
import { noteSignInDevice } from './known-devices.ts';
import { requestDevice } from './request-device.ts';
import { requestToken, setSessionCookie } from './session-cookie.ts';
import { createSession, sessionIdOf } from './sessions.ts';
import type { SignInMethod } from './sign-in-methods.ts';

export type SignInDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config' | 'kickMailSender'>;

export async function openSession(deps: SignInDeps, c: Context, user: UserRow, method: SignInMethod) {
  const { db, clock, logger, config } = deps;
  const now = clock.now();
  const device = requestDevice(c);
  const browser = deviceOfRequest(c);
  // One transaction: the session, its log entry and the new-device mail exist together or not at all.
  // The session this browser or client held before, whoever's it was, ends: a sign-in always
  // leaves exactly one session behind it (OWASP ASVS 5.0 V7.2.4).
  const previous = requestToken(c);
  const { token, session, mailed } = await db.transaction().execute(async (trx) => {
    await assertNotSuspended(trx, user.id);
    if (previous) await deleteSession(trx, sessionIdOf(previous.token));
    const opened = await createSession(trx, user.id, { method, device }, now);
    await recordSecurityEvent(trx, { userId: user.id, kind: 'sign-in', outcome: 'success', method, device }, now);
    const queued = await noteSignInDevice(trx, config, { user, deviceHash: browser.hash, method, device }, now);
    return { ...opened, mailed: queued };
  });
  setSessionCookie(c, token);
  browser.remember();
  if (mailed) deps.kickMailSender?.();
  logger.info('session opened', { requestId: c.get('requestId'), userId: user.id, method, newDevice: mailed });
  return { token, expiresAt: session.expires_at, user: publicUser(user) };
}
