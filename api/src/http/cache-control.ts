/**
 * Who may store an answer, and for how long (docs/decisions.md §59). Pages revalidate on every
 * visit, hashed assets are kept for a year, other files for ten minutes; an API answer is never
 * stored unless its route says otherwise, and never when it is about a user or an error.
 */
import type { Context, MiddlewareHandler } from 'hono';

export const CACHE_CONTROL = {
  /** HTML: a cache may keep it, but asks the server every time (a cheap 304 when unchanged). */
  page: 'no-cache',
  /** Files under /_astro/: their name changes with their content. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Other files of the site (pictures, PDFs, feeds of the build): a new build shows within ten minutes. */
  staticFile: 'public, max-age=600, must-revalidate',
  /** Anything about one user, and everything of sign-in: no cache may keep a copy. */
  private: 'private, no-store',
  /** Live or failed API answers. */
  noStore: 'no-store',
} as const;

const ENCODED = /\.(br|gz|zst)$/;

/** The policy of a file of the built site, by its path below the site (the encoded copies as their original). */
export function staticCacheControl(filePath: string): string {
  const file = filePath.replaceAll('\\', '/').replace(ENCODED, '');
  if (file.endsWith('.html')) return CACHE_CONTROL.page;
  if (/(^|\/)_astro\//.test(file)) return CACHE_CONTROL.hashedAsset;
  return CACHE_CONTROL.staticFile;
}

/**
 * Cache-Control of every API answer: sign-in routes are private and never stored, whatever
 * they answer; an error is never stored; a route that sets no policy is never stored. A route
 * may choose a public cache for its own successful answers.
 */
export function apiCacheControl(): MiddlewareHandler {
  // Set before the route runs, as the default it may replace for its own success (the error
  // handler sets it again for errors). Headers changed after the answer is built make the
  // Node adapter rebuild it as a stream, which costs two thirds of a small route's throughput.
  return async (c, next) => {
    c.header('Cache-Control', apiCacheControlFor(c.req.path));
    await next();
  };
}

/** The policy an API answer starts with, and every API error keeps: private for sign-in, else none. */
export function apiCacheControlFor(path: string): string {
  return path.startsWith('/api/auth/') ? CACHE_CONTROL.private : CACHE_CONTROL.noStore;
}

/**
 * A route's public cache policy for its own success. A shared cache may then keep the answer,
 * so the caller's call-limit state (`RateLimit`, one client's remaining calls) is left off: a
 * cache would replay it to every other client. The policy itself (`RateLimit-Policy`) stays.
 *
 * @example cachePublicly(c, 'public, max-age=300')
 */
export function cachePublicly(c: Context, policy: string): void {
  c.header('Cache-Control', policy);
  c.header('RateLimit', undefined);
}
