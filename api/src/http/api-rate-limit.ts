/**
 * The API's published call limit (docs/product.md#api, docs/decisions.md §57): every /api/*
 * call counts against its signed-in user, or without a valid session against its client IP
 * (an IPv6 /64 as one), in fixed one-minute windows. Every counted answer carries the limit's
 * state in the RateLimit-Policy and RateLimit fields of the IETF draft "RateLimit header fields
 * for HTTP" (draft-ietf-httpapi-ratelimit-headers); a call over the limit answers 429 with
 * Retry-After. The health check does not count, so a monitor never sees a 429.
 *
 * @example app.use('/api/:path{.+}', apiRateLimit({ limit: 2000, clock, counters, ownerOf }))
 */
import { tryAgainIn } from '@alpora/shared/retry-after';
import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '#api/lib/clock.ts';
import { ApiError } from './errors.ts';
import type { RateCountersFactory } from './rate-counters.ts';
import { clientKey, createRateLimiter } from './rate-limit.ts';

/** The policy's name in the header fields. */
const POLICY = 'default';
const WINDOW_SECONDS = 60;
/** More clients than the other limiters: every API caller has a bucket, not only form senders. */
const MAX_CLIENTS = 50_000;

/** The limiter's name: the scope its counts are stored under. */
export const API_LIMITER = 'API';

/** The key a call is counted under: its signed-in user's, or its client's (`clientKey`). */
export function apiCallerKey(owner: string | null, client: string): string {
  return owner ? `user:${owner}` : `ip:${client}`;
}

/** Paths below /api that never count (exact match). */
export const UNCOUNTED_PATHS: ReadonlySet<string> = new Set(['/api/health']);

interface ApiRateLimitOptions {
  /** Calls per minute and client (API_RATE_LIMIT_PER_MINUTE). */
  limit: number;
  clock: Clock;
  counters: RateCountersFactory;
  /** The user id of the request's session, or null when it has no valid one. */
  ownerOf: (c: Context) => Promise<string | null>;
  maxClients?: number;
}

export function rateLimitPolicy(limit: number): string {
  return `"${POLICY}";q=${limit};w=${WINDOW_SECONDS}`;
}

/** What counting one call found: the limit's header fields for the answer, and whether it is over. */
export interface CountedCall {
  headers: { 'RateLimit-Policy': string; RateLimit: string };
  over: boolean;
  resetSeconds: number;
}

/** The answer to a call over the limit, with the limit's fields and when to try again. */
export function overTheLimit({ headers, resetSeconds }: CountedCall): ApiError {
  return new ApiError(429, 'rate_limited', `Too many API calls. ${tryAgainIn(resetSeconds)}`, {
    headers: { ...headers, 'Retry-After': String(resetSeconds) },
  });
}

/**
 * The limit as one counter with two doors: the middleware every API call passes, and `count`
 * for an answer that runs before the middleware (./shared-answer.ts), so both count against
 * the same allowance.
 */
export function createApiCallLimit(options: ApiRateLimitOptions): {
  middleware: MiddlewareHandler;
  count(c: Context): Promise<CountedCall>;
} {
  const limiter = createRateLimiter({
    name: API_LIMITER,
    limit: options.limit,
    windowMs: WINDOW_SECONDS * 1000,
    clock: options.clock,
    counters: options.counters,
    maxKeys: options.maxClients ?? MAX_CLIENTS,
  });
  const policy = rateLimitPolicy(options.limit);

  async function count(c: Context): Promise<CountedCall> {
    const owner = await options.ownerOf(c);
    const { over, remaining, resetSeconds } = await limiter.take(apiCallerKey(owner, clientKey(c)));
    return {
      headers: { 'RateLimit-Policy': policy, RateLimit: `"${POLICY}";r=${remaining};t=${resetSeconds}` },
      over,
      resetSeconds,
    };
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    if (UNCOUNTED_PATHS.has(c.req.path)) return next();
    const counted = await count(c);
    if (counted.over) throw overTheLimit(counted);
    // Before the route, so its answer and an error's both carry them (set after, they would make
    // the Node adapter rebuild the finished answer as a stream).
    for (const [name, value] of Object.entries(counted.headers)) c.header(name, value);
    await next();
  };
  return { middleware, count };
}

export function apiRateLimit(options: ApiRateLimitOptions): MiddlewareHandler {
  return createApiCallLimit(options).middleware;
}
