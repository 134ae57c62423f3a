import { describe, expect, test } from 'vitest';
import { type Config, loadConfig } from '#api/config.ts';
import { parseTrustProxy } from '#api/http/client-address.ts';
import { CHEAP_PASSWORD_HASHING, fromIp, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, postJson } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const trusting = (value: string): Partial<Config> => ({ TRUST_PROXY: parseTrustProxy(value) });

/** The proxy forwards to the server's loopback address, as a reverse proxy on the same host does. */
const UPSTREAM = 'http://127.0.0.1:4321';
const PUBLIC = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'alpora.ch' };

function register(t: Awaited<ReturnType<typeof setup>>, headers: Record<string, string>) {
  return t.app.request(
    `${UPSTREAM}/api/auth/register`,
    postJson({ username: 'alice', email: 'alice@example.com', password: 'correct horse battery staple' }, headers),
    fromIp('127.0.0.1'),
  );
}

describe('behind a reverse proxy', () => {
  test('with the proxy trusted, the session cookie is Secure for the public host', async () => {
    const t = await setup(trusting('loopback'));
    const res = await register(t, PUBLIC);
    expect(res.status).toBe(201);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain('Secure');
  });

  test('a forwarded host that is none answers as usual, never 500', async () => {
    const t = await setup(trusting('loopback'));
    for (const host of ['example.com:99999', '999.999.999.999']) {
      const res = await register(t, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': host });
      expect(res.status, host).toBeLessThan(500);
      const config = await t.app.request(
        `${UPSTREAM}/api/config`,
        { headers: { 'X-Forwarded-Host': host } },
        fromIp('127.0.0.1'),
      );
      expect(config.status, host).toBe(200);
    }
  });

  test('without TRUST_PROXY the forwarded host is ignored', async () => {
    const t = await setup();
    const res = await register(t, PUBLIC);
    expect(res.headers.get('Set-Cookie')).toMatch(/^session=/);
  });

  test('an untrusted peer cannot choose the host either', async () => {
    const t = await setup(trusting('10.0.0.0/8'));
    const res = await register(t, PUBLIC);
    expect(res.headers.get('Set-Cookie')).toMatch(/^session=/);
  });

  test("the CSRF check compares the Origin with the proxy's scheme and host", async () => {
    const t = await setup(trusting('loopback'));
    const token = ((await (await register(t, PUBLIC)).json()) as { token: string }).token;
    const logout = (origin: string, trust = PUBLIC) =>
      t.app.request(
        `${UPSTREAM}/api/auth/logout`,
        { method: 'POST', headers: { ...trust, Origin: origin, Cookie: `__Host-session=${token}` } },
        fromIp('127.0.0.1'),
      );
    expect((await logout('https://evil.example')).status).toBe(403);
    expect((await logout('http://alpora.ch')).status).toBe(403);
    expect((await logout('https://alpora.ch')).status).toBe(204);
  });

  test('limits count the forwarded client, and spoofed entries do not give a fresh allowance', async () => {
    const t = await setup({ ...trusting('1'), API_RATE_LIMIT_PER_MINUTE: 2 });
    const call = (forwardedFor: string) =>
      t.app.request('/api/config', { headers: { 'X-Forwarded-For': forwardedFor } }, fromIp('10.0.0.2'));
    expect((await call('203.0.113.9')).status).toBe(200);
    expect((await call('1.1.1.1, 203.0.113.9')).status).toBe(200);
    expect((await call('2.2.2.2, 203.0.113.9')).status).toBe(429);
    // Another client behind the same proxy is not held back by the first.
    expect((await call('198.51.100.7')).status).toBe(200);
  });

  test('without TRUST_PROXY every client behind one peer shares its allowance', async () => {
    const t = await setup({ API_RATE_LIMIT_PER_MINUTE: 1 });
    const call = (forwardedFor: string) =>
      t.app.request('/api/config', { headers: { 'X-Forwarded-For': forwardedFor } }, fromIp('10.0.0.2'));
    expect((await call('203.0.113.9')).status).toBe(200);
    expect((await call('198.51.100.7')).status).toBe(429);
  });

  test('the login throttle keys on the forwarded client', async () => {
    const t = await setup(trusting('1'));
    await registerUser(t.app, 'linus');
    const attempt = (forwardedFor: string, password: string) =>
      t.app.request(
        '/api/auth/login',
        postJson({ username: 'linus', password }, { 'X-Forwarded-For': forwardedFor }),
        fromIp('10.0.0.2'),
      );
    for (let i = 0; i < 5; i++) expect((await attempt('203.0.113.66', `guess ${i}`)).status).toBe(401);
    expect((await attempt('203.0.113.66', 'guess 6')).status).toBe(429);
    expect((await attempt('198.51.100.7', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('TRUST_PROXY in the configuration', () => {
  test('is read at start-up, and a value that would trust any peer stops it, naming the variable', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
