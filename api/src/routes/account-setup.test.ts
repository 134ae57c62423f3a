import { describe, expect, test } from 'vitest';
import { totpCodeAt } from '#api/auth/totp.ts';
import { createAccountWithSetupLink } from '#api/back-office/account-setup.ts';
import { OPERATOR } from '#api/back-office/audit.ts';
import type { AssignableRole } from '#api/back-office/change-role.ts';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { findUserByUsername } from '#api/repositories/users.ts';
import { mailedToken } from '#api/testing/account-mails.ts';
import { bearer, CHEAP_PASSWORD_HASHING, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';
import { SAME_ORIGIN, secondStep } from '#api/testing/two-factor.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const HOUR_MS = 60 * 60 * 1000;

/** An account as `cli user create` opens it, and the token of its mailed set-up link. */
async function created(t: TestApp, role: AssignableRole, username = 'grace') {
  const email = `${username}@example.com`;
  await createAccountWithSetupLink(
    t.db,
    subscriptionMailSettings(t.config),
    { username, email, role, actor: OPERATOR },
    t.clock.now(),
  );
  return mailedToken(t.db, 'account-setup', email);
}

const start = (t: TestApp, token: string) =>
  t.app.request('/api/account-setup/start', postJson({ token }, SAME_ORIGIN));
const complete = (t: TestApp, body: Record<string, unknown>) =>
  t.app.request('/api/account-setup/complete', postJson(body, SAME_ORIGIN));

describe('setting up an account with its link', () => {
  test('a client chooses a password and is signed in, with the address verified', async () => {
    const t = await setup();
    const token = await created(t, 'client');
    const opened = await readJson(await start(t, token));
    expect(opened).toEqual({ username: 'grace', email: 'grace@example.com', role: 'client', totp: null });
    const res = await complete(t, { token, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.recoveryCodes).toBeNull();
    expect(body.user).toMatchObject({ username: 'grace', role: 'client', emailVerified: true, hasPassword: true });
    expect((await t.app.request('/api/portfolios', bearer(body.token))).status).toBe(200);
    const login = await t.app.request('/api/auth/login', postJson({ username: 'grace', password: TEST_PASSWORD }));
    expect(login.status).toBe(200);
  });

  test('a staff account must enrol its authenticator app: no code, no password, link still usable', async () => {
    const t = await setup();
    const token = await created(t, 'admin');
    const { totp } = await readJson(await start(t, token));
    expect(totp.uri).toContain(`secret=${totp.secret}`);
    const withoutCode = await complete(t, { token, password: TEST_PASSWORD });
    expect(withoutCode.status).toBe(422);
    expect((await readJson(withoutCode)).error.fields.code).toMatch(/6-digit code/);
    const wrongCode = await complete(t, { token, password: TEST_PASSWORD, code: '000000' });
    expect(wrongCode.status).toBe(422);
    expect((await findUserByUsername(t.db, 'grace'))?.password_hash).toBe('');

    const res = await complete(t, { token, password: TEST_PASSWORD, code: totpCodeAt(totp.secret, t.clock.now()) });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.user).toMatchObject({ role: 'admin', emailVerified: true });
    const events = (await listSecurityEvents(t.db, body.user.id)).map((e) => e.kind);
    expect(events).toEqual(expect.arrayContaining(['account-set-up', 'totp-enabled', 'sign-in']));

    // From now on the password alone opens no session: the app's code is asked for.
    t.clock.advance(30_000);
    const login = await t.app.request('/api/auth/login', postJson({ username: 'grace', password: TEST_PASSWORD }));
    expect(await readJson(login)).toEqual({ secondStep: { totp: true, passkey: false } });
    const cookie = (login.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    expect((await secondStep(t, cookie, { code: totpCodeAt(totp.secret, t.clock.now()) })).status).toBe(200);
  });

  test('the account takes the language of the set-up page (docs/decisions.md §303)', async () => {
    const t = await setup();
    const token = await created(t, 'client');
    const res = await complete(t, { token, password: TEST_PASSWORD, locale: 'it' });
    expect(res.status).toBe(200);
    expect((await readJson(res)).user.locale).toBe('it');
    expect((await findUserByUsername(t.db, 'grace'))?.locale).toBe('it');
  });

  test('the link works once', async () => {
    const t = await setup();
    const token = await created(t, 'client');
    expect((await complete(t, { token, password: TEST_PASSWORD })).status).toBe(200);
    expect((await start(t, token)).status).toBe(404);
    expect((await complete(t, { token, password: `${TEST_PASSWORD} again` })).status).toBe(404);
  });

  test('the link expires after 72 hours', async () => {
    const t = await setup();
    const token = await created(t, 'sales');
    t.clock.advance(72 * HOUR_MS);
    expect((await start(t, token)).status).toBe(404);
    expect((await complete(t, { token, password: TEST_PASSWORD })).status).toBe(404);
  });

  test('a password against the rules is refused and leaves the link usable', async () => {
    const t = await setup();
    const token = await created(t, 'client');
    const res = await complete(t, { token, password: 'grace-is-my-password' });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields.password).toBe('The password must not contain your username.');
    expect((await complete(t, { token, password: TEST_PASSWORD })).status).toBe(200);
  });

  test.each([['not-a-token'], ['A'.repeat(43)]])('an unknown link %s is not found', async (token) => {
    const t = await setup();
    expect((await start(t, token)).status).toBe(404);
  });
});
