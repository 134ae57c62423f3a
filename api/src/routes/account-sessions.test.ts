import { describe, expect, test } from 'vitest';
import { NO_PASSWORD_HASH } from '#api/auth/passwords.ts';
import { RECENT_SIGN_IN_MS } from '#api/auth/recent-proof.ts';
import { publicSessionId } from '#api/auth/session-public-id.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { bearer, CHEAP_PASSWORD_HASHING, fromIp, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';
import { SECURITY_LOG_PAGE_SIZE } from './account-sessions.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** What every current browser sends with a request of our own page; API clients send none. */
const FROM_OUR_PAGE = { 'Sec-Fetch-Site': 'same-origin' };

/** Signs in as a browser would: its user agent, and its device cookie when it has one. */
async function signIn(t: TestApp, username: string, browser: { userAgent?: string; deviceCookie?: string } = {}) {
  const headers: Record<string, string> = { ...FROM_OUR_PAGE };
  if (browser.userAgent) headers['User-Agent'] = browser.userAgent;
  if (browser.deviceCookie) headers.Cookie = browser.deviceCookie;
  const res = await t.app.request(
    '/api/auth/login',
    postJson({ username, password: TEST_PASSWORD }, headers),
    fromIp('203.0.113.77'),
  );
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { token: (await readJson(res)).token as string, deviceCookie: deviceCookieOf(res) };
}

/** The `device=…` pair a response sets, as the browser sends it back. */
function deviceCookieOf(res: Response): string {
  const set = res.headers.getSetCookie().find((cookie) => cookie.startsWith('device='));
  return set?.split(';')[0] ?? '';
}

const withToken = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
});

async function sessionsOf(t: TestApp, token: string) {
  const res = await t.app.request('/api/auth/sessions', bearer(token));
  expect(res.status).toBe(200);
  return (await readJson(res)).sessions as Array<Record<string, unknown>>;
}

const newSignInMails = (t: TestApp) =>
  t.db.selectFrom('mail_outbox').selectAll().where('template', '=', 'new-sign-in').execute();

describe('GET /api/auth/sessions', () => {
  test('lists each live session with its browser, network and method, this one marked current', async () => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    t.clock.advance(60_000);
    const firefox = await signIn(t, 'ada', { userAgent: FIREFOX });
    t.clock.advance(60_000);
    const chrome = await signIn(t, 'ada', { userAgent: CHROME_MAC });
    const listed = await sessionsOf(t, chrome.token);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({
      device: 'Chrome 140 on macOS',
      addressHint: '203.0.113.x',
      method: 'password',
      current: true,
    });
    expect(listed[1]).toMatchObject({ device: 'Firefox 133 on Linux', method: 'password', current: false });
    expect(listed[2]).toMatchObject({ method: 'registration', current: false });
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    // The same sessions seen from the other browser: only the current flag moves.
    const fromFirefox = await sessionsOf(t, firefox.token);
    expect(fromFirefox.map((session) => session.current)).toEqual([false, true, false]);
  });

  test('names a session by a public id, never by the key the database finds it with', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const [listed] = await sessionsOf(t, token);
    const stored = await t.db.selectFrom('sessions').select('id').executeTakeFirstOrThrow();
    expect(listed?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(listed?.id).toBe(publicSessionId(stored.id));
    expect(JSON.stringify(listed)).not.toContain(stored.id);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  test('lists only the signed-in user’s sessions', async () => {
    const t = await setup();
    const ada = await registerUser(t.app, 'ada');
    await registerUser(t.app, 'bob');
    await signIn(t, 'bob');
    expect(await sessionsOf(t, ada.token)).toHaveLength(1);
  });

  test('answers 401 without a session', async () => {
    const t = await setup();
    expect((await t.app.request('/api/auth/sessions')).status).toBe(401);
  });
});

/** A request to end sessions with `body` as its proof: the current password unless told otherwise. */
const ending = (token: string, method: string, body: Record<string, unknown> = { currentPassword: TEST_PASSWORD }) =>
  withToken(token, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('ending sessions', () => {
  test('DELETE ends one other session: its next request is 401, this one goes on', async () => {
    const t = await setup();
    const first = await registerUser(t.app, 'ada');
    const other = await signIn(t, 'ada', { userAgent: FIREFOX });
    const target = (await sessionsOf(t, first.token)).find((session) => !session.current);
    const res = await t.app.request(`/api/auth/sessions/${target?.id}`, ending(first.token, 'DELETE'));
    expect(res.status).toBe(204);
    expect((await t.app.request('/api/auth/me', bearer(other.token))).status).toBe(401);
    expect((await t.app.request('/api/auth/me', bearer(first.token))).status).toBe(200);
  });

  test('another user’s session id answers 404 and leaves that session alive', async () => {
    const t = await setup();
    const ada = await registerUser(t.app, 'ada');
    const bob = await registerUser(t.app, 'bob');
    const [bobs] = await sessionsOf(t, bob.token);
    const res = await t.app.request(`/api/auth/sessions/${bobs?.id}`, ending(ada.token, 'DELETE'));
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.code).toBe('not_found');
    expect((await t.app.request('/api/auth/me', bearer(bob.token))).status).toBe(200);
  });

  test.each([
    ['the stored key of a session', 'stored'],
    ['an id of another shape', 'not-an-id'],
  ])('DELETE with %s ends nothing', async (_what, kind) => {
    const t = await setup();
    const ada = await registerUser(t.app, 'ada');
    const other = await signIn(t, 'ada');
    const stored = await t.db.selectFrom('sessions').select('id').executeTakeFirstOrThrow();
    const id = kind === 'stored' ? stored.id : 'not-an-id';
    const res = await t.app.request(`/api/auth/sessions/${id}`, ending(ada.token, 'DELETE'));
    expect(res.status).toBe(422);
    expect((await t.app.request('/api/auth/me', bearer(other.token))).status).toBe(200);
  });

  test('end-others ends every other session and keeps this one', async () => {
    const t = await setup();
    const current = await registerUser(t.app, 'ada');
    const others = [await signIn(t, 'ada'), await signIn(t, 'ada')];
    const bob = await registerUser(t.app, 'bob');
    const res = await t.app.request('/api/auth/sessions/end-others', ending(current.token, 'POST'));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ ended: 2 });
    for (const other of others) expect((await t.app.request('/api/auth/me', bearer(other.token))).status).toBe(401);
    expect((await t.app.request('/api/auth/me', bearer(current.token))).status).toBe(200);
    expect((await t.app.request('/api/auth/me', bearer(bob.token))).status).toBe(200);
  });

  test('end-all signs out everywhere, this session included, and clears the cookie', async () => {
    const t = await setup();
    const current = await registerUser(t.app, 'ada');
    const other = await signIn(t, 'ada');
    const res = await t.app.request('/api/auth/sessions/end-all', ending(current.token, 'POST'));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ ended: 2 });
    expect(res.headers.getSetCookie().some((cookie) => /^session=;.*Max-Age=0/.test(cookie))).toBe(true);
    for (const token of [current.token, other.token]) {
      expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(401);
    }
  });

  test('a cookie-signed request to end sessions from another site is refused', async () => {
    const t = await setup();
    const { cookie } = await registerUser(t.app, 'ada');
    const pair = cookie.split(';')[0] ?? '';
    const res = await t.app.request(
      '/api/auth/sessions/end-all',
      postJson({ currentPassword: TEST_PASSWORD }, { Cookie: pair, 'Sec-Fetch-Site': 'cross-site' }),
    );
    expect(res.status).toBe(403);
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
  });
});

describe('ending sessions needs the owner present (docs/decisions.md §109, §114)', () => {
  const routes = [
    ['DELETE one session', 'DELETE', 'one'],
    ['end-others', 'POST', '/api/auth/sessions/end-others'],
    ['end-all', 'POST', '/api/auth/sessions/end-all'],
  ] as const;

  /** Ada signed in twice; the path of the route, with the id of her other session for DELETE. */
  async function twoSessions(t: TestApp, path: string) {
    const current = await registerUser(t.app, 'ada');
    const other = await signIn(t, 'ada');
    const target = (await sessionsOf(t, current.token)).find((session) => !session.current);
    return { current, other, url: path === 'one' ? `/api/auth/sessions/${target?.id}` : path };
  }

  const countSessions = async (t: TestApp) => (await t.db.selectFrom('sessions').select('id').execute()).length;

  test.each(
    routes.flatMap(([name, method, path]) => [
      [name, 'without a body', method, path, undefined, 'Enter your current password.'],
      [name, 'without the current password', method, path, {}, 'Enter your current password.'],
      [
        name,
        'with a wrong password',
        method,
        path,
        { currentPassword: 'not my password' },
        'This is not your current password.',
      ],
    ]),
  )('%s %s is refused on currentPassword and ends nothing', async (_name, _how, method, path, body, message) => {
    const t = await setup();
    const { current, other, url } = await twoSessions(t, path);
    const init = body === undefined ? withToken(current.token, { method }) : ending(current.token, method, body);
    const res = await t.app.request(url, init);
    expect(res.status).toBe(422);
    if (body !== undefined) expect((await readJson(res)).error.fields.currentPassword).toBe(message);
    expect(await countSessions(t)).toBe(2);
    for (const token of [current.token, other.token]) {
      expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(200);
    }
  });

  test('a wrong password goes to the owner’s security log as a failed sign-in', async () => {
    const t = await setup();
    const { current } = await twoSessions(t, '/api/auth/sessions/end-others');
    await t.app.request('/api/auth/sessions/end-others', ending(current.token, 'POST', { currentPassword: 'guess' }));
    const { entries } = await readJson(await t.app.request('/api/auth/security-log', bearer(current.token)));
    expect(entries[0]).toMatchObject({ kind: 'sign-in', outcome: 'failure', detail: 'wrong current password' });
  });

  test.each(routes)(
    '%s for an account without a password: refused after 15 minutes, done after a new sign-in',
    async (_name, method, path) => {
      const t = await setup();
      const { current, url } = await twoSessions(t, path);
      await t.db.updateTable('users').set({ password_hash: NO_PASSWORD_HASH }).execute();
      t.clock.advance(RECENT_SIGN_IN_MS + 60_000);
      const stale = await t.app.request(url, ending(current.token, method, {}));
      expect(stale.status).toBe(403);
      expect((await readJson(stale)).error.code).toBe('reauthentication_required');
      expect(await countSessions(t)).toBe(2);
      // Signed in again by single sign-on: the sessions are recent once more.
      await t.db.updateTable('sessions').set({ created_at: t.clock.now().toISOString() }).execute();
      const res = await t.app.request(url, ending(current.token, method, {}));
      expect(res.status).toBe(method === 'DELETE' ? 204 : 200);
      expect(await countSessions(t)).toBe(path === '/api/auth/sessions/end-all' ? 0 : 1);
    },
  );
});

describe('GET /api/auth/security-log', () => {
  test('lists the owner’s own sign-ins, sign-outs and ended sessions, newest first', async () => {
    const t = await setup();
    const ada = await registerUser(t.app, 'ada');
    const bob = await registerUser(t.app, 'bob');
    await t.app.request('/api/auth/login', postJson({ username: 'bob', password: 'wrong password' }));
    const other = await signIn(t, 'ada', { userAgent: FIREFOX });
    await t.app.request('/api/auth/logout', withToken(other.token, { method: 'POST' }));
    await t.app.request('/api/auth/sessions/end-others', ending(ada.token, 'POST'));
    const res = await t.app.request('/api/auth/security-log', bearer(ada.token));
    expect(res.status).toBe(200);
    const { entries, nextBefore } = await readJson(res);
    expect(nextBefore).toBeNull();
    expect(entries.map((entry: { kind: string; method: string }) => `${entry.kind} ${entry.method}`)).toEqual([
      'sessions-ended registration',
      'sign-out password',
      'sign-in password',
      'sign-in registration',
    ]);
    expect(entries[2]).toMatchObject({
      outcome: 'success',
      device: 'Firefox 133 on Linux',
      addressHint: '203.0.113.x',
    });
    const bobs = await readJson(await t.app.request('/api/auth/security-log', bearer(bob.token)));
    expect(bobs.entries.map((entry: { kind: string; outcome: string }) => `${entry.kind} ${entry.outcome}`)).toEqual([
      'sign-in failure',
      'sign-in success',
    ]);
  });

  test('pages through a long log with nextBefore, each entry once', async () => {
    const t = await setup();
    const ada = await registerUser(t.app, 'ada');
    const device = { userAgent: null, addressHint: null };
    for (let i = 0; i < SECURITY_LOG_PAGE_SIZE + 5; i++) {
      await recordSecurityEvent(
        t.db,
        { userId: ada.user.id, kind: 'passkey-renamed', outcome: 'success', detail: `#${i}`, device },
        t.clock.now(),
      );
    }
    const first = await readJson(await t.app.request('/api/auth/security-log', bearer(ada.token)));
    expect(first.entries).toHaveLength(SECURITY_LOG_PAGE_SIZE);
    expect(first.entries[0].detail).toBe(`#${SECURITY_LOG_PAGE_SIZE + 4}`);
    const second = await readJson(
      await t.app.request(`/api/auth/security-log?before=${first.nextBefore}`, bearer(ada.token)),
    );
    expect(second.nextBefore).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry: { id: number }) => entry.id);
    // All 55 entries and the registration's sign-in, none twice.
    expect(new Set(ids).size).toBe(SECURITY_LOG_PAGE_SIZE + 6);
    expect(second.entries.at(-1).kind).toBe('sign-in');
  });

  test('refuses a page cursor that is not an entry id', async () => {
    const t = await setup();
    const ada = await registerUser(t.app, 'ada');
    const res = await t.app.request('/api/auth/security-log?before=1%3B%20drop', bearer(ada.token));
    expect(res.status).toBe(422);
  });
});

describe('new-device mail', () => {
  test('registration lists its browser without a mail; the same browser signing in again sends none', async () => {
    const t = await setup();
    const res = await t.app.request(
      '/api/auth/register',
      postJson(
        { username: 'ada', email: 'ada@example.com', password: TEST_PASSWORD },
        { 'User-Agent': FIREFOX, ...FROM_OUR_PAGE },
      ),
    );
    const deviceCookie = deviceCookieOf(res);
    expect(deviceCookie).toMatch(/^device=[A-Za-z0-9_-]{43}$/);
    await signIn(t, 'ada', { userAgent: FIREFOX, deviceCookie });
    expect(await newSignInMails(t)).toEqual([]);
    const devices = await t.db.selectFrom('known_devices').selectAll().execute();
    expect(devices).toHaveLength(1);
    // Only a hash of the browser's id is stored.
    expect(devices[0]?.device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(devices[0]?.device_hash).not.toBe(deviceCookie.slice('device='.length));
  });

  test('a sign-in from a second browser queues one mail to the owner saying when, what and how', async () => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    t.clock.advance(3_600_000);
    const second = await signIn(t, 'ada', { userAgent: CHROME_MAC });
    const mails = await newSignInMails(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'ada@example.com', category: 'transactional', status: 'queued' });
    expect(JSON.parse(mails[0]?.data ?? '{}')).toEqual({
      username: 'ada',
      at: t.clock.now().toISOString(),
      device: 'Chrome 140 on macOS',
      addressHint: '203.0.113.x',
      method: 'password',
      accountUrl: `${t.config.SITE_URL.replace(/\/$/, '')}/account`,
    });
    // That browser is known from now on.
    await signIn(t, 'ada', { userAgent: CHROME_MAC, deviceCookie: second.deviceCookie });
    expect(await newSignInMails(t)).toHaveLength(1);
  });

  test('a known browser’s last sighting moves to its latest sign-in', async () => {
    const t = await setup();
    const res = await t.app.request(
      '/api/auth/register',
      postJson({ username: 'ada', email: 'ada@example.com', password: TEST_PASSWORD }, FROM_OUR_PAGE),
    );
    t.clock.advance(86_400_000);
    await signIn(t, 'ada', { deviceCookie: deviceCookieOf(res) });
    const [device] = await t.db.selectFrom('known_devices').selectAll().execute();
    expect(device?.last_seen_at).toBe(t.clock.now().toISOString());
    expect(device?.first_seen_at).not.toBe(device?.last_seen_at);
  });

  test('an API client without cookies is known by its user agent and network: mailed once, then not again', async () => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    const script = { 'User-Agent': 'trading-bot/1.0' };
    const signInAsScript = () =>
      t.app.request(
        '/api/auth/login',
        postJson({ username: 'ada', password: TEST_PASSWORD }, script),
        fromIp('198.51.100.4'),
      );
    const first = await signInAsScript();
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().some((cookie) => cookie.startsWith('device='))).toBe(false);
    expect(await newSignInMails(t)).toHaveLength(1);
    expect((await signInAsScript()).status).toBe(200);
    expect(await newSignInMails(t)).toHaveLength(1);
  });

  test('a forged device cookie counts as a new browser', async () => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    await signIn(t, 'ada', { deviceCookie: 'device=not-one-of-ours' });
    expect(await newSignInMails(t)).toHaveLength(1);
  });
});
