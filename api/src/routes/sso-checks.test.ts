/**
 * The checks of a single sign-on (docs/decisions.md §105, §106): PKCE, state and nonce bind the
 * provider's answer to the request this browser began, each request is used once and for ten
 * minutes, the session hand-over is used once and same-site only, and a provider that is away
 * or refuses ends on the login page with the reason, never with a server error.
 */
import { createHash } from 'node:crypto';
import net from 'node:net';
import { describe, expect, test } from 'vitest';
import { ssoPerFile } from '#api/testing/sso-sign-in.ts';
import { readJson, type TestApp } from '#api/testing/test-app.ts';

const sso = ssoPerFile();

/** A local port nobody listens on: a provider that is away. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function storedRequest(t: TestApp) {
  const row = await t.db
    .selectFrom('sign_in_ceremonies')
    .selectAll()
    .where('purpose', '=', 'sso')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    data: JSON.parse(row.data) as { state: string; nonce: string; codeVerifier: string; next: string },
  };
}

describe('the authorization request', () => {
  test('carries an S256 PKCE challenge of the verifier only the server keeps, a state and a nonce', async () => {
    const t = await sso.app();
    const { authorizationUrl, jar } = await sso.start(t, '?next=%2F%2Fevil.example');
    const { data } = await storedRequest(t);
    const params = authorizationUrl.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toBe(createHash('sha256').update(data.codeVerifier).digest('base64url'));
    expect(authorizationUrl.href).not.toContain(data.codeVerifier);
    expect(params.get('state')).toBe(data.state);
    expect(params.get('nonce')).toBe(data.nonce);
    expect(params.get('redirect_uri')).toBe('http://localhost:4321/api/auth/sso/callback');
    // Only a path of this site is kept as where to go after.
    expect(data.next).toBe('/dashboard');
    expect([...jar.cookies.keys()]).toEqual(['sso']);
  });

  test('its cookie is HttpOnly and SameSite=Lax, so it returns with the provider redirect but no script reads it', async () => {
    const t = await sso.app();
    const res = await t.app.request('/api/auth/sso/start');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sso='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  test('another site cannot begin one: the browser goes to the login page, where the person decides', async () => {
    const t = await sso.app();
    const res = await t.app.request('/api/auth/sso/start?next=%2Faccount', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?next=%2Faccount');
    expect(await t.db.selectFrom('sign_in_ceremonies').selectAll().execute()).toEqual([]);
    const own = await t.app.request('/api/auth/sso/start', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(own.headers.get('Location')).toMatch(new RegExp(`^${sso.provider().issuer}/`));
  });
});

describe('the callback', () => {
  test('refuses an answer whose state is not the one of this request, and the request is gone', async () => {
    const t = await sso.app();
    const person = sso.account();
    const { authorizationUrl, jar } = await sso.start(t);
    const back = await sso.provider().signIn(authorizationUrl.href, person.sub);
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'another-state');
    const kept = new Map(jar.cookies);

    const refused = await sso.callback(t, tampered, jar);
    expect(refused.headers.get('Location')).toBe('/login?sso_error=invalid_response');
    jar.cookies.clear();
    for (const [name, value] of kept) jar.cookies.set(name, value);
    const retried = await sso.callback(t, back, jar);
    expect(retried.headers.get('Location')).toBe('/login?sso_error=expired');
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  test('refuses an ID token whose nonce is not the one of this request', async () => {
    const t = await sso.app();
    const person = sso.account();
    const { authorizationUrl, jar } = await sso.start(t);
    const { id, data } = await storedRequest(t);
    await t.db
      .updateTable('sign_in_ceremonies')
      .set({ data: JSON.stringify({ ...data, nonce: 'another-nonce' }) })
      .where('id', '=', id)
      .execute();
    const back = await sso.provider().signIn(authorizationUrl.href, person.sub);

    const res = await sso.callback(t, back, jar);
    expect(res.headers.get('Location')).toBe('/login?sso_error=invalid_response');
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  test('refuses an ID token whose signature is not the provider’s', async () => {
    const t = await sso.app();
    const person = sso.account();
    const { authorizationUrl, jar } = await sso.start(t);
    sso.provider().forgeIdTokenSignatures(true);
    try {
      const back = await sso.provider().signIn(authorizationUrl.href, person.sub);
      const res = await sso.callback(t, back, jar);
      expect(res.headers.get('Location')).toBe('/login?sso_error=invalid_response');
    } finally {
      sso.provider().forgeIdTokenSignatures(false);
    }
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  test('refuses a code exchanged with another verifier than the challenge', async () => {
    const t = await sso.app();
    const person = sso.account();
    const { authorizationUrl, jar } = await sso.start(t);
    const { id, data } = await storedRequest(t);
    const other = `${data.codeVerifier.slice(1)}x`;
    await t.db
      .updateTable('sign_in_ceremonies')
      .set({ data: JSON.stringify({ ...data, codeVerifier: other }) })
      .where('id', '=', id)
      .execute();
    const back = await sso.provider().signIn(authorizationUrl.href, person.sub);
    expect((await sso.callback(t, back, jar)).headers.get('Location')).toBe('/login?sso_error=invalid_response');
  });

  test('a replayed callback finds nothing: one request, one sign-in', async () => {
    const t = await sso.app();
    const person = sso.account();
    const { authorizationUrl, jar } = await sso.start(t);
    const back = await sso.provider().signIn(authorizationUrl.href, person.sub);
    const requestCookie = new Map(jar.cookies);

    expect((await sso.callback(t, back, jar)).headers.get('Location')).toBe('/login/sso-complete?next=%2Fdashboard');
    jar.cookies.clear();
    for (const [name, value] of requestCookie) jar.cookies.set(name, value);
    expect((await sso.callback(t, back, jar)).headers.get('Location')).toBe('/login?sso_error=expired');
  });

  test('an answer reaching another browser (without the request cookie) opens nothing', async () => {
    const t = await sso.app();
    const person = sso.account();
    const { authorizationUrl } = await sso.start(t);
    const back = await sso.provider().signIn(authorizationUrl.href, person.sub);
    const res = await t.app.request(`/api/auth/sso/callback${back.search}`);
    expect(res.headers.get('Location')).toBe('/login?sso_error=expired');
  });

  test('a request older than ten minutes has expired', async () => {
    const t = await sso.app();
    const person = sso.account();
    const { authorizationUrl, jar } = await sso.start(t);
    const back = await sso.provider().signIn(authorizationUrl.href, person.sub);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await sso.callback(t, back, jar)).headers.get('Location')).toBe('/login?sso_error=expired');
  });

  test('a refusal at the provider lands on the login page as denied', async () => {
    const t = await sso.app();
    const { jar } = await sso.start(t);
    const { data } = await storedRequest(t);
    const denied = new URL('http://localhost:4321/api/auth/sso/callback');
    denied.search = new URLSearchParams({
      error: 'access_denied',
      state: data.state,
      iss: sso.provider().issuer,
    }).toString();
    expect((await sso.callback(t, denied, jar)).headers.get('Location')).toBe('/login?sso_error=denied');
  });

  test('a provider that cannot be reached ends on the login page, not in a server error', async () => {
    const t = await sso.app({ OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}` });
    const res = await t.app.request('/api/auth/sso/start');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?sso_error=provider_unavailable');
    expect(await t.db.selectFrom('sign_in_ceremonies').selectAll().execute()).toEqual([]);
  });
});

describe('POST /api/auth/sso/complete', () => {
  test('hands the session over once', async () => {
    const t = await sso.app();
    const { jar } = await sso.signIn(t, sso.account());
    const handoff = new Map(jar.cookies);
    expect((await sso.complete(t, jar)).status).toBe(200);
    for (const [name, value] of handoff) jar.cookies.set(name, value);
    const again = await sso.complete(t, jar);
    expect(again.status).toBe(401);
    expect((await readJson(again)).error.code).toBe('sign_in_expired');
  });

  test('refuses a request another site sent', async () => {
    const t = await sso.app();
    const { jar } = await sso.signIn(t, sso.account());
    const res = await sso.complete(t, jar, { 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  test('refuses a browser that holds no finished sign-in', async () => {
    const t = await sso.app();
    const res = await t.app.request('/api/auth/sso/complete', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(res.status).toBe(401);
  });
});
