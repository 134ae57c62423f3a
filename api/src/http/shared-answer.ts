/**
 * An answer that is the same for every caller at one moment, served ahead of the API's
 * per-request middleware (docs/decisions.md §334). The quotes of `GET /api/market-data` are one
 * string per tick (../market/price-ticks.ts); what is left per call is what the call itself
 * owes: its request id, its client, its count against the API call limit (the very counter
 * every other API call uses) and its log line. The fixed fields (security headers, no-store,
 * the JSON type) are worked out once, from the same middleware every other API answer runs,
 * and the answer goes out with plain header fields, which the Node adapter writes as they are
 * (a `Headers` object per answer, filled field by field and converted back, was most of the
 * route's cost).
 *
 * @example app.get('/api/market-data', sharedAnswer({ trust, logger, limit, body: () => ticks.current().bytes }));
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '#api/app-deps.ts';
import type { Logger } from '#api/lib/logger.ts';
import { type createApiCallLimit, overTheLimit } from './api-rate-limit.ts';
import { CACHE_CONTROL } from './cache-control.ts';
import { describeClient, peerAddress, type TrustProxy } from './client-address.ts';
import { errorHandler } from './errors.ts';
import { apiSecurityHeaders } from './security-headers.ts';

/** A request id the client may choose, as the request-id middleware accepts it. */
const CLIENT_REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The security header fields of every API answer, as the middleware sets them. */
async function securityFields(): Promise<Record<string, string>> {
  const probe = new Hono().use(apiSecurityHeaders()).get('/', (c) => c.body(null, 204));
  return Object.fromEntries((await probe.request('/')).headers);
}
const SECURITY_FIELDS = await securityFields();

interface SharedAnswerOptions {
  trust: TrustProxy;
  logger: Logger;
  limit: ReturnType<typeof createApiCallLimit>;
  /** The JSON body of this moment, serialised and encoded once for every caller. */
  body: () => Uint8Array;
}

export function sharedAnswer({ trust, logger, limit, body }: SharedAnswerOptions): MiddlewareHandler<AppEnv> {
  const fixed = { ...SECURITY_FIELDS, 'cache-control': CACHE_CONTROL.noStore, 'content-type': 'application/json' };
  const refuse = errorHandler(logger);
  return async (c) => {
    const started = performance.now();
    const asked = c.req.header('X-Request-Id');
    const requestId = asked && CLIENT_REQUEST_ID.test(asked) ? asked : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set(
      'client',
      describeClient(peerAddress(c), (name) => c.req.header(name), trust),
    );
    const counted = await limit.count(c);
    let res: Response;
    if (counted.over) {
      // The rare refusal is the ordinary API error, with the same fields as any other.
      for (const [name, value] of Object.entries(SECURITY_FIELDS)) c.header(name, value);
      c.header('X-Request-Id', requestId);
      res = refuse(overTheLimit(counted), c);
    } else {
      res = new Response(body(), { status: 200, headers: { ...fixed, 'x-request-id': requestId, ...counted.headers } });
    }
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      ip: c.get('client').address,
      status: res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    return res;
  };
}
