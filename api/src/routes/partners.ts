/**
 * The design partner programme (docs/product.md#leads). A seat of the cohort is taken when the
 * team accepts an application (docs/back-office.md#design-partners); sending one takes none.
 */
import { partnerSeatsSchema } from '@alpora/shared/schemas/leads';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { cohortSeats } from '#api/back-office/partner-seats.ts';
import { createRouter } from '#api/http/router.ts';
import { access, jsonContent } from './openapi-parts.ts';

const getSeats = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/partners/seats',
  tags: ['Leads'],
  summary: 'Seats left in the design partner cohort (taken by accepted applications), and whether it still recruits',
  responses: { 200: jsonContent(partnerSeatsSchema, 'Seats of the cohort') },
});

export function partnerRoutes({ db, clock }: AppDeps) {
  return createRouter().openapi(getSeats, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await cohortSeats(db, clock.now()), 200);
  });
}
