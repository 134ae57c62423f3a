import type { Context } from 'hono';
import { describe, expect, test } from 'vitest';
import { ApiError } from '#api/http/errors.ts';
import { memoryRateCounters } from '#api/http/rate-counters.ts';
import { type Clock, fixedClock } from '#api/lib/clock.ts';
import { fromIp } from '#api/testing/accounts.ts';
import { createLoginThrottle, LOGIN_WINDOW_MS, type LoginLimits } from './login-throttle.ts';

const from = (ip: string) => ({ env: fromIp(ip), get: () => undefined }) as unknown as Context;

/** A throttle counting in memory, as the one SQLite server does. */
function throttleWith(limits: LoginLimits, clock: Clock = fixedClock('2026-11-20T00:00:00Z')) {
  return createLoginThrottle({ clock, counters: memoryRateCounters }, limits);
}

/** The refusal's status and message, or undefined when the attempt may go ahead. */
async function refusal(attempt: Promise<void>): Promise<{ status: number; message: string } | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe('createLoginThrottle', () => {
  test('a guesser at one address is refused for that username; the owner elsewhere is not', async () => {
    const clock = fixedClock('2026-11-20T00:00:00Z');
    const throttle = throttleWith({ perUsernameAndIp: 5, perUsername: 100, perIp: 50 }, clock);
    const attacker = from('203.0.113.9');
    for (let i = 0; i < 5; i++) expect(await refusal(throttle.countAttempt(attacker, 'victim'))).toBeUndefined();
    for (let i = 0; i < 20; i++) {
      expect(await refusal(throttle.countAttempt(attacker, 'Victim'))).toEqual({
        status: 429,
        message: 'Too many login attempts. Please try again in 15 minutes.',
      });
    }
    expect(await refusal(throttle.countAttempt(from('198.51.100.7'), 'victim'))).toBeUndefined();
    // The attacker's address may still try other usernames, up to its own limit.
    expect(await refusal(throttle.countAttempt(attacker, 'someone-else'))).toBeUndefined();
    clock.advance(LOGIN_WINDOW_MS);
    expect(await refusal(throttle.countAttempt(attacker, 'victim'))).toBeUndefined();
  });

  test('refused attempts do not use up the shared username allowance', async () => {
    const throttle = throttleWith({ perUsernameAndIp: 2, perUsername: 3, perIp: 50 });
    for (let i = 0; i < 30; i++) await refusal(throttle.countAttempt(from('203.0.113.9'), 'victim'));
    // Two of the thirty counted for the username; the owner has the third.
    expect(await refusal(throttle.countAttempt(from('198.51.100.7'), 'victim'))).toBeUndefined();
    expect((await refusal(throttle.countAttempt(from('198.51.100.8'), 'victim')))?.status).toBe(429);
  });

  test('a blocked address does not use up the username buckets it tries', async () => {
    const throttle = throttleWith({ perUsernameAndIp: 100, perUsername: 3, perIp: 2 });
    expect(await refusal(throttle.countAttempt(from('203.0.113.9'), 'victim'))).toBeUndefined();
    expect(await refusal(throttle.countAttempt(from('203.0.113.9'), 'victim'))).toBeUndefined();
    for (let i = 0; i < 5; i++)
      expect((await refusal(throttle.countAttempt(from('203.0.113.9'), 'victim')))?.status).toBe(429);
    // The owner, elsewhere, still has the username's last attempt.
    expect(await refusal(throttle.countAttempt(from('198.51.100.7'), 'Victim'))).toBeUndefined();
    expect((await refusal(throttle.countAttempt(from('198.51.100.7'), 'victim')))?.status).toBe(429);
  });

  test('a success clears its own pair only', async () => {
    const throttle = throttleWith({ perUsernameAndIp: 2, perUsername: 100, perIp: 100 });
    const home = from('198.51.100.7');
    const away = from('203.0.113.9');
    for (const c of [home, home, away, away]) await throttle.countAttempt(c, 'owner');
    await throttle.succeeded(home, 'owner');
    expect(await refusal(throttle.countAttempt(home, 'owner'))).toBeUndefined();
    expect((await refusal(throttle.countAttempt(away, 'owner')))?.status).toBe(429);
  });

  test('addresses of one IPv6 /64 share the per-IP limit', async () => {
    const throttle = throttleWith({ perUsernameAndIp: 100, perUsername: 100, perIp: 2 });
    expect(await refusal(throttle.countAttempt(from('2001:db8:1:2::1'), 'a'))).toBeUndefined();
    expect(await refusal(throttle.countAttempt(from('2001:db8:1:2::2'), 'b'))).toBeUndefined();
    expect((await refusal(throttle.countAttempt(from('2001:db8:1:2:ffff::3'), 'c')))?.status).toBe(429);
    expect(await refusal(throttle.countAttempt(from('2001:db8:1:3::1'), 'd'))).toBeUndefined();
  });
});
