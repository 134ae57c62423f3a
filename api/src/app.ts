/**
 * Builds the API from its dependencies. Every resource is a router mounted under /api;
 * `server.ts` adds the static site and listens.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './app-deps.ts';
import { ApiError, errorBody, errorHandler } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { validationHook } from './http/validation.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { systemRoutes } from './routes/system.ts';
import { APP_VERSION } from './version.ts';

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('/api/*', requestId(), requestLog(deps.logger), apiSecurityHeaders());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: deps.config.BODY_LIMIT_BYTES,
      onError: () => {
        throw new ApiError(
          413,
          'payload_too_large',
          `The request body is larger than ${deps.config.BODY_LIMIT_BYTES} bytes.`,
        );
      },
    }),
  );

  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .route('/', systemRoutes(deps))
    .route('/', analyticsRoutes(deps));

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Alpora API', version: APP_VERSION },
    servers: [{ url: '/api' }],
  });

  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}.`), 404));
  app.onError(errorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
