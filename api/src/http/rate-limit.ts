/**
 * A rate limiter per client IP (fixed window), for routes a bot could flood. The counts live
 * where ./rate-counters.ts says: in memory for the one SQLite server, in the database when
 * several processes share PostgreSQL (docs/decisions.md §61); the window and limit come from
 * configuration. The client IP is the TCP peer's, or behind a
 * trusted proxy the one it forwards (./client-address.ts).
 *
 * @example createRoute({ middleware: [rateLimit({ name: 'form', limit: 10, windowMs: 60_000, clock, counters })], ... })
 */
import { isIPv4, isIPv6 } from 'node:net';
import { tryAgainIn } from '@alpora/shared/retry-after';
import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '#api/lib/clock.ts';
import { clientAddress } from './client-address.ts';
import { ApiError } from './errors.ts';
import type { RateCountersFactory } from './rate-counters.ts';

interface RateLimitOptions {
  /** Names the limited action in the error message, and its counts in the shared store. */
  name: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
  clock: Clock;
  /** Where the counts live (AppDeps.rateCounters): memory, or the database every process shares. */
  counters: RateCountersFactory;
  /** Which client a request belongs to; the socket's address by default. */
  key?: (c: Context) => string;
  /** Only these methods count (default: POST). */
  methods?: readonly string[];
  /** Most clients remembered at once in memory (default: MAX_KEYS). */
  maxKeys?: number;
}

/**
 * The key a client is limited by: its IPv4 address, or the /64 prefix of its IPv6 address,
 * since one IPv6 host usually holds a whole /64 and could otherwise rotate addresses freely.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = plain.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return address;
  // Expand '::' so the first four groups are the prefix, however the address was written.
  const [head, tail] = plain.split('::').map((part) => (part ? part.split(':') : []));
  const groups = head ?? [];
  if (tail) {
    const width = tail.at(-1)?.includes('.') ? 7 : 8; // a trailing IPv4 part fills two groups
    groups.push(...Array<string>(width - groups.length - tail.length).fill('0'), ...tail);
  }
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The client key of a request for rate limiting (see addressKey). */
export function clientKey(c: Context): string {
  return addressKey(clientAddress(c));
}

export function createRateLimiter(options: Omit<RateLimitOptions, 'key' | 'methods'>) {
  const counters = options.counters(options.name, options.maxKeys === undefined ? {} : { maxKeys: options.maxKeys });

  /**
   * Counts one request of `key`: how many the window still allows after it (0 when this one
   * was over the limit too), whether it is over, and the seconds until the window resets.
   */
  async function take(key: string): Promise<{ over: boolean; remaining: number; resetSeconds: number }> {
    const now = options.clock.now();
    const { count, resetAt } = await counters.add(key, now, options.windowMs);
    return {
      over: count > options.limit,
      remaining: Math.max(0, options.limit - count),
      resetSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
    };
  }

  /** Counts one request; answers how many seconds to wait when over the limit, else 0. */
  async function hit(key: string): Promise<number> {
    const result = await take(key);
    return result.over ? result.resetSeconds : 0;
  }

  /** Forgets a key's count, as if it had made no request this window. */
  function reset(key: string): Promise<void> {
    return counters.forget(key);
  }

  return { hit, take, reset };
}

/** Marks a rate-limiting middleware, so a test can check that its route declares the 429. */
export const RATE_LIMITED: unique symbol = Symbol('rate limited');

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const limiter = createRateLimiter(options);
  const key = options.key ?? clientKey;
  const methods = options.methods ?? ['POST'];
  const middleware: MiddlewareHandler = async (c, next) => {
    if (methods.includes(c.req.method)) {
      const retryAfter = await limiter.hit(key(c));
      if (retryAfter > 0) {
        throw new ApiError(
          429,
          'rate_limited',
          `Too many ${options.name} requests from your network. ${tryAgainIn(retryAfter)}`,
          { headers: { 'Retry-After': String(retryAfter) } },
        );
      }
    }
    await next();
  };
  return Object.assign(middleware, { [RATE_LIMITED]: true });
}
