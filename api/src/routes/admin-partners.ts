/**
 * Design-partner applications in the back office (docs/back-office.md#design-partners): the
 * list with every answer and the decision on each, and the decision itself. Staff only; the
 * list view and each decision are audit entries.
 */
import {
  type PartnerApplication,
  partnerDecisionRequestSchema,
  partnerDecisionResponseSchema,
  partnerIdParamSchema,
  partnerListSchema,
} from '@alpora/shared/schemas/admin-partners';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { recordAudit, staffActor } from '#api/back-office/audit.ts';
import { decidePartnerApplication, PartnerDecisionRefused } from '#api/back-office/partner-decision.ts';
import { cohortSeats } from '#api/back-office/partner-seats.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { listPartnerApplications, type PartnerApplicationRow } from '#api/repositories/partner-applications.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

function applicationOf(row: PartnerApplicationRow): PartnerApplication {
  const state =
    row.partner_decision === 'accepted' || row.partner_decision === 'declined' ? row.partner_decision : 'pending';
  return {
    id: row.public_id,
    receivedAt: row.created_at,
    updatedAt: row.updated_at,
    company: row.company ?? '',
    role: row.role ?? '',
    email: row.email,
    useCase: row.use_case ?? '',
    monthlyVolume: row.monthly_volume ?? '',
    timeline: row.timeline ?? '',
    infrastructure: row.infrastructure,
    state,
    cohort: row.partner_cohort,
    note: row.partner_decision_note,
    decidedBy: row.partner_decided_by_name,
    decidedAt: row.partner_decided_at,
  };
}

export function adminPartnerRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const staff = { ...restrictTo(deps, 'staff'), tags: ['Back office'] };

  const list = createRoute({
    ...staff,
    method: 'get',
    path: '/admin/partners',
    summary: 'Design-partner applications with their answers and decisions, and the cohort’s seats',
    responses: { 200: jsonContent(partnerListSchema, 'Applications, newest first'), ...errorResponses(401, 403) },
  });
  const decide = createRoute({
    ...staff,
    method: 'post',
    path: '/admin/partners/{id}/decision',
    summary: 'Accept or decline a design-partner application, or change its decision',
    description:
      'Accepting takes a seat of the current cohort (409 when all are taken); declining needs a note and frees the seat of an application accepted before.',
    request: { params: partnerIdParamSchema, body: jsonBody(partnerDecisionRequestSchema) },
    responses: {
      200: jsonContent(partnerDecisionResponseSchema, 'The decision is stored'),
      ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409),
    },
  });

  return createRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const [rows, seats] = await Promise.all([listPartnerApplications(db), cohortSeats(db, clock.now())]);
      await recordAudit(
        db,
        staffActor(c),
        { action: 'partners.list', subjectType: 'partner', detail: { applications: rows.length } },
        clock.now(),
      );
      return c.json({ seats, applications: rows.map(applicationOf) }, 200);
    })
    .openapi(decide, async (c) => {
      const { id } = c.req.valid('param');
      const { decision, note } = c.req.valid('json');
      try {
        const row = await decidePartnerApplication(db, staffActor(c), { id, decision, note }, clock.now());
        return c.json({ application: applicationOf(row), seats: await cohortSeats(db, clock.now()) }, 200);
      } catch (error) {
        if (error instanceof PartnerDecisionRefused) {
          throw new ApiError(error.code === 'not_found' ? 404 : 409, error.code, error.message);
        }
        throw error;
      }
    });
}
