/**
 * A small in-memory rate limiter per client IP (fixed window), for routes a bot could flood.
 * One process serves the API (DECISIONS: a single VM), so memory is the right store; the
 * window and limit come from configuration.
 *
 * @example router.use('/leads', rateLimit({ name: 'leads', limit: 10, windowMs: 60_000, clock }))
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../lib/clock.ts';
import { ApiError } from './errors.ts';

export interface RateLimitOptions {
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
}

interface Bucket {
  count: number;
  resetAt: number;
}

/** The peer address of the TCP connection; proxies are not trusted, so no X-Forwarded-For. */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export function createRateLimiter(options: Omit<RateLimitOptions, 'key' | 'methods'>) {
  const buckets = new Map<string, Bucket>();
  let nextSweep = 0;

  /** Counts one request; answers how many seconds to wait when over the limit, else 0. */
  function hit(key: string): number {
    const now = options.clock.now().getTime();
    if (now >= nextSweep) {
      for (const [k, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(k);
      nextSweep = now + options.windowMs;
    }
    let bucket = buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + options.windowMs };
      buckets.set(key, bucket);
    }
    bucket.count += 1;
    return bucket.count > options.limit ? Math.max(1, Math.ceil((bucket.resetAt - now) / 1000)) : 0;
  }

  return { hit };
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const limiter = createRateLimiter(options);
  const key = options.key ?? clientAddress;
  const methods = options.methods ?? ['POST'];
  return async (c, next) => {
    if (methods.includes(c.req.method)) {
      const retryAfter = limiter.hit(key(c));
      if (retryAfter > 0) {
        throw new ApiError(
          429,
          'rate_limited',
          `Too many ${options.name} requests from your network. Please try again in ${retryAfter} seconds.`,
          { headers: { 'Retry-After': String(retryAfter) } },
        );
      }
    }
    await next();
  };
}
