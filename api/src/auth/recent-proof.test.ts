// claim: recent-sign-in (content/claims.yaml): a sign-in in the last 15 minutes is proof of presence.
import { describe, expect, test } from 'vitest';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';
import { withBearer } from '#api/testing/two-factor.ts';
import { NO_PASSWORD_HASH } from './passwords.ts';
import { RECENT_SIGN_IN_MS } from './recent-proof.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

/** Setting up an authenticator app: one of the changes that need proof of presence. */
function change(t: TestApp, token: string, currentPassword?: string) {
  return t.app.request(
    '/api/auth/totp/setup',
    withBearer(token, currentPassword === undefined ? {} : { currentPassword }),
  );
}

describe('proof of presence before a change to how an account signs in', () => {
  test('an account with a password proves it with the current password, however old the session', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    // Older than the 15 minutes an account without a password would need, within the idle timeout.
    t.clock.advance(6 * RECENT_SIGN_IN_MS);
    const missing = await change(t, token);
    expect(missing.status).toBe(422);
    expect((await readJson(missing)).error.fields).toEqual({ currentPassword: 'Enter your current password.' });
    const wrong = await change(t, token, 'not the current password');
    expect(wrong.status).toBe(422);
    expect((await readJson(wrong)).error.fields).toEqual({ currentPassword: 'This is not your current password.' });
    expect((await change(t, token, TEST_PASSWORD)).status).toBe(200);
  });

  test('a wrong current password goes to the owner’s security log', async () => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'ada');
    await change(t, token, 'not the current password');
    const [latest] = await listSecurityEvents(t.db, user.id, 1);
    expect(latest).toMatchObject({ kind: 'sign-in', outcome: 'failure', detail: 'wrong current password' });
  });

  test('guesses count against the login limits: past them, even the right password meets a 429', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 3 });
    const { token } = await registerUser(t.app, 'ada');
    for (let i = 0; i < 3; i++) expect((await change(t, token, `guess number ${i}`)).status).toBe(422);
    const right = await change(t, token, TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  // claim: recent-sign-in
  test('an account without a password needs a session opened in the last 15 minutes', async () => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'ada');
    await t.db.updateTable('users').set({ password_hash: NO_PASSWORD_HASH }).where('id', '=', user.id).execute();
    t.clock.advance(RECENT_SIGN_IN_MS);
    expect((await change(t, token)).status).toBe(200);
    await t.db.deleteFrom('totp_credentials').execute();
    t.clock.advance(1);
    const stale = await change(t, token, 'anything');
    expect(stale.status).toBe(403);
    expect((await readJson(stale)).error.code).toBe('reauthentication_required');
  });
});
