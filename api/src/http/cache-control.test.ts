/**
 * Caching of API answers (docs/decisions.md §59). The test walks every route of the OpenAPI
 * document the app serves and calls it as its caller would: a route for signed-in users and
 * every sign-in route must answer `no-store`, also when they succeed and hand out a token; a
 * public route may be cached only where the table below says so, and only when it succeeds.
 */
import { describe, expect, test } from 'vitest';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';
import { CACHE_CONTROL, staticCacheControl } from './cache-control.ts';

const setup = appPerTest({ ...CHEAP_PASSWORD_HASHING, LEADS_RATE_LIMIT: 100 });

/** The public reads a shared cache may keep, and for how long. */
const PUBLIC_CACHE: Record<string, string> = {
  'GET /config': 'public, max-age=300',
  'GET /status/incidents.atom': 'public, max-age=60',
};

/** A body each route accepts, so the walk sees its successful answer, not only its errors. */
const VALID_BODIES: Record<string, unknown> = {
  'POST /auth/register': { username: 'carol', email: 'carol@example.com', password: TEST_PASSWORD },
  'POST /auth/login': { username: 'alice', password: TEST_PASSWORD },
  'POST /leads': sampleLead('waitlist'),
  'POST /events': { name: 'page_view', path: '/press' },
  'POST /auth/sessions/end-others': { currentPassword: TEST_PASSWORD },
};

interface Operation {
  security?: Record<string, string[]>[];
}

async function walk() {
  const t = await setup();
  const alice = await registerUser(t.app, 'alice');
  const portfolios = await readJson(await t.app.request('/api/portfolios', bearer(alice.token)));
  const doc = await readJson(await t.app.request('/api/openapi.json'));
  const answers: { route: string; forUsers: boolean; signedIn: boolean; status: number; cacheControl: string }[] = [];
  const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );
  // Logout and signing out everywhere end the session the other calls use, so they come last.
  const last = ['/auth/logout', '/auth/sessions/end-all'];
  operations.sort((a, b) => last.indexOf(a.path) - last.indexOf(b.path));
  // A sign-in replaces the session it was sent with, so the walk goes on with the token it answers.
  let token = alice.token;
  for (const { path, method, operation } of operations) {
    const route = `${method.toUpperCase()} ${path}`;
    const forUsers = (operation.security ?? []).length > 0 || path.startsWith('/auth/');
    const url = `/api${path.replace('{portfolioId}', portfolios[0].id)}`;
    const body = VALID_BODIES[route];
    for (const signedIn of [false, true]) {
      const headers: Record<string, string> = signedIn ? { Authorization: `Bearer ${token}` } : {};
      const init = method === 'get' ? { headers } : postJson(body ?? {}, headers);
      const res = await t.app.request(url, { ...init, method: method.toUpperCase() });
      if (signedIn && res.status === 200 && route === 'POST /auth/login') token = (await readJson(res.clone())).token;
      answers.push({
        route,
        forUsers,
        signedIn,
        status: res.status,
        cacheControl: res.headers.get('Cache-Control') ?? '',
      });
    }
  }
  return answers;
}

describe('Cache-Control of API answers', () => {
  test('every route for signed-in users and every sign-in route answers no-store, successes included', async () => {
    const answers = await walk();
    const private_ = answers.filter((a) => a.forUsers);
    expect(private_.map((a) => a.route)).toEqual(
      expect.arrayContaining(['POST /auth/login', 'POST /auth/register', 'GET /auth/me', 'GET /portfolios']),
    );
    // Login, register, me, logout, ending the other sessions, portfolios, positions and orders really succeeded in the walk.
    expect(private_.filter((a) => a.status < 300).map((a) => a.route)).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/register',
        'GET /auth/me',
        'POST /auth/logout',
        'POST /auth/sessions/end-others',
        'GET /portfolios',
        'GET /positions/{portfolioId}',
        'GET /orders/{portfolioId}',
      ]),
    );
    for (const a of private_) {
      expect(a.cacheControl, `${a.route} (${a.status})`).toMatch(/(^|[ ,])no-store($|,)/);
    }
  });

  test('a public route is stored only where the rule allows it, and never an error', async () => {
    const answers = (await walk()).filter((a) => !a.forUsers);
    expect(answers.some((a) => a.route === 'POST /leads' && a.status < 300)).toBe(true);
    for (const a of answers) {
      const expected = a.status < 300 ? (PUBLIC_CACHE[a.route] ?? CACHE_CONTROL.noStore) : CACHE_CONTROL.noStore;
      expect(a.cacheControl, `${a.route} (${a.status})`).toBe(expected);
    }
  });

  test('an unknown API route and a malformed body are not stored', async () => {
    const t = await setup();
    expect((await t.app.request('/api/nothing-here')).headers.get('Cache-Control')).toBe('no-store');
    const bad = await t.app.request('/api/leads', postJson('{"kind":'));
    expect(bad.status).toBe(400);
    expect(bad.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('staticCacheControl', () => {
  test.each([
    ['index.html', CACHE_CONTROL.page],
    ['about/index.html.br', CACHE_CONTROL.page],
    ['404.html.gz', CACHE_CONTROL.page],
    ['_astro/client.Bz_DCJPk.js', CACHE_CONTROL.hashedAsset],
    ['_astro/client.Bz_DCJPk.js.br', CACHE_CONTROL.hashedAsset],
    ['og/home.png', CACHE_CONTROL.staticFile],
    ['samples/monthly-performance.pdf', CACHE_CONTROL.staticFile],
    ['sitemap-0.xml.gz', CACHE_CONTROL.staticFile],
  ])('%s -> %s', (file, expected) => {
    expect(staticCacheControl(file)).toBe(expected);
  });
});
