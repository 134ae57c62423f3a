/**
 * First-party analytics (docs/product.md#header-and-footer). The browser sends events only after consent 'true';
 * the events carry no personal data, not even the IP address. Posts are rate limited per IP
 * (in memory, never stored), so a script cannot flood the table (docs/decisions.md §31).
 */
import { analyticsEventSchema } from '@alpora/shared/schemas/analytics';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { createRouter } from '../http/router.ts';
import { insertAnalyticsEvent } from '../repositories/analytics-events.ts';

const postEvent = createRoute({
  method: 'post',
  path: '/events',
  tags: ['Analytics'],
  summary: 'Record an analytics event (sent only after cookie consent)',
  request: {
    body: { required: true, content: { 'application/json': { schema: analyticsEventSchema } } },
  },
  responses: {
    202: {
      description: 'Recorded',
      content: { 'application/json': { schema: z.object({ accepted: z.literal(true) }) } },
    },
  },
});

export function analyticsRoutes({ db, clock, config }: AppDeps) {
  const router = createRouter();
  // Before the route, so that a flood of invalid bodies is limited too.
  router.use('/events', rateLimit({ name: 'analytics', limit: config.EVENTS_RATE_LIMIT, windowMs: 60_000, clock }));
  return router.openapi(postEvent, async (c) => {
    const event = c.req.valid('json');
    await insertAnalyticsEvent(db, event, clock.now());
    return c.json({ accepted: true as const }, 202);
  });
}
