import { describe, expect, test } from 'vitest';
import { matchTotpStep, totpCodeAt, totpStep } from '#api/auth/totp.ts';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, readJson } from '#api/testing/test-app.ts';
import { enableTotp, withBearer } from '#api/testing/two-factor.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const proof = { currentPassword: TEST_PASSWORD };

describe('setting up an authenticator app', () => {
  test('set-up answers a fresh base32 secret and its otpauth URI, and leaves two-factor off', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const res = await t.app.request('/api/auth/totp/setup', withBearer(token, proof));
    expect(res.status).toBe(200);
    const { secret, uri } = await readJson(res);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Alpora:ada?secret=${secret}&issuer=Alpora&algorithm=SHA1&digits=6&period=30`);
    const status = await t.app.request('/api/auth/totp', bearer(token));
    expect(await readJson(status)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  test('confirmation codes count against the login limits: past them, even the right code meets a 429', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 3 });
    const { token } = await registerUser(t.app, 'ada');
    const { secret } = await readJson(await t.app.request('/api/auth/totp/setup', withBearer(token, proof)));
    // The set-up's password was one attempt and cleared the count; three wrong codes use it up.
    const current = Number(totpCodeAt(secret, t.clock.now()));
    for (let i = 1; i <= 3; i++) {
      const code = String((current + 500_000 + i) % 1_000_000).padStart(6, '0');
      expect((await t.app.request('/api/auth/totp/confirm', withBearer(token, { code }))).status).toBe(422);
    }
    const right = await t.app.request(
      '/api/auth/totp/confirm',
      withBearer(token, { code: totpCodeAt(secret, t.clock.now()) }),
    );
    expect(right.status).toBe(429);
  });

  test('set-up needs the current password', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const without = await t.app.request('/api/auth/totp/setup', withBearer(token, {}));
    const wrong = await t.app.request(
      '/api/auth/totp/setup',
      withBearer(token, { currentPassword: 'not mine at all' }),
    );
    expect([without.status, wrong.status]).toEqual([422, 422]);
    expect((await readJson(wrong)).error.fields).toEqual({ currentPassword: 'This is not your current password.' });
  });

  test('a wrong first code leaves two-factor off and says what to check', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const { secret } = await readJson(await t.app.request('/api/auth/totp/setup', withBearer(token, proof)));
    const right = totpCodeAt(secret, t.clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const res = await t.app.request('/api/auth/totp/confirm', withBearer(token, { code: wrong }));
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields.code).toMatch(/not right.*time on your phone/);
    expect(await readJson(await t.app.request('/api/auth/totp', bearer(token)))).toMatchObject({ enabled: false });
  });

  // claim: mfa, recovery-codes
  test('the first code turns it on and answers ten recovery codes, once; the log says so', async () => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'ada');
    const { secret } = await readJson(await t.app.request('/api/auth/totp/setup', withBearer(token, proof)));
    const res = await t.app.request(
      '/api/auth/totp/confirm',
      withBearer(token, { code: totpCodeAt(secret, t.clock.now()) }),
    );
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.otherSessionsEnded).toBe(0);
    expect(await readJson(await t.app.request('/api/auth/totp', bearer(token)))).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const stored = await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    const plain = new Set<string>(body.recoveryCodes);
    expect(stored.some((row) => plain.has(row.code_hash))).toBe(false);
    const kinds = (await listSecurityEvents(t.db, user.id)).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['totp-enabled', 'recovery-codes-created']));
  });

  test('the code that confirmed the app cannot be used again to sign in', async () => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'ada');
    const { secret } = await readJson(await t.app.request('/api/auth/totp/setup', withBearer(token, proof)));
    await t.app.request('/api/auth/totp/confirm', withBearer(token, { code: totpCodeAt(secret, t.clock.now()) }));
    const credential = await t.db
      .selectFrom('totp_credentials')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(credential.last_used_step).toBe(totpStep(t.clock.now()));
    expect(
      matchTotpStep(secret, totpCodeAt(secret, t.clock.now()), t.clock.now(), credential.last_used_step),
    ).toBeNull();
  });

  test('confirming can end every other session of the account, and keeps this one', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const other = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ada', password: TEST_PASSWORD }),
    });
    const otherToken = (await readJson(other)).token;
    const { secret } = await readJson(await t.app.request('/api/auth/totp/setup', withBearer(token, proof)));
    const code = totpCodeAt(secret, t.clock.now());
    const res = await t.app.request('/api/auth/totp/confirm', withBearer(token, { code, endOtherSessions: true }));
    expect((await readJson(res)).otherSessionsEnded).toBe(1);
    expect((await t.app.request('/api/auth/me', bearer(otherToken))).status).toBe(401);
    expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(200);
  });

  test.each([
    ['/api/auth/totp/recovery-codes', 'recovery-codes-created'],
    ['/api/auth/totp/disable', 'totp-disabled'],
  ])('%s can end every other session of the account too', async (path, kind) => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'ada');
    await enableTotp(t, token);
    const other = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(other).toHaveLength(1);
    // A second session, as a sign-in elsewhere would open.
    await t.db
      .insertInto('sessions')
      .values({
        id: 'elsewhere',
        user_id: user.id,
        expires_at: '2099-01-01T00:00:00.000Z',
        created_at: t.clock.now().toISOString(),
        method: 'password+totp',
        user_agent: null,
        address_hint: null,
        last_seen_at: null,
      })
      .execute();
    const res = await t.app.request(path, withBearer(token, { ...proof, endOtherSessions: true }));
    expect((await readJson(res)).otherSessionsEnded).toBe(1);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual(other);
    const kinds = (await listSecurityEvents(t.db, user.id, 2)).map((event) => event.kind);
    expect(kinds.sort()).toEqual([kind, 'sessions-ended'].sort());
  });

  test('set-up while two-factor is on is refused; confirming without a set-up is refused', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const lone = await t.app.request('/api/auth/totp/confirm', withBearer(token, { code: '123456' }));
    expect(lone.status).toBe(409);
    await enableTotp(t, token);
    const again = await t.app.request('/api/auth/totp/setup', withBearer(token, proof));
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.code).toBe('totp_enabled');
  });

  test('a code of letters is refused as invalid input, not a server error', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const res = await t.app.request('/api/auth/totp/confirm', withBearer(token, { code: 'abc\u0000' }));
    expect(res.status).toBe(422);
  });
});

describe('recovery codes and turning off', () => {
  test('new recovery codes replace all the old ones', async () => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'ada');
    const { recoveryCodes: old } = await enableTotp(t, token);
    const res = await t.app.request('/api/auth/totp/recovery-codes', withBearer(token, proof));
    expect(res.status).toBe(200);
    const fresh: string[] = (await readJson(res)).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    const count = await t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', user.id).execute();
    expect(count).toHaveLength(10);
  });

  test('new recovery codes need the current password and two-factor on', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    expect((await t.app.request('/api/auth/totp/recovery-codes', withBearer(token, proof))).status).toBe(409);
    await enableTotp(t, token);
    expect((await t.app.request('/api/auth/totp/recovery-codes', withBearer(token, {}))).status).toBe(422);
  });

  test('turning off deletes the secret and the recovery codes, and the log says so', async () => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'ada');
    await enableTotp(t, token);
    expect((await t.app.request('/api/auth/totp/disable', withBearer(token, {}))).status).toBe(422);
    const res = await t.app.request('/api/auth/totp/disable', withBearer(token, proof));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ otherSessionsEnded: 0 });
    expect(await t.db.selectFrom('totp_credentials').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    expect((await listSecurityEvents(t.db, user.id)).map((event) => event.kind)).toContain('totp-disabled');
    const login = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ada', password: TEST_PASSWORD }),
    });
    expect((await readJson(login)).token).toEqual(expect.any(String));
  });

  test('a staff account cannot turn off its only second factor', async () => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'grace');
    await enableTotp(t, token);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    const res = await t.app.request('/api/auth/totp/disable', withBearer(token, proof));
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('second_factor_required');
    expect(await readJson(await t.app.request('/api/auth/totp', bearer(token)))).toMatchObject({ enabled: true });
  });

  test('every two-factor route needs a session', async () => {
    const t = await setup();
    for (const path of [
      '/api/auth/totp/setup',
      '/api/auth/totp/confirm',
      '/api/auth/totp/recovery-codes',
      '/api/auth/totp/disable',
    ]) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status, path).toBe(401);
    }
    expect((await t.app.request('/api/auth/totp')).status).toBe(401);
  });
});
