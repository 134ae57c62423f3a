/**
 * The campaign report of the back office (docs/back-office.md#campaign-report): page views,
 * leads, confirmed and won leads per campaign over a range of days, with their rates and totals.
 * Staff only; each report asked is an audit entry with its range.
 */
import {
  CAMPAIGN_REPORT_MAX_DAYS,
  campaignReportQuerySchema,
  campaignReportSchema,
  daysInRange,
} from '@alpora/shared/schemas/admin-campaigns';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { recordAudit, staffActor } from '#api/back-office/audit.ts';
import { campaignReport, resolveReportRange } from '#api/back-office/campaign-report.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { errorResponses, jsonContent, restrictTo } from './openapi-parts.ts';

export function adminCampaignRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const report = createRoute({
    ...restrictTo(deps, 'staff'),
    method: 'get',
    path: '/admin/campaigns',
    tags: ['Back office'],
    summary: 'Page views, leads, confirmed and won leads per campaign over a range of days',
    description: `Days are UTC, both included; without a range, the last 30 days up to today. At most ${CAMPAIGN_REPORT_MAX_DAYS} days.`,
    request: { query: campaignReportQuerySchema },
    responses: {
      200: jsonContent(campaignReportSchema, 'The report'),
      ...errorResponses(401, 403, 422),
    },
  });

  return createRouter<AuthEnv>().openapi(report, async (c) => {
    const now = clock.now();
    const range = resolveReportRange(c.req.valid('query'), now);
    const days = daysInRange(range.from, range.to);
    if (days < 1 || days > CAMPAIGN_REPORT_MAX_DAYS) {
      const message =
        days < 1
          ? 'The end date must be on or after the start date.'
          : `A report covers at most ${CAMPAIGN_REPORT_MAX_DAYS} days.`;
      throw new ApiError(422, 'validation_failed', 'Some fields are missing or invalid.', {
        fields: { [c.req.query('to') ? 'to' : 'from']: message },
      });
    }
    const answer = await campaignReport(db, range);
    await recordAudit(
      db,
      staffActor(c),
      { action: 'campaigns.report', subjectType: 'campaign-report', detail: { from: range.from, to: range.to } },
      now,
    );
    return c.json(answer, 200);
  });
}
