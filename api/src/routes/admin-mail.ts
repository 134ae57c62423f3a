/**
 * /admin#mail (docs/back-office.md#mail): administrators read the outbox, newest first, by
 * state, template and recipient; open one mail (its props, rendered subject and text, and its
 * attempts, never its link's token), which the audit log records as a view of the recipient's
 * data; and resend a mail that failed (../back-office/mail-resend.ts says which can be).
 */
import {
  mailDetailSchema,
  mailIdParamSchema,
  mailListQuerySchema,
  mailListSchema,
  mailResentSchema,
} from '@alpora/shared/schemas/admin-mail';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { recordAudit, staffActor } from '#api/back-office/audit.ts';
import { MailResendRefused, resendMail } from '#api/back-office/mail-resend.ts';
import { mailDetail, mailSummary } from '#api/back-office/mail-view.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { productRenderer } from '#api/mail/render.ts';
import { withoutSearchText } from '#api/privacy/audited-search.ts';
import { findMail, listMailPage } from '#api/repositories/mail-outbox.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

/** Mails per page of the list. */
export const MAIL_PAGE_SIZE = 50;

const notFound = { 404: { ...errorResponses(404)[404], description: 'No mail has this id' } } as const;

export function adminMailRoutes(deps: AppDeps) {
  const { db, clock, kickMailSender } = deps;
  const admin = { ...restrictTo(deps, 'admin'), tags: ['Back office'] };

  const list = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/mail',
    summary: 'The mail outbox, newest first, 50 mails a page, by state, template and recipient',
    request: { query: mailListQuerySchema },
    responses: { 200: jsonContent(mailListSchema, 'One page of mails'), ...errorResponses(401, 403, 422) },
  });
  const detail = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/mail/{id}',
    summary: "One mail's props, rendered subject and text, and delivery attempts; recorded in the audit log",
    description: "A link's token is never shown: its value reads `[hidden]`.",
    request: { params: mailIdParamSchema },
    responses: {
      200: jsonContent(mailDetailSchema, 'The mail'),
      ...errorResponses(401, 403, 422),
      ...notFound,
    },
  });
  const resend = createRoute({
    ...admin,
    method: 'post',
    path: '/admin/mail/{id}/resend',
    summary: 'Queue a failed mail again, with its Message-ID, to send now',
    description:
      'Only a mail that failed, and has no single-use link, can be resent; a sent, cancelled or queued mail answers 409 with the reason.',
    request: { params: mailIdParamSchema, body: jsonBody(z.object({}).describe('Nothing')) },
    responses: {
      200: jsonContent(mailResentSchema, 'The mail, queued'),
      ...errorResponses(...BODY_ERRORS, 401, 403),
      ...notFound,
      409: { ...errorResponses(409)[409], description: 'This mail cannot be resent; the message says why' },
    },
  });

  return createRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const { status, template, q, before } = c.req.valid('query');
      const page = await listMailPage(
        db,
        { status, template, recipient: q || undefined },
        { before: before === undefined ? undefined : Number(before), limit: MAIL_PAGE_SIZE },
      );
      // A list shows recipients' addresses: recorded like every staff view of a person's data.
      const filters = Object.fromEntries(Object.entries({ status, template, q, before }).filter(([, v]) => v));
      const entry = {
        action: 'mail.list',
        subjectType: 'mail',
        detail: { ...withoutSearchText(filters), shown: page.rows.map((row) => row.id) },
      } as const;
      await recordAudit(db, staffActor(c), entry, clock.now());
      return c.json({ mails: page.rows.map(mailSummary), nextBefore: page.nextBefore }, 200);
    })
    .openapi(detail, async (c) => {
      const id = Number(c.req.valid('param').id);
      const mail = await findMail(db, id);
      if (!mail) throw new ApiError(404, 'not_found', `No mail ${id}.`);
      const shown = await mailDetail(db, mail, productRenderer);
      // A mail's content is its recipient's data: the view is recorded before the answer leaves.
      const entry = {
        action: 'mail.view',
        subjectType: 'mail',
        subjectId: String(id),
        detail: { template: mail.template },
      } as const;
      await recordAudit(db, staffActor(c), entry, clock.now());
      return c.json({ mail: shown }, 200);
    })
    .openapi(resend, async (c) => {
      const id = Number(c.req.valid('param').id);
      try {
        const mail = await resendMail(db, staffActor(c), id, clock.now());
        kickMailSender?.();
        return c.json({ mail: mailSummary(mail) }, 200);
      } catch (error) {
        if (!(error instanceof MailResendRefused)) throw error;
        throw new ApiError(error.code === 'not_found' ? 404 : 409, error.code, error.message);
      }
    });
}
