import { describe, expect, test } from 'vitest';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '#api/auth/session-policy.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser } from '#api/testing/accounts.ts';
import { appPerTest } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

describe('session lifetime', () => {
  test('an idle session expires after the inactivity timeout', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS - 1000);
    expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(200);
    // Used just now: the expiry slid forward, so another idle period is allowed.
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS - 1000);
    expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(200);
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS);
    expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(401);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  test('a session in constant use still ends at the absolute timeout', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const step = SESSION_IDLE_TIMEOUT_MS / 2;
    for (let used = step; used < SESSION_ABSOLUTE_TIMEOUT_MS; used += step) {
      t.clock.advance(step);
      expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(200);
    }
    t.clock.advance(step);
    expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(401);
  });

  test('a revoked session is refused while another session of the user still works', async () => {
    const t = await setup();
    const first = await registerUser(t.app, 'ada');
    const login = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ada', password: 'correct horse battery staple' }),
    });
    const second = (await login.json()) as { token: string };
    await t.app.request('/api/auth/logout', { method: 'POST', ...bearer(first.token) });
    expect((await t.app.request('/api/auth/me', bearer(first.token))).status).toBe(401);
    expect((await t.app.request('/api/auth/me', bearer(second.token))).status).toBe(200);
  });

  test('a cookie-authenticated write without a same-origin signal is refused (CSRF)', async () => {
    const t = await setup();
    const { cookie } = await registerUser(t.app, 'ada');
    const pair = cookie.split(';')[0] ?? '';
    const forged = await t.app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: pair } });
    expect(forged.status).toBe(403);
    const crossSite = await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: pair, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: pair, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(204);
  });
});
