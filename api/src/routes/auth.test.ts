import { describe, expect, test } from 'vitest';
import { NO_PASSWORD_HASH } from '#api/auth/passwords.ts';
import { bearer, CHEAP_PASSWORD_HASHING, fromIp, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

describe('register, me, logout', () => {
  test('register answers a token and the user, stores only a hash, and sets an HttpOnly cookie', async () => {
    const t = await setup();
    const res = await t.app.request(
      '/api/auth/register',
      postJson({ firstName: ' Ada ', username: 'ada', email: 'Ada@Example.com', password: TEST_PASSWORD }),
    );
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.user).toMatchObject({ username: 'ada', email: 'Ada@Example.com', firstName: 'Ada', lastName: null });
    expect(body.token).toMatch(/^[a-z2-7]{32}$/);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const users = await t.db.selectFrom('users').select('password_hash').execute();
    expect(users[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await t.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.id).not.toContain(body.token);
    expect(sessions[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  test('me answers the user for the bearer token and for the cookie; logout revokes the session', async () => {
    const t = await setup();
    const { token, cookie } = await registerUser(t.app, 'grace', { firstName: 'Grace' });
    const viaBearer = await t.app.request('/api/auth/me', bearer(token));
    expect(viaBearer.status).toBe(200);
    expect((await readJson(viaBearer)).user).toMatchObject({ username: 'grace', firstName: 'Grace' });
    const cookiePair = cookie.split(';')[0] ?? '';
    const viaCookie = await t.app.request('/api/auth/me', { headers: { Cookie: cookiePair } });
    expect(viaCookie.status).toBe(200);

    const out = await t.app.request('/api/auth/logout', { method: 'POST', ...bearer(token) });
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/Max-Age=0/);
    expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(401);
    expect((await t.app.request('/api/auth/me', { headers: { Cookie: cookiePair } })).status).toBe(401);
  });

  test('outside localhost the cookie is Secure with the __Host- prefix', async () => {
    const t = await setup();
    const res = await t.app.request(
      'https://alpora.example/api/auth/register',
      postJson(
        { username: 'ada', email: 'ada@example.com', password: TEST_PASSWORD },
        // A browser's request from our page: only browsers get the device cookie.
        { 'Sec-Fetch-Site': 'same-origin' },
      ),
    );
    expect(res.status).toBe(201);
    const [session, device] = res.headers.getSetCookie();
    expect(session).toMatch(/^__Host-session=[a-z2-7]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // The browser's device id (docs/decisions.md §111): as guarded as the session, and long-lived.
    expect(device).toMatch(
      /^__Host-device=[A-Za-z0-9_-]{43}; Max-Age=34560000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  test('outside localhost only the __Host- cookie is read; on localhost only the plain one', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const me = (url: string, cookie: string) => t.app.request(url, { headers: { Cookie: cookie } });
    expect((await me('https://alpora.example/api/auth/me', `__Host-session=${token}`)).status).toBe(200);
    expect((await me('https://alpora.example/api/auth/me', `session=${token}`)).status).toBe(401);
    expect((await me('http://localhost/api/auth/me', `session=${token}`)).status).toBe(200);
    expect((await me('http://localhost/api/auth/me', `__Host-session=${token}`)).status).toBe(401);
  });

  test('the user answer says whether the account has a password; one opened by single sign-on has none', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const me = async () => (await readJson(await t.app.request('/api/auth/me', bearer(token)))).user;
    expect((await me()).hasPassword).toBe(true);
    await t.db.updateTable('users').set({ password_hash: NO_PASSWORD_HASH }).execute();
    expect((await me()).hasPassword).toBe(false);
  });

  test('me without a token answers 401 in the error format', async () => {
    const t = await setup();
    const res = await t.app.request('/api/auth/me');
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('unauthorized');
  });
});

describe('register rate limit', () => {
  test('each client IP may register REGISTER_RATE_LIMIT times per window, attempts that fail included', async () => {
    const t = await setup();
    const register = (username: string, ip: string) =>
      t.app.request(
        '/api/auth/register',
        postJson({ username, email: `${username}@example.com`, password: TEST_PASSWORD }),
        fromIp(ip),
      );
    expect(t.config.REGISTER_RATE_LIMIT).toBe(5);
    for (let i = 0; i < 4; i++) expect((await register(`user${i}`, '203.0.113.9')).status).toBe(201);
    expect((await register('user0', '203.0.113.9')).status).toBe(409); // a probe counts too
    const limited = await register('user5', '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('3600');
    expect((await readJson(limited)).error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many registration requests from your network. Please try again in 60 minutes.',
    });
    expect((await register('user6', '198.51.100.7')).status).toBe(201);
    t.clock.advance(t.config.REGISTER_RATE_WINDOW_SECONDS * 1000);
    expect((await register('user5', '203.0.113.9')).status).toBe(201);
  });
});

describe('register validation', () => {
  test.each([
    [{ username: 'ada', email: 'ADA@example.com' }, 'email', 'An account with this email address already exists.'],
    [{ username: 'ADA', email: 'other@example.com' }, 'username', 'This username is already taken.'],
  ])('a duplicate (case-insensitive) %j is refused with a message on %s', async (second, field, message) => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    const res = await t.app.request('/api/auth/register', postJson({ ...second, password: TEST_PASSWORD }));
    expect(res.status).toBe(409);
    const body = await readJson(res);
    expect(body.error.fields[field]).toContain(message);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  // claim: password-min-length
  test.each([
    [{ password: 'eleven char' }, 'password', 'Use at least 12 characters.'],
    [{ password: 'x'.repeat(129) }, 'password', 'Use at most 128 characters.'],
    [{ password: 'qwerty123456' }, 'password', 'among the most common or breached'],
    [{ password: 'Qwerty123456' }, 'password', 'among the most common or breached'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [{ username: 'a b' }, 'username', 'Use letters, digits'],
  ])('%j is refused with a message on %s', async (change, field, message) => {
    const t = await setup();
    const payload = { username: 'ada', email: 'ada@example.com', password: TEST_PASSWORD, ...change };
    const res = await t.app.request('/api/auth/register', postJson(payload));
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields[field]).toContain(message);
  });

  test.each(['demo', 'Demo', ' DEMO '])(
    "the demo account's name %j is reserved: 422 on the username, no account",
    async (username) => {
      const t = await setup();
      const res = await t.app.request(
        '/api/auth/register',
        postJson({ username, email: 'person@example.ch', password: TEST_PASSWORD }),
      );
      expect(res.status).toBe(422);
      expect((await readJson(res)).error.fields).toEqual({ username: 'This username is reserved. Choose another.' });
      expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
    },
  );

  test('a password is kept exactly as typed: spaces around it and its case count', async () => {
    const t = await setup();
    const password = '  Winter Lighthouse Keeper  ';
    const res = await t.app.request(
      '/api/auth/register',
      postJson({ username: 'ada', email: 'ada@example.com', password }),
    );
    expect(res.status).toBe(201);
    const login = (typed: string) => t.app.request('/api/auth/login', postJson({ username: 'ada', password: typed }));
    expect((await login(password)).status).toBe(200);
    for (const other of [password.trim(), password.toLowerCase(), password.toUpperCase()]) {
      expect((await login(other)).status).toBe(401);
    }
  });

  test('a 64-character passphrase without composition rules is accepted', async () => {
    const t = await setup();
    const res = await t.app.request(
      '/api/auth/register',
      postJson({
        username: 'ada',
        email: 'ada@example.com',
        password: `${'a'.repeat(40)} lowercase only words${'z'.repeat(3)}`,
      }),
    );
    expect(res.status).toBe(201);
  });
});
