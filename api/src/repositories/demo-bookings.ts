/**
 * Booked demos (docs/back-office.md#demo-booking). A booking holds its slot in `held_slot`,
 * which a unique index keeps to one active booking per slot on both engines; cancelling clears
 * it, so the slot is free again (docs/decisions.md §167). A write that meets the index throws
 * the engine's unique violation (db/write-conflict.ts), which the caller answers as a slot taken.
 *
 * @example const held = await heldSlotsBetween(db, earliest, latest);
 */
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import type { Kysely } from 'kysely';
import type { Database, DemoBookingRow } from '#api/db/schema.ts';

export interface NewDemoBooking {
  publicId: string;
  clientId: string;
  leadId: number | null;
  start: string;
  end: string;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  visitorTimeZone: string;
  manageTokenHash: string;
  /** The language of the page the booking was made on: the visitor's mails speak it. */
  locale?: Locale | undefined;
}

/** The start instants (ISO) active bookings hold in [from, until). */
export async function heldSlotsBetween(db: Kysely<Database>, from: Date, until: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('demo_bookings')
    .select('held_slot')
    .where('held_slot', 'is not', null)
    .where('held_slot', '>=', from.toISOString())
    .where('held_slot', '<', until.toISOString())
    .execute();
  return new Set(rows.map((row) => row.held_slot as string));
}

export async function insertDemoBooking(
  db: Kysely<Database>,
  booking: NewDemoBooking,
  now: Date,
): Promise<DemoBookingRow> {
  const time = now.toISOString();
  return db
    .insertInto('demo_bookings')
    .values({
      public_id: booking.publicId,
      client_id: booking.clientId,
      lead_id: booking.leadId,
      starts_at: booking.start,
      ends_at: booking.end,
      held_slot: booking.start,
      status: 'booked',
      name: booking.name,
      email: booking.email,
      company: booking.company,
      message: booking.message,
      visitor_time_zone: booking.visitorTimeZone,
      manage_token_hash: booking.manageTokenHash,
      locale: booking.locale ?? DEFAULT_LOCALE,
      created_at: time,
      updated_at: time,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findDemoBookingByClientId(db: Kysely<Database>, clientId: string) {
  return db.selectFrom('demo_bookings').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export function findDemoBookingByTokenHash(db: Kysely<Database>, hash: string) {
  return db.selectFrom('demo_bookings').selectAll().where('manage_token_hash', '=', hash).executeTakeFirst();
}

/** Moves an active booking to another slot; answers the moved row, or undefined when it is no longer active. */
export async function moveDemoBooking(
  db: Kysely<Database>,
  id: number,
  slot: { start: string; end: string },
  now: Date,
): Promise<DemoBookingRow | undefined> {
  return db
    .updateTable('demo_bookings')
    .set((eb) => ({
      starts_at: slot.start,
      ends_at: slot.end,
      held_slot: slot.start,
      sequence: eb('sequence', '+', 1),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .returningAll()
    .executeTakeFirst();
}

/** Cancels an active booking and frees its slot; answers the row, or undefined when it was not active. */
export async function cancelDemoBooking(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<DemoBookingRow | undefined> {
  const time = now.toISOString();
  return db
    .updateTable('demo_bookings')
    .set((eb) => ({
      status: 'cancelled',
      held_slot: null,
      sequence: eb('sequence', '+', 1),
      cancelled_at: time,
      updated_at: time,
    }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .returningAll()
    .executeTakeFirst();
}

/** Bookings whose demo has not ended yet, soonest first, cancelled ones included. */
export function listUpcomingDemoBookings(db: Kysely<Database>, now: Date, limit = 200) {
  return db
    .selectFrom('demo_bookings')
    .leftJoin('leads', 'leads.id', 'demo_bookings.lead_id')
    .selectAll('demo_bookings')
    .select('leads.public_id as lead_public_id')
    .where('demo_bookings.ends_at', '>', now.toISOString())
    .orderBy('demo_bookings.starts_at')
    .orderBy('demo_bookings.id')
    .limit(limit)
    .execute();
}
