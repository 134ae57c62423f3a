import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest();

describe('GET /api/health', () => {
  test('answers live and ready with the database latency', async () => {
    const { app } = await setup();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await readJson(res);
    expect(body).toMatchObject({
      status: 'ok',
      live: true,
      ready: true,
      time: '2026-11-20T09:30:00.000Z',
    });
    expect(body.checks.database.ok).toBe(true);
    expect(typeof body.checks.database.latencyMs).toBe('number');
  });

  test('answers 503, still live, when the database is gone', async () => {
    const { app, db } = await setup();
    // Ready first, as a running server is; then its database goes away.
    expect((await app.request('/api/health')).status).toBe(200);
    await db.destroy();
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await readJson(res)).toMatchObject({ live: true, ready: false, status: 'degraded' });
  });

  test('carries strict security headers and a request id', async () => {
    const { app } = await setup();
    const res = await app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('GET /api/config', () => {
  test('answers APP_URL from configuration, cacheable for 5 minutes', async () => {
    const { app } = await setup({ APP_URL: 'https://app.example.ch' });
    const res = await app.request('/api/config');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ APP_URL: 'https://app.example.ch' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    // A shared cache keeps it, so it must not carry one caller's remaining calls.
    expect(res.headers.get('ratelimit')).toBeNull();
    expect(res.headers.get('ratelimit-policy')).toMatch(/q=\d+/);
  });

  test('falls back to the default APP_URL', async () => {
    const { app } = await setup();
    expect(await readJson(await app.request('/api/config'))).toEqual({
      APP_URL: 'http://localhost:4321',
    });
  });
});

describe('errors', () => {
  test('an unknown API route answers 404 in the error format', async () => {
    const { app } = await setup();
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await readJson(res)).toEqual({
      error: { code: 'not_found', message: 'No API route GET /api/nothing-here.' },
    });
  });

  test('a body over the limit answers 413', async () => {
    const { app } = await setup({ BODY_LIMIT_BYTES: 1024 });
    const res = await app.request('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'page_view', path: `/${'x'.repeat(2000)}` }),
    });
    expect(res.status).toBe(413);
    expect((await readJson(res)).error.code).toBe('payload_too_large');
  });

  test('malformed JSON answers 400, never 500', async () => {
    const { app } = await setup();
    const res = await app.request('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.code).toBe('bad_request');
  });

  test('an unexpected failure answers 500 without leaking details', async () => {
    const { app, db } = await setup();
    await sql`drop table analytics_events`.execute(db);
    const res = await app.request('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'page_view', path: '/' }),
    });
    expect(res.status).toBe(500);
    const body = await readJson(res);
    expect(body.error.code).toBe('internal_error');
    expect(JSON.stringify(body)).not.toContain('analytics_events');
  });
});

describe('GET /api/openapi.json', () => {
  test('documents every route', async () => {
    const { app } = await setup();
    const doc = await readJson(await app.request('/api/openapi.json'));
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/config', '/events']));
  });
});
