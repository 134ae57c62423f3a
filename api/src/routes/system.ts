/** Liveness/readiness and public configuration (docs/product.md#api). */
import { configResponseSchema, healthResponseSchema } from '@alpora/shared/schemas/system';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { databaseWrites } from '#api/health/database-writes.ts';
import { cachePublicly } from '#api/http/cache-control.ts';
import { createRouter } from '#api/http/router.ts';
import { pingDatabase } from '#api/repositories/database.ts';
import { APP_VERSION } from '#api/version.ts';
import { access, jsonContent } from './openapi-parts.ts';

const health = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness and readiness',
  description:
    'Always answers while the process lives; `ready` tells whether the database answers and can store data ' +
    '(not when the disk is full, the file system read-only or the database locked past the write bound).',
  responses: {
    200: jsonContent(healthResponseSchema, 'Alive'),
    503: jsonContent(healthResponseSchema, 'Alive but not ready'),
  },
});

const config = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/config',
  tags: ['System'],
  summary: 'Public client configuration',
  responses: { 200: jsonContent(configResponseSchema, 'Configuration') },
});

export function systemRoutes({ db, clock, config: appConfig, logger }: AppDeps) {
  const writes = databaseWrites(db);
  // docs/decisions.md §54: the cause is logged once per change of state, not once per failed request.
  writes.onChange(({ writable, reason }) => {
    if (writable) logger.info('database writable again');
    else logger.error('database not writable', { reason });
  });

  return createRouter()
    .openapi(health, async (c) => {
      const started = performance.now();
      let answers = true;
      try {
        await pingDatabase(db);
      } catch {
        answers = false;
      }
      const { writable, reason } = await writes.check();
      const ready = answers && writable;
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      c.header('Cache-Control', 'no-store');
      const body = {
        status: ready ? ('ok' as const) : ('degraded' as const),
        live: true as const,
        ready,
        checks: { database: { ok: ready, latencyMs, writable, reason } },
        version: APP_VERSION,
        time: clock.now().toISOString(),
      };
      return ready ? c.json(body, 200) : c.json(body, 503);
    })
    .openapi(config, (c) => {
      // docs/product.md#api: clients cache it for 5 minutes.
      cachePublicly(c, 'public, max-age=300');
      return c.json({ APP_URL: appConfig.APP_URL }, 200);
    });
}
