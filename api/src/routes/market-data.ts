/**
 * Market data (docs/product.md#dashboard) and recent price history for the Markets tab's charts.
 * Prices are public and simulated, so reading them needs no login; nothing is cached, prices
 * move. Every quote names its source, so a reader of the API alone learns that the prices are
 * simulated (docs/decisions.md §253).
 *
 * The quotes are one serialised answer per tick of the feed, shared by every reader
 * (docs/decisions.md §330): `GET /market-data` sends that string as it is (app.ts answers it
 * ahead of the per-request middleware, docs/decisions.md §334), and the dashboard's
 * stream (`GET /market-data/stream`, Server-Sent Events for signed-in accounts) sends the same
 * string as each event's data.
 */

import { SESSION_ENDED_EVENT } from '@alpora/shared/price-stream';
import { marketDataItemSchema, priceHistorySchema } from '@alpora/shared/schemas/trading';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { type PriceStreams, RECONNECT_MS, SESSION_RECHECK_MS } from '#api/market/price-streams.ts';
import { access, errorResponses, jsonContent, restrictTo } from './openapi-parts.ts';

const list = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/market-data',
  tags: ['Market data'],
  summary: 'Current price, 24 h change and volume of every symbol, each with the source of its price',
  responses: { 200: jsonContent(z.array(marketDataItemSchema), 'Quotes') },
});

const history = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/market-data/history',
  tags: ['Market data'],
  summary: 'Recent prices of every symbol (15-minute points, current price last)',
  request: {
    query: z.object({ points: z.coerce.number().int().min(2).max(192).default(96) }),
  },
  responses: { 200: jsonContent(z.array(priceHistorySchema), 'Price history per symbol'), ...errorResponses(422) },
});

/** How long a client refused for too many open streams waits before it tries again. */
const STREAMS_FULL_RETRY_SECONDS = 30;

export function marketDataRoutes(deps: AppDeps, prices: PriceStreams) {
  const { market } = deps;
  const stream = createRoute({
    ...restrictTo(deps, 'user'),
    method: 'get',
    path: '/market-data/stream',
    tags: ['Market data'],
    summary: 'The quotes of `GET /market-data` pushed as Server-Sent Events, once a second, for a signed-in account',
    description:
      'Each `message` event carries, as its `data`, exactly the body `GET /market-data` answers at that tick, ' +
      'and as its `id` the feed time of the tick in milliseconds. The stream opens with a `retry:` of ' +
      `${RECONNECT_MS.min / 1000} to ${RECONNECT_MS.max / 1000} s, then the current quotes, unless the request's ` +
      '`Last-Event-ID` names the current tick (a browser resuming after a drop already has it). The session is ' +
      `checked when the stream opens and then every ${SESSION_RECHECK_MS / 1000} s: once it has ended (signed out, ` +
      `revoked, expired) the stream sends a \`${SESSION_ENDED_EVENT}\` event and closes. A comment line keeps an ` +
      'idle stream open.',
    responses: {
      200: {
        description: 'An endless `text/event-stream` of quote events',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      ...errorResponses(401),
      503: {
        ...errorResponses(503)[503],
        description: 'Too many live streams open on this server; Retry-After gives the seconds to wait',
      },
    },
  });

  const router = createRouter<AuthEnv>();
  // Documented here, answered by the app ahead of its middleware with the tick's string
  // (../http/shared-answer.ts, docs/decisions.md §334).
  router.openAPIRegistry.registerPath(list);
  return router
    .openapi(history, (c) => {
      c.header('Cache-Control', 'no-store');
      const { points } = c.req.valid('query');
      return c.json(
        market.symbols().map((symbol) => ({ symbol, points: market.history(symbol, points) })),
        200,
      );
    })
    .openapi(stream, (c) => {
      const { session } = c.get('auth');
      const body = prices.open(session.id, c.req.header('Last-Event-ID'), c.req.raw.signal);
      if (!body) {
        throw new ApiError(503, 'unavailable', 'Too many live price streams are open. Please try again shortly.', {
          headers: { 'Retry-After': String(STREAMS_FULL_RETRY_SECONDS) },
        });
      }
      c.header('Content-Type', 'text/event-stream; charset=utf-8');
      // A buffering proxy (nginx) would hold the events back.
      c.header('X-Accel-Buffering', 'no');
      return c.body(body, 200);
    });
}
