/**
 * The demos section of the back office (docs/back-office.md#demo-booking): the team's weekly
 * hours and closed dates, shown with the Zurich public holidays that are always closed, and
 * replaced as a whole (audited `demo.availability`); and the upcoming bookings. A booking's
 * person is read in the leads inbox, whose detail view is audited; this list shows name,
 * company, time and status only, and is a staff view of people's data all the same: each
 * reading is audited (`demo-bookings.list`) with the leads it showed.
 */
import {
  DEMO_TIME_ZONE,
  demoAvailabilityResponseSchema,
  demoAvailabilitySchema,
  upcomingBookingsSchema,
} from '@alpora/shared/schemas/demo-booking';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { recordAudit, staffActor } from '#api/back-office/audit.ts';
import { bookedDemo } from '#api/demo/demo-bookings.ts';
import { wallClockOf } from '#api/demo/wall-clock.ts';
import { zurichHolidaysBetween } from '#api/demo/zurich-holidays.ts';
import { createRouter } from '#api/http/router.ts';
import { readDemoAvailability, replaceDemoAvailability } from '#api/repositories/demo-availability.ts';
import { listUpcomingDemoBookings } from '#api/repositories/demo-bookings.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

export function adminDemoRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const staff = { ...restrictTo(deps, 'staff'), tags: ['Back office'] };

  const getAvailability = createRoute({
    ...staff,
    method: 'get',
    path: '/admin/demo-availability',
    summary: "The team's weekly demo hours and closed dates (Europe/Zurich), with the coming year's holidays",
    responses: { 200: jsonContent(demoAvailabilityResponseSchema, 'The availability'), ...errorResponses(401, 403) },
  });
  const putAvailability = createRoute({
    ...staff,
    method: 'put',
    path: '/admin/demo-availability',
    summary: 'Replace the weekly demo hours and closed dates',
    request: { body: jsonBody(demoAvailabilitySchema) },
    responses: {
      200: jsonContent(demoAvailabilityResponseSchema, 'The availability now'),
      ...errorResponses(...BODY_ERRORS, 401, 403, 503),
    },
  });
  const listBookings = createRoute({
    ...staff,
    method: 'get',
    path: '/admin/demo-bookings',
    summary: 'Bookings whose demo has not ended yet, soonest first',
    responses: { 200: jsonContent(upcomingBookingsSchema, 'Upcoming bookings'), ...errorResponses(401, 403) },
  });

  async function availabilityNow() {
    const today = wallClockOf(clock.now(), DEMO_TIME_ZONE).date;
    const inAYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    return {
      ...(await readDemoAvailability(db)),
      timeZone: DEMO_TIME_ZONE,
      holidays: zurichHolidaysBetween(today, inAYear),
    };
  }

  return createRouter<AuthEnv>()
    .openapi(getAvailability, async (c) => c.json(await availabilityNow(), 200))
    .openapi(putAvailability, async (c) => {
      const availability = c.req.valid('json');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await replaceDemoAvailability(trx, availability);
        const detail = { ranges: availability.weekly.length, closedDates: availability.closed.map((d) => d.date) };
        await recordAudit(
          trx,
          staffActor(c),
          { action: 'demo.availability', subjectType: 'availability', detail },
          now,
        );
      });
      return c.json(await availabilityNow(), 200);
    })
    .openapi(listBookings, async (c) => {
      const now = clock.now();
      const rows = await listUpcomingDemoBookings(db, now);
      // The leads shown, so the log can answer who of the team saw a person's booking.
      const detail = { shown: rows.map((row) => row.lead_public_id) };
      await recordAudit(db, staffActor(c), { action: 'demo-bookings.list', subjectType: 'booking', detail }, now);
      return c.json({ bookings: rows.map((row) => ({ ...bookedDemo(row), leadId: row.lead_public_id })) }, 200);
    });
}
