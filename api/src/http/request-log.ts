/** One structured log line per request, with its id, status and duration. */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '#api/lib/logger.ts';

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
