/**
 * Demo booking for visitors (docs/back-office.md#demo-booking): the free 20-minute slots, booking
 * one (rate limited like every form), and the manage link's page: show, cancel or move the
 * booking. The link's token is the only authority, sent in the body so it never lands in a log.
 * A slot someone else took first answers 409 with the slots still free (docs/decisions.md §167).
 */
import {
  bookingResponseSchema,
  DEMO_SLOT_MINUTES,
  DEMO_TIME_ZONE,
  demoBookingRequestSchema,
  managedBookingSchema,
  manageRequestSchema,
  rescheduleRequestSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  slotTakenSchema,
} from '@alpora/shared/schemas/demo-booking';
import { knownConsentNotices } from '@alpora/shared/schemas/known-consent-notices';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { bookingMailSettings } from '#api/demo/booking-mails.ts';
import { bookedDemo, demoBookings, SlotTaken } from '#api/demo/demo-bookings.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { createRouter } from '#api/http/router.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent } from './openapi-parts.ts';

const tags = ['Demo booking'];

function slotTaken(c: Context, error: SlotTaken) {
  return c.json({ error: { code: 'slot_taken' as const, message: error.message }, slots: error.slots }, 409);
}

export function demoBookingRoutes(deps: AppDeps) {
  const { db, clock, config, rateCounters, kickMailSender, logger } = deps;
  const bookings = demoBookings({ db, clock, settings: bookingMailSettings(config), kickMailSender });

  const listSlots = createRoute({
    ...access('anonymous'),
    method: 'get',
    path: '/demo/slots',
    tags,
    summary: 'The free 20-minute demo slots of the next 14 days, as UTC instants',
    request: { query: slotsQuerySchema },
    responses: { 200: jsonContent(slotsResponseSchema, 'Free slots, soonest first'), ...errorResponses(422) },
  });
  const book = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/demo/bookings',
    tags,
    summary: 'Book a free slot: stores a demo lead and holds the slot; mails both sides an invitation',
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
        demoBookingRequestSchema.superRefine((request, ctx) => knownConsentNotices({ kind: 'demo', ...request }, ctx)),
      ),
    },
    responses: {
      201: jsonContent(bookingResponseSchema, 'Booked'),
      200: jsonContent(bookingResponseSchema, 'A retry of a stored booking, the same client id: nothing changed'),
      409: jsonContent(slotTakenSchema, 'Another visitor took this slot first; the slots still free'),
      ...errorResponses(...BODY_ERRORS, 429, 503),
    },
  });
  const view = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/demo/manage',
    tags,
    summary: "The booking a manage link's token opens",
    request: { body: jsonBody(manageRequestSchema) },
    responses: { 200: jsonContent(managedBookingSchema, 'The booking'), ...errorResponses(...BODY_ERRORS, 404) },
  });
  const cancel = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/demo/manage/cancel',
    tags,
    summary: 'Cancel the booking of a manage link; the slot is free again',
    request: { body: jsonBody(manageRequestSchema) },
    responses: {
      200: jsonContent(managedBookingSchema, 'Cancelled (or it already was)'),
      ...errorResponses(...BODY_ERRORS, 404, 409, 503),
    },
  });
  const reschedule = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/demo/manage/reschedule',
    tags,
    summary: 'Move the booking of a manage link to another free slot; the old slot is free again',
    request: { body: jsonBody(rescheduleRequestSchema) },
    responses: {
      200: jsonContent(managedBookingSchema, 'Moved'),
      409: jsonContent(slotTakenSchema, 'Another visitor took this slot first, or the booking can no longer move'),
      ...errorResponses(...BODY_ERRORS, 404, 503),
    },
  });

  return createRouter()
    .openapi(listSlots, async (c) => {
      const { from } = c.req.valid('query');
      const slots = await bookings.slots(from ? new Date(from) : undefined);
      return c.json({ timeZone: DEMO_TIME_ZONE, minutes: DEMO_SLOT_MINUTES, slots }, 200);
    })
    .openapi(book, async (c) => {
      const request = c.req.valid('json');
      if (request.website) {
        // Honeypot filled: a bot gets the answer a person would, and nothing is stored or held.
        logger.info('demo booking honeypot', { requestId: c.get('requestId') });
        const end = new Date(Date.parse(request.start) + DEMO_SLOT_MINUTES * 60_000).toISOString();
        const booking = { id: request.clientId, start: request.start, end, status: 'booked' as const };
        return c.json(
          {
            booking: { ...booking, name: request.name, company: request.company ?? null, timeZone: request.timeZone },
            outcome: 'booked' as const,
          },
          201,
        );
      }
      try {
        const { row, outcome } = await bookings.book(request);
        return c.json({ booking: bookedDemo(row), outcome }, outcome === 'booked' ? 201 : 200);
      } catch (error) {
        if (error instanceof SlotTaken) return slotTaken(c, error);
        throw error;
      }
    })
    .openapi(view, async (c) => c.json({ booking: bookedDemo(await bookings.view(c.req.valid('json').token)) }, 200))
    .openapi(cancel, async (c) =>
      c.json({ booking: bookedDemo(await bookings.cancel(c.req.valid('json').token)) }, 200),
    )
    .openapi(reschedule, async (c) => {
      const { token, start } = c.req.valid('json');
      try {
        return c.json({ booking: bookedDemo(await bookings.reschedule(token, start)) }, 200);
      } catch (error) {
        if (error instanceof SlotTaken) return slotTaken(c, error);
        throw error;
      }
    });
}
