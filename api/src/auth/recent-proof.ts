/**
 * Proof of presence before a change to how an account signs in (docs/security.md): a new
 * password, two-factor on or off, new recovery codes, a passkey added or removed. A stolen
 * session alone must not be enough to lock the owner out or to plant the attacker's own factor,
 * so the change needs the current password; an account without one (opened by single sign-on)
 * needs a session opened in the last 15 minutes instead, and signs in again otherwise.
 *
 * @example await assertRecentProof({ hasher, clock }, c.get('auth'), body.currentPassword);
 */
import type { SessionRow, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import type { Clock } from '#api/lib/clock.ts';
import { hasPassword, type PasswordHasher } from './passwords.ts';

export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

export async function assertRecentProof(
  { hasher, clock }: { hasher: PasswordHasher; clock: Clock },
  auth: { user: UserRow; session: SessionRow },
  currentPassword: string | undefined,
): Promise<void> {
  if (hasPassword(auth.user)) {
    if (!currentPassword) {
      throw new ApiError(422, 'validation_failed', 'Enter your current password.', {
        fields: { currentPassword: 'Enter your current password.' },
      });
    }
    if (!(await hasher.verify(auth.user.password_hash, currentPassword))) {
      throw new ApiError(422, 'validation_failed', 'This is not your current password.', {
        fields: { currentPassword: 'This is not your current password.' },
      });
    }
    return;
  }
  const age = clock.now().getTime() - new Date(auth.session.created_at).getTime();
  if (age > RECENT_SIGN_IN_MS) {
    throw new ApiError(403, 'reauthentication_required', 'For this change, sign in again first.');
  }
}
