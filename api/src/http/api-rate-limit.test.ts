import { DEFAULT_API_RATE_LIMIT_PER_MINUTE } from '@alpora/shared/api-limits';
import { describe, expect, test } from 'vitest';
import { bearer, CHEAP_PASSWORD_HASHING, fromIp, registerUser } from '#api/testing/accounts.ts';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

describe('the API call limit', () => {
  // claim: api-rate-limit, rate-limit-fields
  test('the 2,001st call in a minute answers 429 with Retry-After and the RateLimit fields', async () => {
    const t = await setup();
    expect(t.config.API_RATE_LIMIT_PER_MINUTE).toBe(DEFAULT_API_RATE_LIMIT_PER_MINUTE);
    expect(DEFAULT_API_RATE_LIMIT_PER_MINUTE).toBe(2000);
    const client = fromIp('203.0.113.9');
    const first = await t.app.request('/api/market-data', {}, client);
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Policy')).toBe('"default";q=2000;w=60');
    expect(first.headers.get('RateLimit')).toBe('"default";r=1999;t=60');
    t.clock.advance(18_000);
    let last = first;
    for (let i = 2; i <= 2000; i++) {
      last = await t.app.request('/api/market-data', {}, client);
      if (last.status !== 200) break;
    }
    expect(last.status).toBe(200);
    expect(last.headers.get('RateLimit')).toBe('"default";r=0;t=42');

    const over = await t.app.request('/api/market-data', {}, client);
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBe('42');
    expect(over.headers.get('RateLimit-Policy')).toBe('"default";q=2000;w=60');
    expect(over.headers.get('RateLimit')).toBe('"default";r=0;t=42');
    expect((await readJson(over)).error).toEqual({
      code: 'rate_limited',
      message: 'Too many API calls. Please try again in 42 seconds.',
    });
    // Another address has its own allowance.
    expect((await t.app.request('/api/market-data', {}, fromIp('203.0.113.10'))).status).toBe(200);
  });

  test('the window resets after a minute', async () => {
    const t = await setup({ API_RATE_LIMIT_PER_MINUTE: 2 });
    const call = () => t.app.request('/api/market-data', {}, fromIp('203.0.113.9'));
    expect([(await call()).status, (await call()).status, (await call()).status]).toEqual([200, 200, 429]);
    t.clock.advance(59_999);
    expect((await call()).status).toBe(429);
    t.clock.advance(1);
    const fresh = await call();
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('RateLimit')).toBe('"default";r=1;t=60');
  });

  test('a signed-in client counts per user, wherever it calls from; anonymous calls per address', async () => {
    const t = await setup({ API_RATE_LIMIT_PER_MINUTE: 3 });
    const alice = await registerUser(t.app, 'alice'); // from no address: its own bucket
    const me = (ip: string) => t.app.request('/api/auth/me', bearer(alice.token), fromIp(ip));
    expect((await me('198.51.100.1')).status).toBe(200);
    expect((await me('198.51.100.2')).status).toBe(200);
    expect((await me('198.51.100.3')).status).toBe(200);
    const over = await me('198.51.100.4');
    expect(over.status).toBe(429);
    expect(over.headers.get('RateLimit')).toBe('"default";r=0;t=60');
    // The addresses Alice called from still have their own allowance for anonymous calls.
    expect((await t.app.request('/api/market-data', {}, fromIp('198.51.100.1'))).status).toBe(200);
    // A made-up or revoked token counts against the address, not a fresh bucket per token.
    const forged = (n: number) =>
      t.app.request('/api/market-data', bearer(`forged${String(n).padStart(20, '0')}`), fromIp('192.0.2.5'));
    expect([(await forged(1)).status, (await forged(2)).status, (await forged(3)).status]).toEqual([200, 200, 200]);
    expect((await forged(4)).status).toBe(429);
  });

  test('addresses of one IPv6 /64 share an allowance', async () => {
    const t = await setup({ API_RATE_LIMIT_PER_MINUTE: 1 });
    expect((await t.app.request('/api/market-data', {}, fromIp('2001:db8:1:2::a'))).status).toBe(200);
    expect((await t.app.request('/api/market-data', {}, fromIp('2001:db8:1:2::b'))).status).toBe(429);
    expect((await t.app.request('/api/market-data', {}, fromIp('2001:db8:1:3::a'))).status).toBe(200);
  });

  test('errors and unknown routes count and carry the fields; the health check does not', async () => {
    const t = await setup({ API_RATE_LIMIT_PER_MINUTE: 2 });
    const client = fromIp('203.0.113.9');
    const missing = await t.app.request('/api/no-such-route', {}, client);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('RateLimit')).toBe('"default";r=1;t=60');
    const unauthorized = await t.app.request('/api/auth/me', {}, client);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('RateLimit')).toBe('"default";r=0;t=60');
    for (let i = 0; i < 5; i++) {
      const health = await t.app.request('/api/health', {}, client);
      expect(health.status).toBe(200);
      expect(health.headers.get('RateLimit')).toBeNull();
    }
    expect((await t.app.request('/api/market-data', {}, client)).status).toBe(429);
  });
});
