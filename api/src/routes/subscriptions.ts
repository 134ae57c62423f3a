/**
 * The status page's subscribe form (docs/product.md#email-subscriptions): POST an address and
 * the consent record, and a confirmation mail is on its way. The answer is 202
 * `{ status: 'confirmation-sent' }` for every valid request: a new address, a pending, confirmed
 * or withdrawn one, one past the daily cap of confirmation mails, and a bot that filled the
 * honeypot alike, so the form never tells whether an address is known (docs/decisions.md §75).
 */
import { statusSubscriptionSchema, subscriptionResponseSchema } from '@alpora/shared/schemas/subscriptions';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { createRouter } from '#api/http/router.ts';
import { requestSubscription, subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent } from './openapi-parts.ts';

const CONFIRMATION_SENT = { status: 'confirmation-sent' } as const;

export function subscriptionRoutes({ db, clock, config, logger, rateCounters, kickMailSender }: AppDeps) {
  const postStatusSubscription = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/status/subscriptions',
    tags: ['Status'],
    summary: 'Subscribe an address to incident mails (double opt-in: a confirmation link is mailed)',
    // Before validation, so that a flood of invalid bodies is limited too; the same limit as the lead forms.
    middleware: [
      rateLimit({
        name: 'subscription',
        limit: config.LEADS_RATE_LIMIT,
        windowMs: config.LEADS_RATE_WINDOW_SECONDS * 1000,
        clock,
        counters: rateCounters,
      }),
    ],
    request: { body: jsonBody(statusSubscriptionSchema, 'The address and the consent record of the form.') },
    responses: {
      202: jsonContent(
        subscriptionResponseSchema,
        'Accepted: a confirmation (or, for a confirmed address, an "already subscribed" note) is mailed, at most 3 a day per address',
      ),
      ...errorResponses(...BODY_ERRORS, 429, 503),
    },
  });
  const settings = subscriptionMailSettings(config);

  return createRouter().openapi(postStatusSubscription, async (c) => {
    const request = c.req.valid('json');
    if (request.website) {
      // Honeypot filled: a bot. It gets the answer a person would, and nothing is stored.
      logger.info('subscription honeypot', { requestId: c.get('requestId') });
      return c.json(CONFIRMATION_SENT, 202);
    }
    const now = clock.now();
    const outcome = await db.transaction().execute((trx) =>
      requestSubscription(
        trx,
        {
          email: request.email,
          list: 'status',
          consentVersion: request.consentVersion,
          page: request.page,
          requestedAt: request.ts ? new Date(request.ts) : now,
          locale: request.locale,
        },
        settings,
        now,
      ),
    );
    // For operators only: the address is not logged, and the answer is the same for every outcome.
    logger.info('subscription requested', { requestId: c.get('requestId'), list: 'status', outcome });
    if (outcome === 'confirmation-queued' || outcome === 'already-subscribed-queued') kickMailSender?.();
    return c.json(CONFIRMATION_SENT, 202);
  });
}
