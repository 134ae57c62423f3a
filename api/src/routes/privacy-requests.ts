/**
 * The privacy request form and its link (docs/privacy.md#requests). POST an address and a kind
 * (access or erasure), and a link to confirm is mailed to it: the answer is 202
 * `{ status: 'confirmation-sent' }` for every valid request, whether the address is known or
 * not, past its daily cap or not, and for a bot that filled the honeypot, so the form never
 * tells whether we hold anything about an address. The link's page POSTs its token to confirm
 * (the request is then answered at once: ./privacy/request-answer.ts) and to download an access
 * answer until the link expires. A link no request has answers 404, an expired one 410.
 *
 * @example await app.request('/api/privacy-requests', postJson({ email: 'ada@example.com', kind: 'erasure' }))
 */
import {
  PRIVACY_LINK_DAYS,
  privacyExportRequestSchema,
  privacyRequestAcceptedSchema,
  privacyRequestSchema,
  privacyRequestViewSchema,
  privacyTokenSchema,
} from '@alpora/shared/schemas/privacy-requests';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { ApiError } from '#api/http/errors.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { createRouter } from '#api/http/router.ts';
import { accessExportDocument, accessExportFile } from '#api/privacy/access-export.ts';
import { mailbox } from '#api/privacy/address-match.ts';
import { readMailboxData } from '#api/privacy/mailbox-data.ts';
import { privacyMailSettings } from '#api/privacy/request-answer.ts';
import { confirmByLink, type LinkRefusal, requestByWeb, requestOfLink } from '#api/privacy/request-intake.ts';
import { privacyRequestView } from '#api/privacy/request-views.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent } from './openapi-parts.ts';

const CONFIRMATION_SENT = { status: 'confirmation-sent' } as const;

const LINK_ERRORS = {
  404: jsonContent(
    z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
    'No request has this link (a mistyped or shortened link)',
  ),
  410: jsonContent(
    z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
    `The link expired (${PRIVACY_LINK_DAYS} days after it was mailed)`,
  ),
};

/** The error of a link that does nothing, in words the person can act on. */
function linkError(refusal: LinkRefusal): ApiError {
  return refusal === 'expired'
    ? new ApiError(
        410,
        'link_expired',
        `This link has expired: links work for ${PRIVACY_LINK_DAYS} days. Make a new request on the privacy request page.`,
      )
    : new ApiError(404, 'not_found', 'This link is not valid. Open the link from the email exactly as it was sent.');
}

export function privacyRequestRoutes({ db, clock, config, logger, rateCounters, kickMailSender }: AppDeps) {
  const settings = privacyMailSettings(config);

  const postRequest = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/privacy-requests',
    tags: ['Privacy'],
    summary: 'Ask to see or erase what is held about an address (a link to confirm is mailed to it)',
    // Before validation, so that a flood of invalid bodies is limited too; the forms' limit.
    middleware: [
      rateLimit({
        name: 'privacy-request',
        limit: config.LEADS_RATE_LIMIT,
        windowMs: config.LEADS_RATE_WINDOW_SECONDS * 1000,
        clock,
        counters: rateCounters,
      }),
    ],
    request: { body: jsonBody(privacyRequestSchema, 'The address and what to do with its data.') },
    responses: {
      202: jsonContent(
        privacyRequestAcceptedSchema,
        'Accepted: a link to confirm is mailed, known address or not (at most 3 requests a day per address)',
      ),
      ...errorResponses(...BODY_ERRORS, 429, 503),
    },
  });

  const postConfirm = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/privacy-requests/confirm',
    tags: ['Privacy'],
    summary: "Confirm a request with its link's token; it is answered at once. Again later: the request as it is",
    request: { body: jsonBody(privacyTokenSchema, 'The token of the mailed link.') },
    responses: {
      200: jsonContent(privacyRequestViewSchema, 'The request: answered, or open for an administrator'),
      ...LINK_ERRORS,
      ...errorResponses(...BODY_ERRORS, 503),
    },
  });

  const postExport = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/privacy-requests/export',
    tags: ['Privacy'],
    summary: 'Download the answer to an access request, as JSON or CSV, until its link expires',
    request: { body: jsonBody(privacyExportRequestSchema, 'The token of the link and the format.') },
    responses: {
      200: {
        description: 'The file (`Content-Disposition: attachment; filename="privacy-export-<date>.json|csv"`)',
        content: { 'application/json': { schema: z.object({}) }, 'text/csv': { schema: z.string() } },
      },
      409: jsonContent(
        z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
        'Not an answered access request',
      ),
      ...LINK_ERRORS,
      ...errorResponses(...BODY_ERRORS),
    },
  });

  return createRouter()
    .openapi(postRequest, async (c) => {
      const request = c.req.valid('json');
      if (request.website) {
        // Honeypot filled: a bot. It gets the answer a person would, and nothing is stored.
        logger.info('privacy request honeypot', { requestId: c.get('requestId') });
        return c.json(CONFIRMATION_SENT, 202);
      }
      const now = clock.now();
      const outcome = await db
        .transaction()
        .execute((trx) =>
          requestByWeb(trx, { email: request.email, kind: request.kind, locale: request.locale }, settings, now),
        );
      // For operators only: never the address; the answer is the same for every outcome.
      logger.info('privacy request made', { requestId: c.get('requestId'), kind: request.kind, outcome });
      if (outcome === 'confirmation-queued') kickMailSender?.();
      return c.json(CONFIRMATION_SENT, 202);
    })
    .openapi(postConfirm, async (c) => {
      const { token } = c.req.valid('json');
      const now = clock.now();
      const row = await db.transaction().execute((trx) => confirmByLink(trx, token, settings, now));
      if (typeof row === 'string') throw linkError(row);
      logger.info('privacy request followed', { requestId: c.get('requestId'), kind: row.kind, status: row.status });
      kickMailSender?.();
      return c.json(privacyRequestView(row), 200);
    })
    .openapi(postExport, async (c) => {
      const { token, format } = c.req.valid('json');
      const now = clock.now();
      const row = await requestOfLink(db, token, now);
      if (typeof row === 'string') throw linkError(row);
      if (row.kind !== 'access' || row.status !== 'completed') {
        throw new ApiError(
          409,
          'not_answered',
          row.kind === 'access'
            ? 'This request is not answered yet: the file can be downloaded once it is.'
            : 'This link belongs to a request to erase data: there is nothing to download.',
        );
      }
      const data = await readMailboxData(db, mailbox(row.email));
      const file = accessExportFile(accessExportDocument(data, row.email, now), format);
      c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
      return c.body(file.body, 200, { 'Content-Type': file.contentType });
    });
}
