/**
 * First-party analytics (SPEC 4, 7). The browser sends events only after consent 'true';
 * the events carry no personal data, not even the IP address.
 */
import { analyticsEventSchema } from '@alpora/shared/schemas/analytics';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.ts';
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

export function analyticsRoutes({ db, clock }: AppDeps) {
  return createRouter().openapi(postEvent, async (c) => {
    const event = c.req.valid('json');
    await insertAnalyticsEvent(db, event, clock.now());
    return c.json({ accepted: true as const }, 202);
  });
}
