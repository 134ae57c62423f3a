/**
 * Login attempt limits (OWASP ASVS 5.0 V6.3.1: against credential stuffing and brute force;
 * docs/decisions.md §58), on the project's rate limiter (counts shared by every API process), in 15-minute windows:
 *
 * - per username from one client IP, tightly: the guesser at one address gets a few tries;
 * - per client IP across usernames: a password sprayer is slowed;
 * - per username from everywhere, loosely: a ceiling against a distributed guesser that is high
 *   enough that the owner, at their own address, is not locked out by someone else's failures.
 *
 * Attempts count, not only failures: a limiter that knows the outcome before answering would
 * tell an attacker which usernames exist. A successful login clears its own (username, IP)
 * count only, so the owner's typos do not add up across sessions.
 */
import { tryAgainIn } from '@alpora/shared/retry-after';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { ApiError } from '#api/http/errors.ts';
import type { RateCountersFactory } from '#api/http/rate-counters.ts';
import { clientKey, createRateLimiter } from '#api/http/rate-limit.ts';
import type { Clock } from '#api/lib/clock.ts';
import { identityKey } from '#api/repositories/users.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginLimits {
  /** One username from one client IP: a person mistyping never meets it; a guesser gets 5 tries. */
  perUsernameAndIp: number;
  /** One username from all addresses: only a botnet comes near it. */
  perUsername: number;
  /** One client IP across usernames: an office behind one address still logs in. */
  perIp: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUsernameAndIp: 5, perUsername: 100, perIp: 50 };

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** The names of the throttle's limiters: the scopes their counts are stored under. */
export const LOGIN_LIMITERS = { pair: 'login-pair', username: 'login-username', ip: 'login-ip' } as const;

/** The key a typed username (or address) is counted under from everywhere. */
export function loginUsernameKey(username: string): string {
  return identityKey(username);
}

/** The key a typed username is counted under from one client (`clientKey`). */
export function loginPairKey(username: string, client: string): string {
  return `${identityKey(username)}\n${client}`;
}

/**
 * The one throttle of an app, with the configured limits: the password, the second step's codes
 * and its passkey all count against it, so no way of signing in gets tries of its own.
 */
export function configuredLoginThrottle({
  clock,
  config,
  rateCounters,
}: Pick<AppDeps, 'clock' | 'config' | 'rateCounters'>) {
  return createLoginThrottle(
    { clock, counters: rateCounters },
    {
      perUsernameAndIp: config.LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP,
      perUsername: config.LOGIN_RATE_LIMIT_PER_USERNAME,
      perIp: config.LOGIN_RATE_LIMIT_PER_IP,
    },
  );
}

export function createLoginThrottle(
  { clock, counters }: { clock: Clock; counters: RateCountersFactory },
  limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
) {
  const limiter = (name: string, limit: number) =>
    createRateLimiter({ name, limit, windowMs: LOGIN_WINDOW_MS, clock, counters });
  const byPair = limiter(LOGIN_LIMITERS.pair, limits.perUsernameAndIp);
  const byUsername = limiter(LOGIN_LIMITERS.username, limits.perUsername);
  const byIp = limiter(LOGIN_LIMITERS.ip, limits.perIp);

  const refuse = (wait: number) =>
    new ApiError(429, 'rate_limited', `Too many login attempts. ${tryAgainIn(wait)}`, {
      headers: { 'Retry-After': String(wait) },
    });

  const pairKey = (c: Context, username: string) => loginPairKey(username, clientKey(c));

  return {
    /** Counts the attempt; throws 429 with Retry-After when a limit is passed. */
    async countAttempt(c: Context, username: string): Promise<void> {
      // The shared username count comes last: an attempt refused for its address or its pair
      // must not use it up, or a blocked guesser would still lock the owner out.
      const ipWait = await byIp.hit(clientKey(c));
      if (ipWait > 0) throw refuse(ipWait);
      const pairWait = await byPair.hit(pairKey(c, username));
      if (pairWait > 0) throw refuse(pairWait);
      const usernameWait = await byUsername.hit(loginUsernameKey(username));
      if (usernameWait > 0) throw refuse(usernameWait);
    },
    /** After a successful login: that username's count at that address starts again. */
    succeeded(c: Context, username: string): Promise<void> {
      return byPair.reset(pairKey(c, username));
    },
  };
}
