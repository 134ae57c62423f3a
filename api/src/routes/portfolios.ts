/**
 * The dashboard's trading reads (docs/product.md#dashboard): portfolios of the dashboard's
 * owner, and the positions and orders of one of them. The owner is the signed-in client, or a
 * viewer's client (`dashboardOwnerOf`, docs/back-office.md#roles). A portfolio id that is not
 * the owner's answers 404, exactly like one that does not exist, so ids of others cannot be
 * probed.
 */
import { orderSchema, portfolioIdParamSchema, portfolioSchema, positionSchema } from '@alpora/shared/schemas/trading';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { dashboardOwnerOf } from '#api/auth/viewer-dashboard.ts';
import type { Database } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { quoteBook, valuePortfolio, valuePosition } from '#api/market/valued-positions.ts';
import { listOrders } from '#api/repositories/orders.ts';
import { findOwnedPortfolio, listPortfolios } from '#api/repositories/portfolios.ts';
import { listPositions, listPositionsOfUser } from '#api/repositories/positions.ts';
import { errorResponses, jsonContent, restrictTo } from './openapi-parts.ts';

export function portfolioRoutes(deps: AppDeps) {
  const { db, market } = deps;
  const signedIn = { ...restrictTo(deps, 'dashboard'), tags: ['Trading'] };

  const portfolios = createRoute({
    ...signedIn,
    method: 'get',
    path: '/portfolios',
    summary: "The dashboard owner's portfolios (a viewer's: its client's), valued at current prices",
    responses: { 200: jsonContent(z.array(portfolioSchema), 'Portfolios'), ...errorResponses(401, 403) },
  });
  /** The reads of one portfolio: the same parameter, errors and ownership check. */
  const ofPortfolio = <T extends z.ZodType>(path: `/${string}/{portfolioId}`, item: T, summary: string, what: string) =>
    createRoute({
      ...signedIn,
      method: 'get',
      path,
      summary,
      request: { params: portfolioIdParamSchema },
      responses: { 200: jsonContent(z.array(item), what), ...errorResponses(401, 403, 404, 422) },
    });
  const positions = ofPortfolio(
    '/positions/{portfolioId}',
    positionSchema,
    'Open positions of a portfolio, with unrealised P&L at current prices',
    'Positions',
  );
  const orders = ofPortfolio('/orders/{portfolioId}', orderSchema, 'Orders of a portfolio, newest first', 'Orders');

  /** The rows of a portfolio of the dashboard's owner; 404 for anyone else's. */
  async function rowsOfOwned<R>(
    c: Context<AuthEnv>,
    portfolioId: string,
    list: (db: Kysely<Database>, portfolioId: string) => Promise<R[]>,
  ): Promise<R[]> {
    const owner = await dashboardOwnerOf(db, c.get('auth').user);
    const found = await findOwnedPortfolio(db, owner.id, portfolioId);
    if (!found) throw new ApiError(404, 'not_found', 'No portfolio with this id.');
    return list(db, found.id);
  }

  return createRouter<AuthEnv>()
    .openapi(portfolios, async (c) => {
      const userId = (await dashboardOwnerOf(db, c.get('auth').user)).id;
      const [rows, held] = await Promise.all([listPortfolios(db, userId), listPositionsOfUser(db, userId)]);
      const book = quoteBook(market);
      return c.json(
        rows.map((row) => valuePortfolio(row, held, book)),
        200,
      );
    })
    .openapi(positions, async (c) => {
      const rows = await rowsOfOwned(c, c.req.valid('param').portfolioId, listPositions);
      const book = quoteBook(market);
      return c.json(
        rows.map((row) => valuePosition(row, book)),
        200,
      );
    })
    .openapi(orders, async (c) => {
      const rows = await rowsOfOwned(c, c.req.valid('param').portfolioId, listOrders);
      return c.json(
        rows.map((row) => orderSchema.parse({ ...row, createdAt: row.created_at })),
        200,
      );
    });
}
