/**
 * Cross-site request forgery guard for JSON writes (docs/decisions.md §12: cookie-authenticated writes are
 * protected). Hono's csrf() only looks at form content types, so this checks the browser's
 * own signals: Sec-Fetch-Site must be same-origin, else Origin must equal ours. A write
 * authenticated by the cookie alone must carry one of them; bearer-token writes cannot be
 * forged by another site (it cannot read the token), so they pass. "Ours" is the scheme and host
 * the client asked for: behind a trusted proxy, its X-Forwarded-Proto and -Host.
 *
 * @example if (!isSameOriginWrite(c, 'cookie')) throw forbidden
 */
import type { Context } from 'hono';
import { publicUrl } from '#api/http/client-address.ts';
import { ApiError } from '#api/http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Verdict = 'same' | 'cross' | 'unknown';

function originVerdict(c: Context): Verdict {
  const site = c.req.header('Sec-Fetch-Site');
  if (site) return site === 'same-origin' || site === 'none' ? 'same' : 'cross';
  const origin = c.req.header('Origin');
  if (origin) return origin === publicUrl(c).origin ? 'same' : 'cross';
  return 'unknown';
}

/**
 * Throws 403 for a write that another site could have sent. `via` says how the request
 * authenticates: 'cookie' writes need positive proof, others only must not be cross-site.
 */
export function assertSameOriginWrite(c: Context, via: 'cookie' | 'bearer' | 'none'): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  const verdict = originVerdict(c);
  if (verdict === 'cross' || (via === 'cookie' && verdict === 'unknown')) {
    throw new ApiError(403, 'forbidden', 'This request did not come from this site.');
  }
}
