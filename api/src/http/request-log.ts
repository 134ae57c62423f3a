/** One structured log line per request, with its id, client address, status and duration. */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '#api/lib/logger.ts';
import { clientAddress } from './client-address.ts';

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      ip: clientAddress(c),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
