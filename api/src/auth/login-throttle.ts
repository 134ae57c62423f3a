/**
 * Login attempt limits (OWASP ASVS 5.0 V6.3.1: against credential stuffing and brute force),
 * per client IP and per username, on the project's in-memory limiter. Attempts count, not
 * only failures: a limiter that knows the outcome would tell an attacker which usernames exist.
 */
import { tryAgainIn } from '@alpora/shared/retry-after';
import type { Context } from 'hono';
import { ApiError } from '#api/http/errors.ts';
import { clientKey, createRateLimiter } from '#api/http/rate-limit.ts';
import type { Clock } from '#api/lib/clock.ts';
import { identityKey } from '#api/repositories/users.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Per username: a person mistyping twice a minute never meets it; a guesser gets 10 tries. */
export const LOGIN_LIMIT_PER_USERNAME = 10;
/** Per IP: an office behind one address still logs in; a password sprayer is slowed. */
const LOGIN_LIMIT_PER_IP = 50;

export function createLoginThrottle(
  clock: Clock,
  limits: { perUsername: number; perIp: number } = { perUsername: LOGIN_LIMIT_PER_USERNAME, perIp: LOGIN_LIMIT_PER_IP },
) {
  const byUsername = createRateLimiter({ name: 'login', limit: limits.perUsername, windowMs: LOGIN_WINDOW_MS, clock });
  const byIp = createRateLimiter({ name: 'login', limit: limits.perIp, windowMs: LOGIN_WINDOW_MS, clock });

  const refuse = (wait: number) =>
    new ApiError(429, 'rate_limited', `Too many login attempts. ${tryAgainIn(wait)}`, {
      headers: { 'Retry-After': String(wait) },
    });

  /** Counts the attempt; throws 429 with Retry-After when either limit is passed. */
  return function countAttempt(c: Context, username: string): void {
    // The IP first: a blocked sprayer must not use up the buckets of the usernames it tries,
    // which would lock their owners out.
    const ipWait = byIp.hit(clientKey(c));
    if (ipWait > 0) throw refuse(ipWait);
    const usernameWait = byUsername.hit(identityKey(username));
    if (usernameWait > 0) throw refuse(usernameWait);
  };
}
