/**
 * The dashboard's trading reads (docs/product.md#api): portfolios of the signed-in user,
 * and the positions and orders of one of them. A portfolio id that is not the user's answers
 * 404, exactly like one that does not exist, so ids of others cannot be probed.
 */
import { orderSchema, portfolioIdParamSchema, portfolioSchema, positionSchema } from '@alpora/shared/schemas/trading';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import { ApiError } from '../http/errors.ts';
import { validationHook } from '../http/validation.ts';
import { quoteBook, valuePortfolio, valuePosition } from '../market/valued-positions.ts';
import { listOrders } from '../repositories/orders.ts';
import { findOwnedPortfolio, listPortfolios } from '../repositories/portfolios.ts';
import { listPositions, listPositionsOfUser } from '../repositories/positions.ts';
import { errorResponses, jsonContent } from './openapi-parts.ts';

const portfolios = createRoute({
  method: 'get',
  path: '/portfolios',
  tags: ['Trading'],
  summary: "The signed-in user's portfolios, valued at current prices",
  responses: { 200: jsonContent(z.array(portfolioSchema), 'Portfolios'), ...errorResponses(401) },
});

const positions = createRoute({
  method: 'get',
  path: '/positions/{portfolioId}',
  tags: ['Trading'],
  summary: 'Open positions of a portfolio, with unrealised P&L at current prices',
  request: { params: portfolioIdParamSchema },
  responses: { 200: jsonContent(z.array(positionSchema), 'Positions'), ...errorResponses(401, 404) },
});

const orders = createRoute({
  method: 'get',
  path: '/orders/{portfolioId}',
  tags: ['Trading'],
  summary: 'Orders of a portfolio, newest first',
  request: { params: portfolioIdParamSchema },
  responses: { 200: jsonContent(z.array(orderSchema), 'Orders'), ...errorResponses(401, 404) },
});

export function portfolioRoutes(deps: AppDeps) {
  const { db, market } = deps;
  const router = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });
  for (const path of ['/portfolios', '/positions/*', '/orders/*']) router.use(path, requireUser(deps));

  async function ownedPortfolio(c: Context<AuthEnv>, portfolioId: string) {
    const found = await findOwnedPortfolio(db, c.get('auth').user.id, portfolioId);
    if (!found) throw new ApiError(404, 'not_found', 'No portfolio with this id.');
    return found;
  }

  return router
    .openapi(portfolios, async (c) => {
      const userId = c.get('auth').user.id;
      const [rows, held] = await Promise.all([listPortfolios(db, userId), listPositionsOfUser(db, userId)]);
      const book = quoteBook(market);
      return c.json(
        rows.map((row) => valuePortfolio(row, held, book)),
        200,
      );
    })
    .openapi(positions, async (c) => {
      const portfolio = await ownedPortfolio(c, c.req.valid('param').portfolioId);
      const book = quoteBook(market);
      const rows = await listPositions(db, portfolio.id);
      return c.json(
        rows.map((row) => valuePosition(row, book)),
        200,
      );
    })
    .openapi(orders, async (c) => {
      const portfolio = await ownedPortfolio(c, c.req.valid('param').portfolioId);
      const rows = await listOrders(db, portfolio.id);
      return c.json(
        rows.map((row) => orderSchema.parse({ ...row, createdAt: row.created_at })),
        200,
      );
    });
}
