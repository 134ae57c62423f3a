/**
 * Who may store an answer, and for how long (docs/decisions.md §59). Pages revalidate on every
 * visit, hashed assets are kept for a year, other files for ten minutes; an API answer is never
 * stored unless its route says otherwise, and never when it is about a user or an error.
 */
import type { MiddlewareHandler } from 'hono';

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
  return async (c, next) => {
    await next();
    const { headers, status } = c.res;
    if (c.req.path.startsWith('/api/auth/')) headers.set('Cache-Control', CACHE_CONTROL.private);
    else if (status >= 300 && status !== 304) headers.set('Cache-Control', CACHE_CONTROL.noStore);
    else if (!headers.has('Cache-Control')) headers.set('Cache-Control', CACHE_CONTROL.noStore);
  };
}
