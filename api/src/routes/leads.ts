/**
 * Lead capture (docs/product.md#leads). Every form of the site posts here with its kind; the
 * payload is validated with the shared schema, rate limited per IP, and stored once per email
 * and kind. A new lead and an update answer alike, 201 `accepted` with the submission's own
 * client id, so the answer never tells whether an address was known (docs/decisions.md §80); a
 * retry with the same client id changes nothing and answers 200 `replayed`. The original
 * waitlist payload, without a kind, is accepted too (docs/decisions.md §34). A design-partner
 * application after its cohort started answers 409 (docs/decisions.md §281).
 */
import { DESIGN_PARTNER_COHORT, recruitingProblem } from '@alpora/shared/design-partner-cohort';
import { dayText } from '@alpora/shared/periods';
import { leadPayloadSchema } from '@alpora/shared/schemas/lead-payload';
import { DEMO_LENGTH_MINUTES, demoBookingSchema, leadResponseSchema } from '@alpora/shared/schemas/leads';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { ApiError } from '#api/http/errors.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { createRouter } from '#api/http/router.ts';
import { leadMailSettings } from '#api/repositories/lead-mails.ts';
import { createLeadWriter } from '#api/repositories/lead-writer.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent } from './openapi-parts.ts';

/**
 * A design-partner application is for the cohort the site recruits for; from its first day that
 * cohort takes no more (docs/decisions.md §281). The contact form stays open to anyone who
 * wants to talk about the next one.
 */
function refuseOnceStarted(now: Date): void {
  if (recruitingProblem(DESIGN_PARTNER_COHORT, now) === undefined) return;
  throw new ApiError(
    409,
    'cohort_started',
    `Applications for the ${DESIGN_PARTNER_COHORT.name} design-partner cohort closed when it started on ${dayText(DESIGN_PARTNER_COHORT.starts)}. Write to us through the contact form to hear about the next one.`,
  );
}

const getDemoBooking = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/leads/demo-booking',
  tags: ['Leads'],
  summary: 'How a demo is booked: the configured calendar page and mailbox',
  responses: { 200: jsonContent(demoBookingSchema, 'Booking details') },
});

export function leadRoutes({ db, clock, config, logger, rateCounters, kickMailSender }: AppDeps) {
  const postLead = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/leads',
    tags: ['Leads'],
    summary: 'Submit a lead (waitlist, one-pager, plan, demo, contact, design partner)',
    // Before validation, so that a flood of invalid bodies is limited too.
    middleware: [
      rateLimit({
        name: 'form',
        limit: config.LEADS_RATE_LIMIT,
        windowMs: config.LEADS_RATE_WINDOW_SECONDS * 1000,
        clock,
        counters: rateCounters,
      }),
    ],
    request: {
      body: jsonBody(
        leadPayloadSchema,
        'A lead of any kind; the original waitlist payload without `kind` is accepted too.',
      ),
    },
    responses: {
      201: jsonContent(
        leadResponseSchema,
        'Stored (accepted), as a new lead or as an update of the lead with the same email and kind: the answer is the same',
      ),
      200: jsonContent(
        leadResponseSchema,
        'A retry of a stored submission, the same client id (replayed): nothing changed',
      ),
      ...errorResponses(...BODY_ERRORS, 429, 503),
      409: {
        ...errorResponses(409)[409],
        description: 'A design-partner application after the cohort started: applications are closed',
      },
    },
  });
  // Submissions arriving together share one commit; each is answered once it is stored, with
  // the mails it causes queued in the same commit (docs/decisions.md §70).
  const writer = createLeadWriter(db, { mail: leadMailSettings(config), kickMailSender });

  return createRouter()
    .openapi(postLead, async (c) => {
      const lead = c.req.valid('json');
      if (lead.website) {
        // Honeypot filled: a bot. It gets the answer a person would, and nothing is stored.
        logger.info('lead honeypot', { requestId: c.get('requestId'), kind: lead.kind });
        return c.json({ id: lead.clientId, outcome: 'accepted' as const }, 201);
      }
      const now = clock.now();
      if (lead.kind === 'design-partner') refuseOnceStarted(now);
      const result = await writer.save(lead, now);
      return c.json(result, result.outcome === 'accepted' ? 201 : 200);
    })
    .openapi(getDemoBooking, (c) =>
      c.json(
        {
          bookingUrl: config.DEMO_BOOKING_URL ?? null,
          contactEmail: config.DEMO_CONTACT_EMAIL,
          minutes: DEMO_LENGTH_MINUTES,
        },
        200,
      ),
    );
}
