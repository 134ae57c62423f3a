/**
 * Proof of presence before a change to how an account signs in (docs/security.md): a new
 * password, two-factor on or off, new recovery codes, a passkey added or removed. A stolen
 * session alone must not be enough to lock the owner out or to plant the attacker's own factor,
 * so the change needs the current password; an account without one (opened by single sign-on)
 * needs a session opened in the last 15 minutes instead, and signs in again otherwise. Every
 * password typed here counts against the login limits and a wrong one goes to the owner's
 * security log, so a stolen session cannot guess the password at leisure.
 *
 * @example await assertRecentProof({ db, hasher, clock, loginThrottle }, c, c.get('auth'), body.currentPassword);
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import type { Clock } from '#api/lib/clock.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hasPassword, type PasswordHasher } from './passwords.ts';
import { requestDevice } from './request-device.ts';

export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

export interface RecentProofDeps {
  db: Kysely<Database>;
  hasher: PasswordHasher;
  clock: Clock;
  loginThrottle: LoginThrottle;
}

export async function assertRecentProof(
  { db, hasher, clock, loginThrottle }: RecentProofDeps,
  c: Context,
  auth: { user: UserRow; session: SessionRow },
  currentPassword: string | undefined,
): Promise<void> {
  const { user } = auth;
  if (hasPassword(user)) {
    if (!currentPassword) {
      throw new ApiError(422, 'validation_failed', 'Enter your current password.', {
        fields: { currentPassword: 'Enter your current password.' },
      });
    }
    // Counted before the check, like a login: a stolen session must not buy free guesses.
    await loginThrottle.countAttempt(c, user.username);
    if (!(await hasher.verify(user.password_hash, currentPassword))) {
      const event = { userId: user.id, kind: 'sign-in', outcome: 'failure', method: 'password' } as const;
      const detail = 'wrong current password';
      await recordSecurityEvent(db, { ...event, detail, device: requestDevice(c) }, clock.now());
      throw new ApiError(422, 'validation_failed', 'This is not your current password.', {
        fields: { currentPassword: 'This is not your current password.' },
      });
    }
    await loginThrottle.succeeded(c, user.username);
    return;
  }
  const age = clock.now().getTime() - new Date(auth.session.created_at).getTime();
  if (age > RECENT_SIGN_IN_MS) {
    throw new ApiError(403, 'reauthentication_required', 'For this change, sign in again first.');
  }
}
