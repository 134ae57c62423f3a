/**
 * Market data (docs/product.md#dashboard: the dashboard refreshes it every 30 s) and recent
 * price history for the Markets tab's charts. Prices are public and simulated, so no login is
 * needed; nothing is cached, prices move. Every quote names its source, so a reader of the
 * API alone learns that the prices are simulated (docs/decisions.md §253).
 */
import { marketDataItemSchema, priceHistorySchema } from '@alpora/shared/schemas/trading';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { createRouter } from '#api/http/router.ts';
import { access, errorResponses, jsonContent } from './openapi-parts.ts';

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

export function marketDataRoutes({ market }: AppDeps) {
  return createRouter()
    .openapi(list, (c) => {
      c.header('Cache-Control', 'no-store');
      const updatedAt = (market.lastUpdatedAt() ?? new Date(0)).toISOString();
      const { kind, note } = market.source;
      return c.json(
        market.quotes().map((quote) => ({ ...quote, updatedAt, source: { kind, note } })),
        200,
      );
    })
    .openapi(history, (c) => {
      c.header('Cache-Control', 'no-store');
      const { points } = c.req.valid('query');
      return c.json(
        market.symbols().map((symbol) => ({ symbol, points: market.history(symbol, points) })),
        200,
      );
    });
}
