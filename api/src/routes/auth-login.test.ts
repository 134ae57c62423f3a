import { describe, expect, test } from 'vitest';
import { LOGIN_WINDOW_MS } from '#api/auth/login-throttle.ts';
import { bearer, CHEAP_PASSWORD_HASHING, fromIp, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';
import { INVALID_CREDENTIALS, usernameDigest } from './auth.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

const login = (username: string, password: string) => postJson({ username, password });

describe('POST /api/auth/login', () => {
  test('logs in case-insensitively with a new token every time', async () => {
    const t = await setup();
    const registered = await registerUser(t.app, 'Linus');
    const first = await t.app.request('/api/auth/login', login('linus', TEST_PASSWORD));
    const second = await t.app.request('/api/auth/login', login('LINUS', TEST_PASSWORD));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const tokens = [registered.token, (await readJson(first)).token, (await readJson(second)).token];
    expect(new Set(tokens).size).toBe(3);
    const me = await t.app.request('/api/auth/me', bearer(tokens[2] ?? ''));
    expect((await readJson(me)).user.username).toBe('Linus');
  });

  test('a wrong password and an unknown user get the same answer', async () => {
    const t = await setup();
    await registerUser(t.app, 'linus');
    const wrong = await t.app.request('/api/auth/login', login('linus', 'not the password'));
    const unknown = await t.app.request('/api/auth/login', login('nobody', 'not the password'));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await readJson(wrong), await readJson(unknown)];
    expect(a).toEqual(b);
    expect(a.error).toEqual({ code: 'invalid_credentials', message: INVALID_CREDENTIALS });
  });

  test('every attempt is logged, never with the password', async () => {
    const t = await setup();
    const lines: string[] = [];
    t.logger.warn = (message, fields) => lines.push(JSON.stringify({ message, ...fields }));
    // The routes hold this logger object, so the spy replaces its method in place.
    await t.app.request('/api/auth/login', login('nobody', 'secret-guess-123'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"outcome":"failure"');
    expect(lines[0]).not.toContain('secret-guess-123');
  });

  test('a failed attempt logs a digest of the username, never the name itself', async () => {
    const t = await setup();
    const lines: string[] = [];
    t.logger.warn = (message, fields) => lines.push(JSON.stringify({ message, ...fields }));
    // People type their password into the username field; the log must not keep it.
    await t.app.request('/api/auth/login', login('MyS3cretPassphrase', 'x'));
    expect(usernameDigest('MyS3cretPassphrase')).toMatch(/^[0-9a-f]{12}$/);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      outcome: 'failure',
      usernameHash: usernameDigest('mys3cretpassphrase'),
    });
    expect(lines[0]?.toLowerCase()).not.toContain('mys3cretpassphrase');
  });

  test("a sign-in attempt's log line never carries the network address or the name, only the account's id", async () => {
    const t = await setup();
    const { user } = await registerUser(t.app, 'ada');
    const lines: Record<string, unknown>[] = [];
    const keep = (message: string, fields?: Record<string, unknown>) => {
      if (message === 'login attempt') lines.push({ message, ...fields });
    };
    t.logger.info = keep;
    t.logger.warn = keep;
    const peer = fromIp('203.0.113.77');
    await t.app.request('/api/auth/login', login('ada', TEST_PASSWORD), peer);
    await t.app.request('/api/auth/login', login('ada', 'not the password'), peer);
    await t.app.request('/api/auth/login', login('nobody', 'not the password'), peer);
    // The data map's server-logs kind says what these lines hold (content/data-map.yaml).
    expect(lines).toEqual([
      { message: 'login attempt', requestId: expect.any(String), outcome: 'success', userId: user.id },
      {
        message: 'login attempt',
        requestId: expect.any(String),
        usernameHash: usernameDigest('ada'),
        userId: user.id,
        outcome: 'failure',
      },
      {
        message: 'login attempt',
        requestId: expect.any(String),
        usernameHash: usernameDigest('nobody'),
        outcome: 'failure',
      },
    ]);
    for (const line of lines) expect(JSON.stringify(line)).not.toContain('203.0.113.77');
  });

  test("an attacker's failures at one address do not lock the owner out at theirs", async () => {
    const t = await setup();
    await registerUser(t.app, 'linus');
    const attacker = fromIp('203.0.113.66');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await t.app.request('/api/auth/login', login('linus', `guess ${i}`), attacker)).status);
    }
    // Five tries for the pair, then refused; the right password does not get through either.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const refused = await t.app.request('/api/auth/login', login('linus', TEST_PASSWORD), attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(LOGIN_WINDOW_MS / 1000));
    expect((await readJson(refused)).error).toEqual({
      code: 'rate_limited',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });

    const owner = await t.app.request('/api/auth/login', login('Linus', TEST_PASSWORD), fromIp('198.51.100.7'));
    expect(owner.status).toBe(200);

    t.clock.advance(LOGIN_WINDOW_MS);
    expect((await t.app.request('/api/auth/login', login('linus', TEST_PASSWORD), attacker)).status).toBe(200);
  });

  test('a successful login clears the failures of its username at its address', async () => {
    const t = await setup();
    await registerUser(t.app, 'linus');
    const home = fromIp('198.51.100.7');
    const attempt = (password: string) => t.app.request('/api/auth/login', login('linus', password), home);
    for (let i = 0; i < 4; i++) expect((await attempt(`typo ${i}`)).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(`typo again ${i}`)).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(429);
  });

  test('per username across addresses: a distributed guesser meets the loose limit', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME: 10 });
    await registerUser(t.app, 'linus');
    for (let i = 0; i < 10; i++) {
      const res = await t.app.request('/api/auth/login', login('linus', `guess ${i}`), fromIp(`10.0.0.${i}`));
      expect(res.status).toBe(401);
    }
    const limited = await t.app.request('/api/auth/login', login('linus', TEST_PASSWORD), fromIp('10.0.1.1'));
    expect(limited.status).toBe(429);
    t.clock.advance(LOGIN_WINDOW_MS);
    const later = await t.app.request('/api/auth/login', login('linus', TEST_PASSWORD), fromIp('10.0.1.1'));
    expect(later.status).toBe(200);
  });

  test('by default the username limit is far above the pair limit', async () => {
    const t = await setup();
    expect(t.config.LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP).toBe(5);
    expect(t.config.LOGIN_RATE_LIMIT_PER_USERNAME).toBe(100);
    expect(t.config.LOGIN_RATE_LIMIT_PER_IP).toBe(50);
  });

  test('per IP: one address spraying many usernames is limited', async () => {
    const t = await setup();
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const res = await t.app.request('/api/auth/login', login(`user${i}`, 'password guess'), fromIp('203.0.113.9'));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
    const other = await t.app.request('/api/auth/login', login('someone', 'password guess'), fromIp('203.0.113.10'));
    expect(other.status).toBe(401);
  });

  test('the longest username, even one twice as long in lower case, is counted, not a server error', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 1 });
    const username = 'İ'.repeat(254); // lower-cases to 508 characters
    const attempt = () => t.app.request('/api/auth/login', login(username, 'guess'), fromIp('203.0.113.9'));
    expect([(await attempt()).status, (await attempt()).status]).toEqual([401, 429]);
  });

  test('a cross-site login post is refused', async () => {
    const t = await setup();
    const res = await t.app.request(
      '/api/auth/login',
      postJson({ username: 'x', password: 'y' }, { Origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
  });
});
