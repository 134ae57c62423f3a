// claim: api-rate-limit (content/claims.yaml): the limit per key and window pages state.
import { Hono } from 'hono';
import { describe, expect, onTestFinished, test } from 'vitest';
import { fixedClock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import { openTestDatabase } from '#api/testing/test-database.ts';
import { errorHandler } from './errors.ts';
import { databaseRateCounters, memoryRateCounters } from './rate-counters.ts';
import { addressKey, createRateLimiter, rateLimit } from './rate-limit.ts';

// claim: api-rate-limit
describe('createRateLimiter', () => {
  test('allows the limit per key and window, then answers the seconds to wait', async () => {
    const clock = fixedClock('2026-11-20T00:00:00Z');
    const limiter = createRateLimiter({
      name: 'test',
      limit: 2,
      windowMs: 10_000,
      clock,
      counters: memoryRateCounters,
    });
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]).toEqual([0, 0, 10]);
    expect(await limiter.hit('b')).toBe(0);
    clock.advance(9_001);
    expect(await limiter.hit('a')).toBe(1);
    clock.advance(999);
    expect(await limiter.hit('a')).toBe(0);
  });

  test('take answers what the window still allows; reset gives a key its whole allowance back', async () => {
    const clock = fixedClock('2026-11-20T00:00:00Z');
    const limiter = createRateLimiter({
      name: 'test',
      limit: 2,
      windowMs: 10_000,
      clock,
      counters: memoryRateCounters,
    });
    expect(await limiter.take('a')).toEqual({ over: false, remaining: 1, resetSeconds: 10 });
    clock.advance(2_500);
    expect(await limiter.take('a')).toEqual({ over: false, remaining: 0, resetSeconds: 8 });
    expect(await limiter.take('a')).toEqual({ over: true, remaining: 0, resetSeconds: 8 });
    await limiter.reset('a');
    expect(await limiter.take('a')).toEqual({ over: false, remaining: 1, resetSeconds: 10 });
  });

  test('limiters of different names count apart in the one table every process shares', async () => {
    const clock = fixedClock('2026-11-20T00:00:00Z');
    const database = await openTestDatabase();
    onTestFinished(() => database.drop());
    const counters = databaseRateCounters(database.engine.db);
    const form = createRateLimiter({ name: 'form', limit: 1, windowMs: 10_000, clock, counters });
    const events = createRateLimiter({ name: 'events', limit: 1, windowMs: 10_000, clock, counters });
    expect(await form.hit('a')).toBe(0);
    expect(await events.hit('a')).toBe(0);
    expect(await form.hit('a')).toBe(10);
  });
});

describe('addressKey', () => {
  test.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1::2:3', '2001:db8:1:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s is limited as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  test('every address of one IPv6 /64 shares a limit', async () => {
    const clock = fixedClock('2026-11-20T00:00:00Z');
    const hono = new Hono();
    hono.use('*', rateLimit({ name: 'form', limit: 1, windowMs: 60_000, clock, counters: memoryRateCounters }));
    hono.all('*', (c) => c.text('ok'));
    hono.onError(errorHandler(createLogger('silent')));
    const post = (ip: string) => hono.request('/', { method: 'POST' }, { incoming: { socket: { remoteAddress: ip } } });
    expect((await post('2001:db8:1:2::a')).status).toBe(200);
    expect((await post('2001:db8:1:2::b')).status).toBe(429);
    expect((await post('2001:db8:1:3::a')).status).toBe(200);
  });
});

describe('rateLimit', () => {
  function app(limit: number) {
    const clock = fixedClock('2026-11-20T00:00:00Z');
    const hono = new Hono();
    hono.use(
      '*',
      rateLimit({
        name: 'form',
        limit,
        windowMs: 60_000,
        clock,
        counters: memoryRateCounters,
        key: (c) => c.req.header('x-ip') ?? '',
      }),
    );
    hono.all('*', (c) => c.text('ok'));
    hono.onError(errorHandler(createLogger('silent')));
    return hono;
  }

  test('answers 429 with Retry-After to POSTs over the limit, per client', async () => {
    const hono = app(1);
    const post = (ip: string) => hono.request('/', { method: 'POST', headers: { 'x-ip': ip } });
    expect((await post('1')).status).toBe(200);
    const limited = await post('1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many form requests from your network. Please try again in 60 seconds.',
      },
    });
    expect((await post('2')).status).toBe(200);
  });

  test('reads are not counted by default', async () => {
    const hono = app(1);
    for (let i = 0; i < 5; i++) expect((await hono.request('/')).status).toBe(200);
  });
});
