/**
 * A small in-memory rate limiter per client IP (fixed window), for routes a bot could flood.
 * One process serves the API (docs/decisions.md §31), so memory is the right store; the
 * window and limit come from configuration. The client IP is the TCP peer's, or behind a
 * trusted proxy the one it forwards (./client-address.ts).
 *
 * @example createRoute({ middleware: [rateLimit({ name: 'form', limit: 10, windowMs: 60_000, clock })], ... })
 */
import { isIPv4, isIPv6 } from 'node:net';
import { tryAgainIn } from '@alpora/shared/retry-after';
import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '#api/lib/clock.ts';
import { clientAddress } from './client-address.ts';
import { ApiError } from './errors.ts';

interface RateLimitOptions {
  /** Names the limited action in the error message. */
  name: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
  clock: Clock;
  /** Which client a request belongs to; the socket's address by default. */
  key?: (c: Context) => string;
  /** Only these methods count (default: POST). */
  methods?: readonly string[];
  /** Most clients remembered at once (default: MAX_KEYS). */
  maxKeys?: number;
}

/** Bounds each limiter's memory: a flood of addresses or usernames cannot grow it further. */
const MAX_KEYS = 10_000;

interface Bucket {
  count: number;
  resetAt: number;
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
  const buckets = new Map<string, Bucket>();
  const maxKeys = options.maxKeys ?? MAX_KEYS;
  let nextSweep = 0;

  const sweep = (now: number) => {
    for (const [k, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(k);
    nextSweep = now + options.windowMs;
  };

  /**
   * Counts one request of `key`: how many the window still allows after it (0 when this one
   * was over the limit too), whether it is over, and the seconds until the window resets.
   */
  function take(key: string): { over: boolean; remaining: number; resetSeconds: number } {
    const now = options.clock.now().getTime();
    if (now >= nextSweep) sweep(now);
    let bucket = buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      if (!bucket && buckets.size >= maxKeys) {
        sweep(now);
        // Still full: forget the oldest key (a Map keeps insertion order, so it comes first).
        const oldest = buckets.size >= maxKeys ? buckets.keys().next().value : undefined;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      bucket = { count: 0, resetAt: now + options.windowMs };
      buckets.delete(key);
      buckets.set(key, bucket);
    }
    bucket.count += 1;
    return {
      over: bucket.count > options.limit,
      remaining: Math.max(0, options.limit - bucket.count),
      resetSeconds: Math.max(1, Math.ceil((bucket.resetAt - now) / 1000)),
    };
  }

  /** Counts one request; answers how many seconds to wait when over the limit, else 0. */
  function hit(key: string): number {
    const result = take(key);
    return result.over ? result.resetSeconds : 0;
  }

  /** Forgets a key's count, as if it had made no request this window. */
  function reset(key: string): void {
    buckets.delete(key);
  }

  return { hit, take, reset, size: () => buckets.size };
}

/** Marks a rate-limiting middleware, so a test can check that its route declares the 429. */
export const RATE_LIMITED: unique symbol = Symbol('rate limited');

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const limiter = createRateLimiter(options);
  const key = options.key ?? clientKey;
  const methods = options.methods ?? ['POST'];
  const middleware: MiddlewareHandler = async (c, next) => {
    if (methods.includes(c.req.method)) {
      const retryAfter = limiter.hit(key(c));
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
