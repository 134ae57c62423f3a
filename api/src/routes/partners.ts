/**
 * The design partner programme (docs/product.md#leads). Each stored design-partner lead (one
 * per email) takes a seat of the cohort.
 */
import { DESIGN_PARTNER_COHORT, partnerSeatsSchema } from '@alpora/shared/schemas/leads';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { createRouter } from '#api/http/router.ts';
import { countLeads } from '#api/repositories/leads.ts';
import { access, jsonContent } from './openapi-parts.ts';

const getSeats = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/partners/seats',
  tags: ['Leads'],
  summary: 'Seats left in the design partner cohort',
  responses: { 200: jsonContent(partnerSeatsSchema, 'Seats of the cohort') },
});

export function partnerRoutes({ db }: AppDeps) {
  return createRouter().openapi(getSeats, async (c) => {
    const taken = await countLeads(db, 'design-partner');
    const { name, seats } = DESIGN_PARTNER_COHORT;
    c.header('Cache-Control', 'no-store');
    return c.json({ cohort: name, total: seats, taken, left: Math.max(0, seats - taken) }, 200);
  });
}
