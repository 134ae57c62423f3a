/**
 * The OpenAPI document states each route's errors and who may call it. These tests walk the
 * document the app serves, and the middleware the app really runs, so a route added without
 * its errors or its access level fails here.
 */
import { describe, expect, test } from 'vitest';
import { ACCESS_LEVEL } from '#api/auth/require-user.ts';
import { RATE_LIMITED } from '#api/http/rate-limit.ts';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest();

interface Operation {
  security?: Record<string, string[]>[];
  'x-access'?: string;
  requestBody?: unknown;
  parameters?: unknown[];
  responses: Record<string, unknown>;
}

/** Routes that count attempts in their handler rather than in a middleware (the login throttle). */
const THROTTLED_IN_HANDLER = ['POST /auth/login', 'POST /auth/second-step'];

async function contract() {
  const t = await setup();
  const doc = await readJson(await t.app.request('/api/openapi.json'));
  const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
  const named = (path: string) => path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
  /** Routes behind a middleware carrying `marker`, named like the document names them. */
  const guarded = (marker: symbol) =>
    new Set(t.app.routes.filter((r) => marker in r.handler).map((r) => `${r.method} ${named(r.path)}`));
  /** The level each signed-in route's middleware enforces. */
  const enforced = new Map(
    t.app.routes
      .filter((r) => ACCESS_LEVEL in r.handler)
      .map((r) => [`${r.method} ${named(r.path)}`, (r.handler as unknown as Record<symbol, string>)[ACCESS_LEVEL]]),
  );
  return { doc, operations, rateLimited: guarded(RATE_LIMITED), enforced };
}

const statuses = (operation: Operation) => Object.keys(operation.responses).map(Number);

describe('GET /api/openapi.json', () => {
  test('every route declares who may call it, the level its middleware enforces; a signed-in route declares 401, a role-restricted one 403', async () => {
    const { operations, enforced } = await contract();
    expect(operations.length).toBeGreaterThan(10);
    for (const { route, operation } of operations) {
      expect(operation.security, route).toBeInstanceOf(Array);
      const level = operation['x-access'];
      expect(level, `${route}: declares x-access`).toBeDefined();
      expect(enforced.get(route) ?? 'anonymous', `${route}: declared level matches its middleware`).toBe(level);
      // The probe's own token is no session: the route stays anonymous to users.
      const forUsers = (operation.security ?? []).some((scheme) => !('probeToken' in scheme));
      expect(forUsers, `${route}: security matches x-access`).toBe(level !== 'anonymous');
      if (forUsers) expect(statuses(operation), route).toContain(401);
      // Every role may call a `user` route; a narrower level turns the others away.
      if (forUsers && level !== 'user') expect(statuses(operation), route).toContain(403);
    }
  });

  test('a route that takes a body declares 400, 413 and 422; one with parameters declares 422', async () => {
    const { operations } = await contract();
    const withBody = operations.filter(({ operation }) => operation.requestBody);
    expect(withBody.length).toBeGreaterThanOrEqual(4);
    for (const { route, operation } of withBody)
      expect(statuses(operation), route).toEqual(expect.arrayContaining([400, 413, 422]));
    for (const { route, operation } of operations.filter(({ operation }) => operation.parameters?.length)) {
      expect(statuses(operation), route).toContain(422);
    }
  });

  test('a rate-limited route declares 429', async () => {
    const { operations, rateLimited } = await contract();
    const limited = [...rateLimited, ...THROTTLED_IN_HANDLER];
    expect(limited).toEqual(expect.arrayContaining(['POST /leads', 'POST /events', 'POST /auth/register']));
    for (const route of limited) {
      const found = operations.find((o) => o.route === route);
      expect(found, route).toBeDefined();
      expect(statuses(found?.operation ?? { responses: {} }), route).toContain(429);
    }
  });

  test('every route the API call limit counts declares 429; the health check does not', async () => {
    const { operations } = await contract();
    for (const { route, operation } of operations) {
      if (route === 'GET /health') expect(statuses(operation), route).not.toContain(429);
      else expect(statuses(operation), route).toContain(429);
    }
  });

  test('names the security schemes the routes refer to', async () => {
    const { doc } = await contract();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerToken', 'probeToken', 'sessionCookie']);
  });

  test('the probe route declares the bearer token it needs, though no session', async () => {
    const { doc } = await contract();
    expect(doc.paths['/status/probes'].post.security).toEqual([{ probeToken: [] }]);
  });
});
