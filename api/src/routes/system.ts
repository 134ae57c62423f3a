/** Liveness/readiness and public configuration (docs/product.md#api). */
import { configResponseSchema, healthResponseSchema } from '@alpora/shared/schemas/system';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
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
  description: 'Always answers while the process lives; `ready` tells whether the database answers.',
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

export function systemRoutes({ db, clock, config: appConfig }: AppDeps) {
  return createRouter()
    .openapi(health, async (c) => {
      const started = performance.now();
      let ready = true;
      try {
        await pingDatabase(db);
      } catch {
        ready = false;
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      c.header('Cache-Control', 'no-store');
      const body = {
        status: ready ? ('ok' as const) : ('degraded' as const),
        live: true as const,
        ready,
        checks: { database: { ok: ready, latencyMs } },
        version: APP_VERSION,
        time: clock.now().toISOString(),
      };
      return ready ? c.json(body, 200) : c.json(body, 503);
    })
    .openapi(config, (c) => {
      // docs/product.md#api: clients cache it for 5 minutes.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ APP_URL: appConfig.APP_URL }, 200);
    });
}
