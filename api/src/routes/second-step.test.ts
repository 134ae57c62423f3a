import { describe, expect, test } from 'vitest';
import { LOGIN_WINDOW_MS } from '#api/auth/login-throttle.ts';
import { SECOND_STEP_DAILY_FAILURES } from '#api/auth/second-step.ts';
import { totpCodeAt } from '#api/auth/totp.ts';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { bearer, CHEAP_PASSWORD_HASHING, fromIp, registerUser } from '#api/testing/accounts.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';
import { enableTotp, loginToSecondStep, secondStep } from '#api/testing/two-factor.ts';
import { WRONG_CODE_MESSAGE } from './second-step.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

/** A code of the current step that is not the right one. */
function wrongCode(t: TestApp, secret: string): string {
  return String((Number(totpCodeAt(secret, t.clock.now())) + 1) % 1_000_000).padStart(6, '0');
}

async function accountWithTotp(t: TestApp, username = 'ada') {
  const registered = await registerUser(t.app, username);
  return { ...registered, ...(await enableTotp(t, registered.token)) };
}

describe('signing in with an authenticator app', () => {
  test('the right password alone opens no session: login answers the second step and nothing to sign in with', async () => {
    const t = await setup();
    await accountWithTotp(t);
    const { res, body, cookie } = await loginToSecondStep(t, 'ada');
    expect(res.status).toBe(200);
    expect(body).toEqual({ secondStep: { totp: true, passkey: false } });
    expect(cookie).toMatch(/^sign-in=/);
    // Whatever the login answered, it is no session.
    expect((await t.app.request('/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(401);
    expect((await t.app.request('/api/auth/me', bearer(cookie.split('=')[1] ?? ''))).status).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').where('method', '=', 'password').execute()).toEqual([]);
  });

  test('the pending sign-in says which second step it may use; without one the answer is 401', async () => {
    const t = await setup();
    await accountWithTotp(t);
    const { cookie } = await loginToSecondStep(t, 'ada');
    const methods = await t.app.request('/api/auth/second-step', { headers: { Cookie: cookie } });
    expect(await readJson(methods)).toEqual({ totp: true, passkey: false });
    const none = await t.app.request('/api/auth/second-step');
    expect(none.status).toBe(401);
    expect((await readJson(none)).error.code).toBe('sign_in_expired');
  });

  test('the code from the app opens a password+totp session, and the same code never works twice', async () => {
    const t = await setup();
    const { secret, user } = await accountWithTotp(t);
    const { cookie } = await loginToSecondStep(t, 'ada');
    const code = totpCodeAt(secret, t.clock.now());
    const res = await secondStep(t, cookie, { code });
    expect(res.status).toBe(200);
    const { token } = await readJson(res);
    const me = await t.app.request('/api/auth/me', bearer(token));
    expect((await readJson(me)).user.username).toBe('ada');
    const session = await t.db
      .selectFrom('sessions')
      .select('method')
      .where('user_id', '=', user.id)
      .where('method', '=', 'password+totp')
      .execute();
    expect(session).toHaveLength(1);

    const again = await loginToSecondStep(t, 'ada');
    const replay = await secondStep(t, again.cookie, { code });
    expect(replay.status).toBe(401);
    expect((await readJson(replay)).error).toEqual({ code: 'invalid_code', message: WRONG_CODE_MESSAGE });
  });

  test('two sign-ins with one code at the same moment: exactly one opens a session', async () => {
    const t = await setup();
    const { secret } = await accountWithTotp(t);
    const [a, b] = [await loginToSecondStep(t, 'ada'), await loginToSecondStep(t, 'ada')];
    const code = totpCodeAt(secret, t.clock.now());
    const statuses = await Promise.all([secondStep(t, a.cookie, { code }), secondStep(t, b.cookie, { code })]);
    expect(statuses.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  test('a wrong code is refused with a clear message and goes to the security log as a failed sign-in', async () => {
    const t = await setup();
    const { secret, user } = await accountWithTotp(t);
    const { cookie } = await loginToSecondStep(t, 'ada');
    const res = await secondStep(t, cookie, { code: wrongCode(t, secret) });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.message).toBe(WRONG_CODE_MESSAGE);
    const [latest] = await listSecurityEvents(t.db, user.id, 1);
    expect(latest).toMatchObject({ kind: 'sign-in', outcome: 'failure', method: 'password+totp' });
    // The pending sign-in survives one wrong code.
    expect((await secondStep(t, cookie, { code: totpCodeAt(secret, t.clock.now()) })).status).toBe(200);
  });

  test('five wrong codes end the pending sign-in: even the right code then needs the password again', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 50 });
    const { secret } = await accountWithTotp(t);
    const { cookie } = await loginToSecondStep(t, 'ada');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await secondStep(t, cookie, { code: wrongCode(t, secret) })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const after = await secondStep(t, cookie, { code: totpCodeAt(secret, t.clock.now()) });
    expect(after.status).toBe(401);
    expect((await readJson(after)).error.code).toBe('sign_in_expired');
  });

  test('the owner is mailed once when a pending sign-in ends after five wrong codes, not for fewer', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 50 });
    const { secret } = await accountWithTotp(t);
    const alerts = () =>
      t.db.selectFrom('mail_outbox').selectAll().where('template', '=', 'second-step-failed').execute();
    const first = await loginToSecondStep(t, 'ada');
    for (let i = 0; i < 4; i++) await secondStep(t, first.cookie, { code: wrongCode(t, secret) });
    expect(await alerts()).toEqual([]);
    await secondStep(t, first.cookie, { code: wrongCode(t, secret) });
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ recipient: 'ada@example.com', category: 'transactional' });
    expect(JSON.parse(alert?.data ?? '{}')).toMatchObject({ username: 'ada', first: 'password' });
  });

  test('an account takes 20 wrong second steps a day from all addresses together; then even the right code waits', async () => {
    const t = await setup({
      LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 1000,
      LOGIN_RATE_LIMIT_PER_USERNAME: 1000,
      LOGIN_RATE_LIMIT_PER_IP: 1000,
    });
    const { secret } = await accountWithTotp(t);
    for (let round = 0; round < SECOND_STEP_DAILY_FAILURES / 5; round++) {
      const from = fromIp(`198.51.100.${round + 1}`);
      const { cookie } = await loginToSecondStep(t, 'ada', from);
      for (let i = 0; i < 5; i++) {
        expect((await secondStep(t, cookie, { code: wrongCode(t, secret) }, from)).status).toBe(401);
      }
    }
    const { cookie } = await loginToSecondStep(t, 'ada', fromIp('203.0.113.99'));
    const refused = await secondStep(t, cookie, { code: totpCodeAt(secret, t.clock.now()) }, fromIp('203.0.113.99'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600);
    // A day after the first of them, the owner signs in again.
    t.clock.advance(24 * 60 * 60 * 1000);
    const next = await loginToSecondStep(t, 'ada', fromIp('203.0.113.99'));
    const accepted = await secondStep(
      t,
      next.cookie,
      { code: totpCodeAt(secret, t.clock.now()) },
      fromIp('203.0.113.99'),
    );
    expect(accepted.status).toBe(200);
  });

  test('second-step codes count against the login limit: past it, even the right code meets a 429', async () => {
    const t = await setup();
    const { secret } = await accountWithTotp(t);
    const home = fromIp('198.51.100.7');
    const { cookie } = await loginToSecondStep(t, 'ada', home);
    // The password was attempt one of five for this username at this address.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await secondStep(t, cookie, { code: wrongCode(t, secret) }, home)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const limited = await secondStep(t, cookie, { code: totpCodeAt(secret, t.clock.now()) }, home);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe(String(LOGIN_WINDOW_MS / 1000));
  });

  test('a successful second step clears the count, so the owner starts afresh', async () => {
    const t = await setup();
    const { secret } = await accountWithTotp(t);
    const home = fromIp('198.51.100.7');
    const first = await loginToSecondStep(t, 'ada', home);
    for (let i = 0; i < 3; i++) await secondStep(t, first.cookie, { code: wrongCode(t, secret) }, home);
    expect((await secondStep(t, first.cookie, { code: totpCodeAt(secret, t.clock.now()) }, home)).status).toBe(200);
    t.clock.advance(30_000);
    const second = await loginToSecondStep(t, 'ada', home);
    for (let i = 0; i < 3; i++) await secondStep(t, second.cookie, { code: wrongCode(t, secret) }, home);
    expect((await secondStep(t, second.cookie, { code: totpCodeAt(secret, t.clock.now()) }, home)).status).toBe(200);
  });

  test('a second step posted from another site is refused', async () => {
    const t = await setup();
    const { secret } = await accountWithTotp(t);
    const { cookie } = await loginToSecondStep(t, 'ada');
    const res = await t.app.request(
      '/api/auth/second-step',
      postJson({ code: totpCodeAt(secret, t.clock.now()) }, { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' }),
    );
    expect(res.status).toBe(403);
  });

  test.each([{}, { code: '123456', recoveryCode: 'abcde' }, { code: 'one two' }])(
    '%j is refused as invalid input',
    async (body) => {
      const t = await setup();
      await accountWithTotp(t);
      const { cookie } = await loginToSecondStep(t, 'ada');
      const res = await secondStep(t, cookie, body);
      expect(res.status).toBe(422);
      expect(Object.keys((await readJson(res)).error.fields)).toEqual(['code']);
    },
  );
});

describe('signing in with a recovery code', () => {
  test('a recovery code works once, typed any way, and never again; the log records its use', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 50 });
    const { recoveryCodes, user } = await accountWithTotp(t);
    const recoveryCode = recoveryCodes[3] ?? '';
    const first = await loginToSecondStep(t, 'ada');
    const res = await secondStep(t, first.cookie, { recoveryCode: recoveryCode.toUpperCase().replaceAll('-', ' ') });
    expect(res.status).toBe(200);
    const { token } = await readJson(res);
    expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(200);
    const events = await listSecurityEvents(t.db, user.id, 2);
    expect(events.map((event) => [event.kind, event.method])).toEqual([
      ['sign-in', 'password+recovery-code'],
      ['recovery-code-used', 'recovery-code'],
    ]);
    expect(events[1]?.detail).toBe('9 recovery codes left');

    const second = await loginToSecondStep(t, 'ada');
    const reused = await secondStep(t, second.cookie, { recoveryCode });
    expect(reused.status).toBe(401);
    expect((await readJson(reused)).error.code).toBe('invalid_code');
    // Another code of the set still works.
    expect((await secondStep(t, second.cookie, { recoveryCode: recoveryCodes[4] })).status).toBe(200);
  });

  test('two requests with one recovery code: exactly one signs in', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 50 });
    const { recoveryCodes } = await accountWithTotp(t);
    const [a, b] = [await loginToSecondStep(t, 'ada'), await loginToSecondStep(t, 'ada')];
    const recoveryCode = recoveryCodes[0];
    const statuses = await Promise.all([
      secondStep(t, a.cookie, { recoveryCode }).then((res) => res.status),
      secondStep(t, b.cookie, { recoveryCode }).then((res) => res.status),
    ]);
    expect(statuses.sort()).toEqual([200, 401]);
  });
});

describe('staff accounts', () => {
  test('a staff account without a second factor cannot sign in with its password', async () => {
    const t = await setup();
    const { user } = await registerUser(t.app, 'grace');
    await t.db.updateTable('users').set({ role: 'sales' }).where('id', '=', user.id).execute();
    const { res, body } = await loginToSecondStep(t, 'grace');
    expect(res.status).toBe(403);
    expect(body.error.code).toBe('second_factor_required');
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .where('method', '=', 'password')
        .execute(),
    ).toEqual([]);
  });

  test('a staff account with an authenticator app signs in through the second step', async () => {
    const t = await setup();
    const { secret, user } = await accountWithTotp(t, 'grace');
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    const { body, cookie } = await loginToSecondStep(t, 'grace');
    expect(body).toEqual({ secondStep: { totp: true, passkey: false } });
    const res = await secondStep(t, cookie, { code: totpCodeAt(secret, t.clock.now()) });
    expect(res.status).toBe(200);
    expect((await readJson(res)).user.role).toBe('admin');
  });
});
