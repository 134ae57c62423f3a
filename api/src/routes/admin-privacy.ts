/**
 * Privacy requests in the back office (docs/back-office.md#privacy-requests): the queue with
 * due dates (open ones first, soonest due first), recording a request that came by email or
 * post, answering one (access: its outcome and a download link mailed; erasure: carried out),
 * declining one with the reason the person is mailed, and the export of an address's data.
 * Administrators only; every list, action and export is an audit entry that names the request
 * by id, never the address.
 *
 * @example await app.request('/api/admin/privacy-requests?status=open', bearer(admin.token))
 */
import {
  PRIVACY_EXPORT_FORMATS,
  privacyDeclineSchema,
  privacyQueuePageSchema,
  privacyQueueQuerySchema,
  privacyRequestIdParamSchema,
  privacyRequestItemSchema,
  staffPrivacyRequestSchema,
} from '@alpora/shared/schemas/privacy-requests';
import { createRoute, z } from '@hono/zod-openapi';
import type { Transaction } from 'kysely';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { type AuditAction, type AuditActor, recordAudit, staffActor } from '#api/back-office/audit.ts';
import type { Database, PrivacyRequestRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { accessExportDocument, accessExportFile } from '#api/privacy/access-export.ts';
import { mailbox } from '#api/privacy/address-match.ts';
import { readMailboxData } from '#api/privacy/mailbox-data.ts';
import {
  answerPrivacyRequest,
  declinePrivacyRequest,
  PrivacyRequestRefused,
  privacyMailSettings,
} from '#api/privacy/request-answer.ts';
import { dayStart, recordStaffRequest } from '#api/privacy/request-intake.ts';
import { privacyRequestItem } from '#api/privacy/request-views.ts';
import { findPrivacyRequest, openPrivacyRequestCounts, privacyQueuePage } from '#api/repositories/privacy-requests.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

const exportQuerySchema = z.object({
  format: z.enum(PRIVACY_EXPORT_FORMATS, { error: 'Choose json or csv.' }).default('json'),
});

const NOT_FOUND = 'No privacy request has this id.';

function refusal(error: unknown): never {
  if (error instanceof PrivacyRequestRefused) {
    throw new ApiError(error.code === 'not_found' ? 404 : 409, error.code, error.message);
  }
  throw error;
}

export function adminPrivacyRoutes(deps: AppDeps) {
  const { db, clock, logger, kickMailSender } = deps;
  const settings = privacyMailSettings(deps.config);
  const admin = { ...restrictTo(deps, 'admin'), tags: ['Back office'] };

  const list = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/privacy-requests',
    summary: 'Privacy requests: open ones first, soonest due first, then the rest newest first; 50 a page',
    request: { query: privacyQueueQuerySchema },
    responses: { 200: jsonContent(privacyQueuePageSchema, 'One page of the queue'), ...errorResponses(401, 403, 422) },
  });
  const record = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/privacy-requests',
    summary: 'Record a request that came by email or post; it is due 30 days after the day it arrived',
    request: { body: jsonBody(staffPrivacyRequestSchema) },
    responses: {
      201: jsonContent(privacyRequestItemSchema, 'Recorded, open'),
      ...errorResponses(...BODY_ERRORS, 401, 403),
    },
  });
  const complete = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/privacy-requests/{id}/complete',
    summary: 'Answer an open request: access mails a download link, erasure erases at once',
    request: { params: privacyRequestIdParamSchema },
    responses: {
      200: jsonContent(privacyRequestItemSchema, 'Answered'),
      ...errorResponses(401, 403, 404, 409, 422),
    },
  });
  const decline = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/privacy-requests/{id}/decline',
    summary: 'Decline an open request; the person is mailed the note as the reason',
    request: { params: privacyRequestIdParamSchema, body: jsonBody(privacyDeclineSchema) },
    responses: {
      200: jsonContent(privacyRequestItemSchema, 'Declined'),
      ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409),
    },
  });
  const exportFile = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/privacy-requests/{id}/export',
    summary: "Everything held about a request's address now, as JSON or CSV; the export is itself recorded",
    request: { params: privacyRequestIdParamSchema, query: exportQuerySchema },
    responses: {
      200: {
        description: 'The file (`Content-Disposition: attachment; filename="privacy-export-<date>.json|csv"`)',
        content: { 'application/json': { schema: z.object({}) }, 'text/csv': { schema: z.string() } },
      },
      ...errorResponses(401, 403, 404, 422),
    },
  });

  /**
   * Answers one request and records the answer in the audit log, in one transaction: an answer
   * is never without its entry. An unknown id answers 404; a request past answering, 409.
   */
  const answerAudited = (
    id: string,
    actor: AuditActor,
    now: Date,
    how: {
      action: AuditAction;
      answer: (trx: Transaction<Database>, request: PrivacyRequestRow) => Promise<PrivacyRequestRow>;
      detail: (answered: PrivacyRequestRow) => Record<string, unknown>;
    },
  ): Promise<PrivacyRequestRow> =>
    db
      .transaction()
      .execute(async (trx) => {
        const request = await findPrivacyRequest(trx, id);
        if (!request) throw new PrivacyRequestRefused('not_found', NOT_FOUND);
        const answered = await how.answer(trx, request);
        await recordAudit(
          trx,
          actor,
          { action: how.action, subjectType: 'privacy-request', subjectId: id, detail: how.detail(answered) },
          now,
        );
        return answered;
      })
      .catch(refusal);

  return createRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const { status, cursor } = c.req.valid('query');
      const now = clock.now();
      const offset = cursor === undefined ? 0 : Number(cursor);
      const [page, counts] = await Promise.all([
        privacyQueuePage(db, { status }, offset),
        openPrivacyRequestCounts(db, now),
      ]);
      await recordAudit(
        db,
        staffActor(c),
        {
          action: 'privacy-requests.list',
          subjectType: 'privacy-request',
          detail: { status: status ?? null, shown: page.rows.map((row) => row.id) },
        },
        now,
      );
      return c.json(
        {
          items: page.rows.map((row) => privacyRequestItem(row, now)),
          nextCursor: page.nextOffset === null ? null : String(page.nextOffset),
          ...counts,
        },
        200,
      );
    })
    .openapi(record, async (c) => {
      const input = c.req.valid('json');
      const now = clock.now();
      const receivedAt = dayStart(input.receivedOn);
      if (!receivedAt) {
        throw new ApiError(422, 'validation_failed', 'Some fields are missing or invalid.', {
          fields: { receivedOn: 'Use a real date like 2026-11-24.' },
        });
      }
      if (receivedAt > now) {
        throw new ApiError(422, 'validation_failed', 'Some fields are missing or invalid.', {
          fields: { receivedOn: 'The day it arrived cannot be in the future.' },
        });
      }
      const row = await db.transaction().execute(async (trx) => {
        const recorded = await recordStaffRequest(trx, input, receivedAt);
        await recordAudit(
          trx,
          staffActor(c),
          {
            action: 'privacy-request.record',
            subjectType: 'privacy-request',
            subjectId: recorded.id,
            detail: { kind: recorded.kind, channel: recorded.channel, receivedOn: input.receivedOn },
          },
          now,
        );
        return recorded;
      });
      return c.json(privacyRequestItem(row, now), 201);
    })
    .openapi(complete, async (c) => {
      const { id } = c.req.valid('param');
      const now = clock.now();
      const actor = staffActor(c);
      const row = await answerAudited(id, actor, now, {
        action: 'privacy-request.complete',
        answer: (trx, request) => answerPrivacyRequest(trx, request, { answerer: actor, settings }, now),
        detail: (answered) => ({
          kind: answered.kind,
          outcome: answered.outcome === null ? null : JSON.parse(answered.outcome),
        }),
      });
      logger.info('privacy request answered', { requestId: c.get('requestId'), kind: row.kind });
      kickMailSender?.();
      return c.json(privacyRequestItem(row, now), 200);
    })
    .openapi(decline, async (c) => {
      const { id } = c.req.valid('param');
      const { note } = c.req.valid('json');
      const now = clock.now();
      const actor = staffActor(c);
      const row = await answerAudited(id, actor, now, {
        action: 'privacy-request.decline',
        answer: (trx, request) => declinePrivacyRequest(trx, request, { answerer: actor, settings, reason: note }, now),
        detail: (declined) => ({ kind: declined.kind }),
      });
      kickMailSender?.();
      return c.json(privacyRequestItem(row, now), 200);
    })
    .openapi(exportFile, async (c) => {
      const { id } = c.req.valid('param');
      const { format } = c.req.valid('query');
      const now = clock.now();
      const request = await findPrivacyRequest(db, id);
      if (!request) throw new ApiError(404, 'not_found', NOT_FOUND);
      const data = await readMailboxData(db, mailbox(request.email));
      // Recorded before the file leaves.
      await recordAudit(
        db,
        staffActor(c),
        { action: 'privacy-request.export', subjectType: 'privacy-request', subjectId: id, detail: { format } },
        now,
      );
      const file = accessExportFile(accessExportDocument(data, request.email, now), format);
      c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
      return c.body(file.body, 200, { 'Content-Type': file.contentType });
    });
}
