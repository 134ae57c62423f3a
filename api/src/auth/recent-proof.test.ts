import { describe, expect, test } from 'vitest';
import type { SessionRow, UserRow } from '#api/db/schema.ts';
import { fixedClock } from '#api/lib/clock.ts';
import { createPasswordHasher, NO_PASSWORD_HASH } from './passwords.ts';
import { assertRecentProof, RECENT_SIGN_IN_MS } from './recent-proof.ts';

const hasher = createPasswordHasher({ ARGON2_MEMORY_KIB: 1024, ARGON2_ITERATIONS: 1 });
const OPENED = '2026-11-20T09:00:00.000Z';

function auth(passwordHash: string) {
  const user = { id: 'u1', password_hash: passwordHash } as UserRow;
  const session = { id: 's1', user_id: 'u1', created_at: OPENED } as SessionRow;
  return { user, session };
}

const at = (msAfterOpening: number) => fixedClock(new Date(Date.parse(OPENED) + msAfterOpening).toISOString());

describe('proof of presence before a change to how an account signs in', () => {
  test('an account with a password proves it with the current password, however old the session', async () => {
    const owner = auth(await hasher.hash('the current password'));
    const clock = at(10 * RECENT_SIGN_IN_MS);
    await expect(assertRecentProof({ hasher, clock }, owner, 'the current password')).resolves.toBeUndefined();
    await expect(assertRecentProof({ hasher, clock }, owner, 'a wrong password')).rejects.toMatchObject({
      status: 422,
      fields: { currentPassword: 'This is not your current password.' },
    });
    await expect(assertRecentProof({ hasher, clock }, owner, undefined)).rejects.toMatchObject({
      status: 422,
      fields: { currentPassword: 'Enter your current password.' },
    });
  });

  test('an account without a password needs a session opened in the last 15 minutes', async () => {
    const owner = auth(NO_PASSWORD_HASH);
    await expect(
      assertRecentProof({ hasher, clock: at(RECENT_SIGN_IN_MS) }, owner, undefined),
    ).resolves.toBeUndefined();
    await expect(
      assertRecentProof({ hasher, clock: at(RECENT_SIGN_IN_MS + 1) }, owner, 'anything'),
    ).rejects.toMatchObject({ status: 403, code: 'reauthentication_required' });
  });
});
