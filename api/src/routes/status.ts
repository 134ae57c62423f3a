/**
 * The status page's data (docs/product.md#status-page): current status, 30-day history and
 * current incidents as JSON, and every recent incident as an Atom feed; and the footer badge's
 * summary, the App's and the API's statuses alone (docs/decisions.md §340).
 */
import { statusResponseSchema, statusSummarySchema } from '@alpora/shared/schemas/status';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { buildStatusReport, buildStatusSummary } from '#api/health/status-report.ts';
import { cachePublicly } from '#api/http/cache-control.ts';
import { createRouter } from '#api/http/router.ts';
import { listIncidents } from '#api/repositories/incidents.ts';
import { access, jsonContent } from './openapi-parts.ts';
import { incidentsAtom } from './status-feed.ts';
import { statusProbeRoutes } from './status-probes.ts';

const getStatus = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/status',
  tags: ['Status'],
  summary: 'Status of every service, 30-day history and current incidents',
  description:
    'Computed from the stored health checks and monitoring periods. A service nobody checks is `monitored: false`; a day without checks is `no_data`; uptime is time judged up over time monitored, and `coverage30d` and `unmonitored` say which time nobody was checking.',
  responses: { 200: jsonContent(statusResponseSchema, 'Current status') },
});

const getSummary = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/status/summary',
  tags: ['Status'],
  summary: "The App's and the API's current status, for the footer badge",
  description:
    'The two statuses `GET /status` gives the App and API cards, computed the same way, without the history: the badge on every page reads Online unless either is `down`.',
  responses: { 200: jsonContent(statusSummarySchema, 'Current status of the App and the API') },
});

const getFeed = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/status/incidents.atom',
  tags: ['Status'],
  summary: 'Atom feed of the latest incidents',
  responses: {
    200: {
      description: 'Atom 1.0 feed',
      content: { 'application/atom+xml': { schema: z.string() } },
    },
  },
});

export function statusRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  return createRouter()
    .route('/', statusProbeRoutes(deps))
    .openapi(getStatus, async (c) => {
      // The page and the footer badge poll it; an intermediary must never serve a stale green.
      c.header('Cache-Control', 'no-store');
      return c.json(await buildStatusReport({ db, clock, config }), 200);
    })
    .openapi(getSummary, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await buildStatusSummary({ db, clock, config }), 200);
    })
    .openapi(getFeed, async (c) => {
      const incidents = await listIncidents(db, { limit: 50 });
      // A configured origin: a Host header is the client's to choose, and the feed is cached.
      const origin = new URL(config.SITE_URL).origin;
      c.header('Content-Type', 'application/atom+xml; charset=utf-8');
      cachePublicly(c, 'public, max-age=60');
      return c.body(incidentsAtom(incidents, { origin, now: clock.now() }), 200);
    });
}
