/**
 * First-party analytics (docs/product.md#api). The browser sends events only after cookie
 * consent 'true'; the events carry no personal data, not even the IP address. Posts are rate
 * limited per IP (in memory, never stored), so a script cannot flood the table
 * (docs/decisions.md §31).
 */
import { analyticsEventSchema } from '@alpora/shared/schemas/analytics';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { createRouter } from '#api/http/router.ts';
import { insertAnalyticsEvent } from '#api/repositories/analytics-events.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent } from './openapi-parts.ts';

export function analyticsRoutes({ db, clock, config, rateCounters }: AppDeps) {
  const postEvent = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/events',
    tags: ['Analytics'],
    summary: 'Record an analytics event (sent only after cookie consent)',
    // Before validation, so that a flood of invalid bodies is limited too.
    middleware: [
      rateLimit({
        name: 'analytics',
        limit: config.EVENTS_RATE_LIMIT,
        windowMs: 60_000,
        clock,
        counters: rateCounters,
      }),
    ],
    request: { body: jsonBody(analyticsEventSchema) },
    responses: {
      202: jsonContent(z.object({ accepted: z.literal(true) }), 'Recorded'),
      ...errorResponses(...BODY_ERRORS, 429),
    },
  });

  return createRouter().openapi(postEvent, async (c) => {
    await insertAnalyticsEvent(db, c.req.valid('json'), clock.now());
    return c.json({ accepted: true as const }, 202);
  });
}
