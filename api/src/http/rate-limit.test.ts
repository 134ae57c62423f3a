import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { fixedClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { errorHandler } from './errors.ts';
import { createRateLimiter, rateLimit } from './rate-limit.ts';

describe('createRateLimiter', () => {
  test('allows the limit per key and window, then answers the seconds to wait', () => {
    const clock = fixedClock('2026-11-20T00:00:00Z');
    const limiter = createRateLimiter({ name: 'test', limit: 2, windowMs: 10_000, clock });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 10]);
    expect(limiter.hit('b')).toBe(0);
    clock.advance(9_001);
    expect(limiter.hit('a')).toBe(1);
    clock.advance(999);
    expect(limiter.hit('a')).toBe(0);
  });
});

describe('rateLimit', () => {
  function app(limit: number) {
    const clock = fixedClock('2026-11-20T00:00:00Z');
    const hono = new Hono();
    hono.use('*', rateLimit({ name: 'form', limit, windowMs: 60_000, clock, key: (c) => c.req.header('x-ip') ?? '' }));
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
