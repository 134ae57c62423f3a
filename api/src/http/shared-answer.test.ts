/**
 * The quotes served ahead of the per-request middleware (docs/decisions.md §334) are an API answer
 * like any other: the same header fields, a request id, counted against the same allowance as
 * every other call of the client, and logged.
 */
import { describe, expect, test } from 'vitest';
import { createApp } from '#api/app.ts';
import { fromIp } from '#api/testing/accounts.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest } from '#api/testing/test-app.ts';

const setup = appPerTest();

/** Every header field of an answer but those that differ per answer by nature. */
function fieldsOf(res: Response): Record<string, string> {
  const { 'x-request-id': _id, ratelimit: _left, 'content-length': _length, ...rest } = Object.fromEntries(res.headers);
  return rest;
}

describe('GET /api/market-data ahead of the middleware', () => {
  test('carries the header fields of an ordinary API answer, and its own request id', async () => {
    const t = await setup();
    const quotes = await t.app.request('/api/market-data', {}, fromIp('203.0.113.20'));
    const history = await t.app.request('/api/market-data/history', {}, fromIp('203.0.113.20'));
    expect(quotes.status).toBe(200);
    expect(fieldsOf(quotes)).toEqual(fieldsOf(history));
    expect(quotes.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(quotes.headers.get('cache-control')).toBe('no-store');
    expect(quotes.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(quotes.headers.get('x-request-id')).not.toBe(history.headers.get('x-request-id'));
    const chosen = await t.app.request('/api/market-data', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(chosen.headers.get('x-request-id')).toBe('trace-42');
    const refused = await t.app.request('/api/market-data', { headers: { 'X-Request-Id': 'no spaces; allowed' } });
    expect(refused.headers.get('x-request-id')).not.toBe('no spaces; allowed');
  });

  test('counts against the same allowance as every other call, by address or by signed-in user', async () => {
    const t = await setup();
    const client = fromIp('203.0.113.21');
    const left = async (path: string, init: RequestInit = {}) =>
      (await t.app.request(path, init, client)).headers.get('RateLimit');
    expect(await left('/api/market-data')).toBe('"default";r=1999;t=60');
    expect(await left('/api/status')).toBe('"default";r=1998;t=60');
    expect(await left('/api/market-data')).toBe('"default";r=1997;t=60');
    const { token } = await signedInAs(t, 'client');
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    expect(await left('/api/market-data', auth)).toBe('"default";r=1999;t=60');
    expect(await left('/api/auth/me', auth)).toBe('"default";r=1998;t=60');
  });

  test('logs one line per call, like every API call', async () => {
    const t = await setup();
    const lines: Record<string, unknown>[] = [];
    const logger = {
      debug() {},
      info: (message: string, fields?: Record<string, unknown>) => lines.push({ message, ...fields }),
      warn() {},
      error() {},
    };
    const app = createApp({ ...t, logger });
    const res = await app.request(
      '/api/market-data',
      { headers: { 'X-Request-Id': 'logged-1' } },
      fromIp('203.0.113.22'),
    );
    expect(lines).toEqual([
      {
        message: 'request',
        requestId: 'logged-1',
        method: 'GET',
        path: '/api/market-data',
        ip: '203.0.113.22',
        status: res.status,
        ms: expect.any(Number),
      },
    ]);
  });
});
