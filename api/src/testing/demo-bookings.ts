/**
 * Demo booking for tests: the team's hours set straight in the database, and a valid booking
 * request for a slot, so each test states only the slot and what it changes.
 *
 * @example await openDemoHours(t); await t.app.request('/api/demo/bookings', postJson(bookingRequest(MONDAY_0900)));
 */
import { randomUUID } from 'node:crypto';
import type { WeeklyRange } from '@alpora/shared/schemas/demo-booking';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { replaceDemoAvailability } from '#api/repositories/demo-availability.ts';

/** Monday to Friday, 09:00 to 10:00 Zurich: three slots a day. */
export const WEEKDAY_MORNINGS: WeeklyRange[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  start: '09:00',
  end: '10:00',
}));

/** The first slots after the test clock (Friday 20 November 2026, 09:30Z): Monday 09:00, 09:20 Zurich. */
export const MONDAY_0900 = '2026-11-23T08:00:00.000Z';
export const MONDAY_0920 = '2026-11-23T08:20:00.000Z';

export async function openDemoHours(t: { db: Kysely<Database> }, weekly = WEEKDAY_MORNINGS): Promise<void> {
  await replaceDemoAvailability(t.db, { weekly, closed: [] });
}

export function bookingRequest(start: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientId: randomUUID(),
    consent: true,
    consentVersion: 'en-2025-07-23',
    page: '/',
    ts: '2026-11-20T09:29:58.000Z',
    utm_source: 'newsletter',
    utm_campaign: 'q4-launch',
    name: 'Grace Hopper',
    email: 'Grace@Example.com',
    company: 'Compilers Ltd',
    message: 'Risk limits, please.',
    timeZone: 'America/New_York',
    start,
    ...overrides,
  };
}
