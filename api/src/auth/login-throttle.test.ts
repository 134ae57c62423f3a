import type { Context } from 'hono';
import { describe, expect, test } from 'vitest';
import { ApiError } from '#api/http/errors.ts';
import { fixedClock } from '#api/lib/clock.ts';
import { fromIp } from '#api/testing/accounts.ts';
import { createLoginThrottle } from './login-throttle.ts';

const from = (ip: string) => ({ env: fromIp(ip) }) as unknown as Context;

function refusal(attempt: () => void): number | undefined {
  try {
    attempt();
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.status;
  }
}

describe('createLoginThrottle', () => {
  test('a blocked address does not use up the username buckets it tries', () => {
    const countAttempt = createLoginThrottle(fixedClock('2026-11-20T00:00:00Z'), { perUsername: 3, perIp: 2 });
    expect(refusal(() => countAttempt(from('203.0.113.9'), 'victim'))).toBeUndefined();
    expect(refusal(() => countAttempt(from('203.0.113.9'), 'victim'))).toBeUndefined();
    for (let i = 0; i < 5; i++) expect(refusal(() => countAttempt(from('203.0.113.9'), 'victim'))).toBe(429);
    // The owner, elsewhere, still has the username's last attempt.
    expect(refusal(() => countAttempt(from('198.51.100.7'), 'Victim'))).toBeUndefined();
    expect(refusal(() => countAttempt(from('198.51.100.7'), 'victim'))).toBe(429);
  });

  test('addresses of one IPv6 /64 share the per-IP limit', () => {
    const countAttempt = createLoginThrottle(fixedClock('2026-11-20T00:00:00Z'), { perUsername: 100, perIp: 2 });
    expect(refusal(() => countAttempt(from('2001:db8:1:2::1'), 'a'))).toBeUndefined();
    expect(refusal(() => countAttempt(from('2001:db8:1:2::2'), 'b'))).toBeUndefined();
    expect(refusal(() => countAttempt(from('2001:db8:1:2:ffff::3'), 'c'))).toBe(429);
    expect(refusal(() => countAttempt(from('2001:db8:1:3::1'), 'd'))).toBeUndefined();
  });
});
