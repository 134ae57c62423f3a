/**
 * The leads inbox of the back office (docs/back-office.md#leads-inbox), for staff: the leads
 * filtered and paged newest first, one lead with everything stored about it, its move in the
 * pipeline with an owner and a note, the team that may own leads, and the filtered list as CSV.
 * A list, a lead and an export show people's data, so each is recorded in the audit log before
 * it leaves; a change is recorded in its own transaction (../back-office/lead-update.ts).
 */

import { type ConsentNoticePurpose, consentNoticeText, findConsentNotice } from '@alpora/shared/consent-notices';
import type { Locale } from '@alpora/shared/locales';
import {
  LEAD_PAGE_SIZE,
  type LeadStatus,
  leadDetailSchema,
  leadExportQuerySchema,
  leadIdParamSchema,
  leadInboxPageSchema,
  leadInboxQuerySchema,
  leadUpdateSchema,
  teamSchema,
} from '@alpora/shared/schemas/admin-leads';
import type { LeadKind } from '@alpora/shared/schemas/leads';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { recordAudit, staffActor } from '#api/back-office/audit.ts';
import { decodeLeadCursor, encodeLeadCursor } from '#api/back-office/lead-cursor.ts';
import { filterDetail, inboxFilter } from '#api/back-office/lead-filter.ts';
import { LeadUpdateRefused, updateLead } from '#api/back-office/lead-update.ts';
import { leadsCsv } from '#api/cli/leads-export.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import { withoutSearchText } from '#api/privacy/audited-search.ts';
import {
  countInboxLeads,
  findLeadRecord,
  type InboxLead,
  type LeadRecord,
  leadInboxPage,
  leadsForExport,
  listTeam,
} from '#api/repositories/lead-inbox.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

/**
 * The most leads one export holds (docs/decisions.md §128): a CSV of 100,000 leads is about
 * 24 MB, built in a few seconds; a wider filter is refused with a message, and the operator's
 * `cli leads-export` writes every lead.
 */
export const LEAD_EXPORT_MAX_ROWS = 100_000;

const NOT_FOUND = 'No lead has this id.';

function listItem(lead: InboxLead) {
  return {
    id: lead.public_id,
    kind: lead.kind as LeadKind,
    status: lead.status as LeadStatus,
    email: lead.email,
    name: lead.name,
    company: lead.company,
    utmSource: lead.utm_source,
    utmMedium: lead.utm_medium,
    utmCampaign: lead.utm_campaign,
    confirmed: lead.confirmed,
    owner: lead.owner,
    submissionCount: lead.submission_count,
    createdAt: lead.created_at,
    updatedAt: lead.updated_at,
    locale: personLocale(lead.locale),
  };
}

function parsedPayload(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The exact words a version names for this kind of lead (@alpora/shared/consent-notices), in the
 * language the person read them, and that language for staff; nulls when no notice has it.
 */
function noticeWords(
  purpose: ConsentNoticePurpose,
  kind: LeadKind,
  version: unknown,
): { text: string | null; locale: Locale | null } {
  const notice = typeof version === 'string' ? findConsentNotice(purpose, kind, version) : undefined;
  return notice ? { text: consentNoticeText(notice), locale: notice.locale } : { text: null, locale: null };
}

function detail({ lead, submissions, mails, activity }: LeadRecord) {
  const kind = lead.kind as LeadKind;
  const agreed = noticeWords('lead', kind, lead.consent_version);
  return {
    ...listItem(lead),
    firstName: lead.first_name,
    lastName: lead.last_name,
    persona: lead.persona,
    selectedPlan: lead.selected_plan,
    role: lead.role,
    aumBand: lead.aum_band,
    useCase: lead.use_case,
    monthlyVolume: lead.monthly_volume,
    timeline: lead.timeline,
    infrastructure: lead.infrastructure,
    message: lead.message,
    consent: {
      version: lead.consent_version,
      at: lead.consented_at,
      page: lead.consent_page,
      text: agreed.text,
      textLocale: agreed.locale,
    },
    referrer: lead.referrer,
    statusChangedAt: lead.status_changed_at,
    submissions: submissions.map((row) => {
      const payload = parsedPayload(row.payload);
      const consent = noticeWords('lead', kind, payload?.consentVersion);
      const updates =
        payload?.updates === false
          ? { text: null, locale: null }
          : noticeWords('updates', kind, payload?.updatesConsentVersion);
      return {
        clientId: row.client_id,
        receivedAt: row.received_at,
        payload,
        consentText: consent.text,
        consentLocale: consent.locale,
        updatesText: updates.text,
        updatesLocale: updates.locale,
      };
    }),
    mails: mails.map((mail) => ({
      template: mail.template,
      category: mail.category,
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.last_error,
      createdAt: mail.created_at,
      nextAttemptAt: mail.next_attempt_at,
      sentAt: mail.sent_at,
    })),
    activity: activity.map((entry) => ({
      actorName: entry.actor_name,
      fromStatus: entry.from_status,
      toStatus: entry.to_status,
      owner: entry.owner,
      note: entry.note,
      at: entry.created_at,
    })),
  };
}

const REFUSAL_STATUS = {
  status_move_refused: 409,
  changed_meanwhile: 409,
  unchanged: 409,
  not_team_member: 422,
} as const;

export function adminLeadRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const staff = { ...restrictTo(deps, 'staff'), tags: ['Back office'] };

  const list = createRoute({
    ...staff,
    method: 'get',
    path: '/admin/leads',
    summary: 'Leads of every form, filtered, newest first, 50 a page with the total of the filter',
    request: { query: leadInboxQuerySchema },
    responses: { 200: jsonContent(leadInboxPageSchema, 'One page of leads'), ...errorResponses(401, 403, 422) },
  });
  const exportCsv = createRoute({
    ...staff,
    method: 'get',
    path: '/admin/leads/export.csv',
    summary: 'The filtered leads as CSV, oldest first, the columns of cli leads-export',
    description: `At most ${LEAD_EXPORT_MAX_ROWS.toLocaleString('en')} leads; a filter matching more answers 422.`,
    request: { query: leadExportQuerySchema },
    responses: {
      200: { description: 'CSV, UTF-8 with a byte order mark', content: { 'text/csv': { schema: z.string() } } },
      ...errorResponses(401, 403, 422),
    },
  });
  const show = createRoute({
    ...staff,
    method: 'get',
    path: '/admin/leads/{id}',
    summary: 'One lead: every field, its submissions, consent, campaign, mails and pipeline history',
    request: { params: leadIdParamSchema },
    responses: { 200: jsonContent(leadDetailSchema, 'The lead'), ...errorResponses(401, 403, 404, 422) },
  });
  const update = createRoute({
    ...staff,
    method: 'patch',
    path: '/admin/leads/{id}',
    summary: 'Move a lead in the pipeline, change its owner, or note what happened',
    description:
      'Moves forward while open (new, contacted, qualified), closes from any open status (won, lost, spam), reopens won or lost to contacted and spam to new; any other move answers 409.',
    request: { params: leadIdParamSchema, body: jsonBody(leadUpdateSchema) },
    responses: {
      200: jsonContent(leadDetailSchema, 'The lead as it is now'),
      ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409),
    },
  });
  const team = createRoute({
    ...staff,
    method: 'get',
    path: '/admin/team',
    summary: 'The staff accounts that may own a lead (admins and sales, not suspended)',
    responses: { 200: jsonContent(teamSchema, 'The team, by username'), ...errorResponses(401, 403) },
  });

  return createRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const query = c.req.valid('query');
      const after = query.cursor === undefined ? null : decodeLeadCursor(query.cursor);
      if (query.cursor !== undefined && !after) {
        throw new ApiError(422, 'validation_failed', 'Some fields are missing or invalid.', {
          fields: { cursor: 'Use the nextCursor of the previous page.' },
        });
      }
      const page = await leadInboxPage(db, inboxFilter(query), { after, limit: query.limit ?? LEAD_PAGE_SIZE });
      // The ids shown, so the log can answer who of the team saw a person's lead in a list.
      const detail = {
        ...withoutSearchText(filterDetail(query)),
        shown: page.rows.map((row) => row.public_id),
        total: page.total,
      };
      await recordAudit(db, staffActor(c), { action: 'leads.list', subjectType: 'lead', detail }, clock.now());
      return c.json(
        {
          leads: page.rows.map(listItem),
          total: page.total,
          nextCursor: page.next ? encodeLeadCursor(page.next) : null,
        },
        200,
      );
    })
    .openapi(exportCsv, async (c) => {
      const query = c.req.valid('query');
      const filter = inboxFilter(query);
      const total = await countInboxLeads(db, filter);
      if (total > LEAD_EXPORT_MAX_ROWS) {
        throw new ApiError(
          422,
          'export_too_large',
          `${total.toLocaleString('en')} leads match; an export holds at most ${LEAD_EXPORT_MAX_ROWS.toLocaleString('en')}. Narrow the filters, for example by days.`,
        );
      }
      const rows = await leadsForExport(db, filter, LEAD_EXPORT_MAX_ROWS);
      const now = clock.now();
      const detail = { ...withoutSearchText(filterDetail(query)), rows: rows.length };
      await recordAudit(db, staffActor(c), { action: 'leads.export', subjectType: 'lead', detail }, now);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="alpora-leads-${now.toISOString().slice(0, 10)}.csv"`);
      return c.body(leadsCsv(rows), 200);
    })
    .openapi(show, async (c) => {
      const { id } = c.req.valid('param');
      const record = await findLeadRecord(db, id);
      if (!record) throw new ApiError(404, 'not_found', NOT_FOUND);
      await recordAudit(db, staffActor(c), { action: 'lead.view', subjectType: 'lead', subjectId: id }, clock.now());
      return c.json(detail(record), 200);
    })
    .openapi(update, async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const record = await findLeadRecord(db, id);
      if (!record) throw new ApiError(404, 'not_found', NOT_FOUND);
      try {
        await updateLead(db, record.lead, change, staffActor(c), clock.now());
      } catch (error) {
        if (!(error instanceof LeadUpdateRefused)) throw error;
        const status = REFUSAL_STATUS[error.code];
        const fields = error.code === 'not_team_member' ? { ownerUserId: error.message } : undefined;
        throw new ApiError(status, error.code, error.message, fields ? { fields } : {});
      }
      const updated = await findLeadRecord(db, id);
      if (!updated) throw new ApiError(404, 'not_found', NOT_FOUND);
      return c.json(detail(updated), 200);
    })
    .openapi(team, async (c) => c.json({ members: await listTeam(db) }, 200));
}
