import { describe, expect, test } from 'vitest';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { bearer, CHEAP_PASSWORD_HASHING, fromIp, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, postJson, readJson, TEST_NOW, type TestApp } from '#api/testing/test-app.ts';
import { addressHint } from './request-device.ts';
import { MAX_SESSIONS_PER_USER } from './sessions.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/140.0 Safari/537.36';

function login(t: TestApp, username: string, password = TEST_PASSWORD) {
  return t.app.request(
    '/api/auth/login',
    postJson({ username, password }, { 'User-Agent': BROWSER }),
    fromIp('203.0.113.7'),
  );
}

async function sessionsOf(t: TestApp, userId: string) {
  return t.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
}

describe('every sign-in ends in one place (docs/security.md)', () => {
  test('a session remembers its method, its browser and a coarse address, and the owner’s log has the sign-in', async () => {
    const t = await setup();
    const { user } = await registerUser(t.app, 'ada');
    const res = await login(t, 'ada');
    expect(res.status).toBe(200);
    const sessions = await sessionsOf(t, user.id);
    const opened = sessions.find((session) => session.method === 'password');
    expect(opened).toMatchObject({ user_agent: BROWSER, address_hint: '203.0.113.x', last_seen_at: TEST_NOW });
    expect(sessions.map((session) => session.method).sort()).toEqual(['password', 'registration']);
    const log = await listSecurityEvents(t.db, user.id);
    expect(log.map((event) => [event.kind, event.outcome, event.method])).toEqual([
      ['sign-in', 'success', 'password'],
      ['sign-in', 'success', 'registration'],
    ]);
  });

  test('a wrong password is in the owner’s log as a failure; an unknown name leaves no trace', async () => {
    const t = await setup();
    const { user } = await registerUser(t.app, 'ada');
    expect((await login(t, 'ada', 'not the password at all')).status).toBe(401);
    expect((await login(t, 'nobody', 'not the password at all')).status).toBe(401);
    const failures = (await listSecurityEvents(t.db, user.id)).filter((event) => event.outcome === 'failure');
    expect(failures).toEqual([
      expect.objectContaining({ kind: 'sign-in', method: 'password', address_hint: '203.0.113.x' }),
    ]);
    expect(await t.db.selectFrom('security_events').select('user_id').distinct().execute()).toEqual([
      { user_id: user.id },
    ]);
  });
});

describe('the second step comes before any session (docs/security.md)', () => {
  test('a right password on an account with an authenticator app opens no session and asks for the code', async () => {
    const t = await setup();
    const { user } = await registerUser(t.app, 'ada');
    await t.db
      .insertInto('totp_credentials')
      .values({ user_id: user.id, secret: 'JBSWY3DPEHPK3PXP', confirmed_at: TEST_NOW, created_at: TEST_NOW })
      .execute();
    const res = await login(t, 'ada');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ secondStep: { totp: true, passkey: false } });
    expect(res.headers.get('Set-Cookie')).toMatch(
      /^sign-in=[A-Za-z0-9_-]{43}; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect((await sessionsOf(t, user.id)).map((session) => session.method)).toEqual(['registration']);
    const pending = await t.db.selectFrom('sign_in_ceremonies').selectAll().execute();
    expect(pending).toEqual([expect.objectContaining({ purpose: 'second-step', user_id: user.id })]);
  });

  test('an unconfirmed authenticator app is not a second factor', async () => {
    const t = await setup();
    const { user } = await registerUser(t.app, 'ada');
    await t.db
      .insertInto('totp_credentials')
      .values({ user_id: user.id, secret: 'JBSWY3DPEHPK3PXP', confirmed_at: null, created_at: TEST_NOW })
      .execute();
    expect(await readJson(await login(t, 'ada'))).toHaveProperty('token');
  });

  test.each(['admin', 'sales'])('a %s without a second factor cannot sign in at all', async (role) => {
    const t = await setup();
    const { user } = await registerUser(t.app, 'ada');
    await t.db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    const res = await login(t, 'ada');
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('second_factor_required');
    expect((await sessionsOf(t, user.id)).map((session) => session.method)).toEqual(['registration']);
  });
});

describe('the address hint names a network, never a host', () => {
  test.each([
    ['203.0.113.7', '203.0.113.x'],
    ['::ffff:10.1.2.3', '10.1.2.x'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::/48'],
    ['2001:0db8:0001:0002:0:0:0:1', '2001:db8:1::/48'],
    ['::1', '0:0:0::/48'],
    ['unknown', null],
  ])('%s → %s', (address, hint) => {
    expect(addressHint(address)).toBe(hint);
  });
});

describe('the cap on open sessions (docs/decisions.md §116)', () => {
  test('a sign-in beyond the cap ends the least recently used session, never the new one', async () => {
    const t = await setup();
    const { user, token: first } = await registerUser(t.app, 'ada');
    const tokens: string[] = [];
    for (let i = 1; i < MAX_SESSIONS_PER_USER; i += 1) {
      t.clock.advance(60_000);
      tokens.push((await readJson(await login(t, 'ada'))).token);
    }
    expect(await sessionsOf(t, user.id)).toHaveLength(MAX_SESSIONS_PER_USER);
    // The first session is used again, so the second one is now the least recently used.
    t.clock.advance(60_000);
    expect((await t.app.request('/api/auth/me', bearer(first))).status).toBe(200);
    t.clock.advance(60_000);
    const newest = (await readJson(await login(t, 'ada'))).token;
    expect(await sessionsOf(t, user.id)).toHaveLength(MAX_SESSIONS_PER_USER);
    expect((await t.app.request('/api/auth/me', bearer(tokens[0] ?? ''))).status).toBe(401);
    for (const live of [first, newest, tokens[1] ?? '']) {
      expect((await t.app.request('/api/auth/me', bearer(live))).status).toBe(200);
    }
  });
});

describe('a sign-in replaces the session it was made from (OWASP ASVS 5.0 V7.2.4)', () => {
  test('signing in again with the old token ends that token; another browser’s session goes on', async () => {
    const t = await setup();
    const { token: registered } = await registerUser(t.app, 'ada');
    const elsewhere = (await readJson(await login(t, 'ada'))).token;
    const res = await t.app.request(
      '/api/auth/login',
      postJson({ username: 'ada', password: TEST_PASSWORD }, { Authorization: `Bearer ${registered}` }),
    );
    expect(res.status).toBe(200);
    const renewed = (await readJson(res)).token;
    expect((await t.app.request('/api/auth/me', bearer(registered))).status).toBe(401);
    expect((await t.app.request('/api/auth/me', bearer(renewed))).status).toBe(200);
    expect((await t.app.request('/api/auth/me', bearer(elsewhere))).status).toBe(200);
  });
});

describe('an account that is deleted (OWASP ASVS 5.0 V7.4.2)', () => {
  test('takes every one of its sessions with it', async () => {
    const t = await setup();
    const { user, token } = await registerUser(t.app, 'ada');
    const second = (await readJson(await login(t, 'ada'))).token;
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await sessionsOf(t, user.id)).toEqual([]);
    for (const ended of [token, second]) {
      expect((await t.app.request('/api/auth/me', bearer(ended))).status).toBe(401);
    }
  });
});
