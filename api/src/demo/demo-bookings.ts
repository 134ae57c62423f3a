/**
 * Booking a demo and what its manage link does (docs/back-office.md#demo-booking): the free
 * slots; a booking, which stores the 'demo' lead and holds the slot in one transaction; and
 * showing, moving or cancelling it with the link's token. Two visitors never hold one slot: the
 * slot's unique index decides, in whichever process either wrote (docs/decisions.md §167), and
 * the one who came second hears `SlotTaken` with the slots still free.
 *
 * @example const bookings = demoBookings(deps); const { row } = await bookings.book(request);
 */
import { type DemoBookingRequest, SLOT_TAKEN_MESSAGE, type Slot } from '@alpora/shared/schemas/demo-booking';
import type { Kysely } from 'kysely';
import type { Database, DemoBookingRow } from '#api/db/schema.ts';
import { isWriteConflict } from '#api/db/write-conflict.ts';
import { ApiError } from '#api/http/errors.ts';
import type { Clock } from '#api/lib/clock.ts';
import { linkTokenHash, newLinkToken } from '#api/mail/link-tokens.ts';
import { readDemoAvailability } from '#api/repositories/demo-availability.ts';
import {
  cancelDemoBooking,
  findDemoBookingByClientId,
  findDemoBookingByTokenHash,
  heldSlotsBetween,
  insertDemoBooking,
  moveDemoBooking,
} from '#api/repositories/demo-bookings.ts';
import { saveLeadInTransaction } from '#api/repositories/leads.ts';
import { type BookingMailSettings, enqueueBookingMails } from './booking-mails.ts';
import { bookingWindow, freeSlots, offeredSlots } from './free-slots.ts';

/** Another visitor holds the slot: answered 409 with the slots still free. */
export class SlotTaken extends Error {
  override name = 'SlotTaken';
  readonly slots: Slot[];
  constructor(slots: Slot[]) {
    super(SLOT_TAKEN_MESSAGE);
    this.slots = slots;
  }
}

/** A manage request the booking's state no longer admits. */
function closed(code: 'booking_cancelled' | 'booking_started', message: string): ApiError {
  return new ApiError(409, code, message);
}

function notOffered(): ApiError {
  return new ApiError(422, 'validation_failed', 'Some fields are missing or invalid.', {
    fields: { start: 'This time is not offered. Pick one of the times shown.' },
  });
}

interface DemoBookingDeps {
  db: Kysely<Database>;
  clock: Clock;
  settings: BookingMailSettings;
  kickMailSender?: (() => void) | undefined;
}

export function demoBookings({ db, clock, settings, kickMailSender }: DemoBookingDeps) {
  async function slots(from?: Date): Promise<Slot[]> {
    const now = clock.now();
    const { weekly, closed: closedDates } = await readDemoAvailability(db);
    const { earliest, latest } = bookingWindow(now, from);
    const taken = await heldSlotsBetween(db, earliest, latest);
    return freeSlots({ weekly, closed: new Set(closedDates.map((c) => c.date)), taken, now, from });
  }

  /** The offered slot that starts at `start`, free or not; 422 when the hours offer none then. */
  async function offeredSlot(start: string): Promise<Slot> {
    const { weekly, closed: closedDates } = await readDemoAvailability(db);
    const at = new Date(start).toISOString();
    const slot = offeredSlots({ weekly, closed: new Set(closedDates.map((c) => c.date)), now: clock.now() }).find(
      (s) => s.start === at,
    );
    if (!slot) throw notOffered();
    return slot;
  }

  /**
   * Runs a write that holds a slot. A unique violation means another booking holds it now, or
   * another writer took a key this write shares (the lead of the same address, written at the
   * same moment): the write runs once more, and its own check then tells which.
   */
  async function holding<T>(write: () => Promise<T>, clientId?: string): Promise<T | DemoBookingRow> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write();
      } catch (error) {
        const conflict = isWriteConflict(error);
        if (!(error instanceof SlotTaken) && !conflict) throw error;
        // The same booking request sent twice at once: the second answers the first's booking.
        const replay = clientId ? await findDemoBookingByClientId(db, clientId) : undefined;
        if (replay) return replay;
        if (conflict && attempt < 2) continue;
        throw new SlotTaken(await slots());
      }
    }
  }

  async function byToken(token: string): Promise<DemoBookingRow> {
    const row = await findDemoBookingByTokenHash(db, linkTokenHash(token));
    if (!row)
      throw new ApiError(404, 'not_found', 'This link does not open a booking. Use the link of your latest email.');
    return row;
  }

  function assertNotStarted(row: DemoBookingRow): void {
    if (row.status === 'cancelled')
      throw closed('booking_cancelled', 'This demo is cancelled. Book a new one on the website.');
    if (Date.parse(row.starts_at) <= clock.now().getTime()) {
      throw closed('booking_started', 'This demo has already started; it can no longer be changed here.');
    }
  }

  return {
    slots,

    async book(request: DemoBookingRequest): Promise<{ row: DemoBookingRow; outcome: 'booked' | 'replayed' }> {
      const earlier = await findDemoBookingByClientId(db, request.clientId);
      if (earlier) return { row: earlier, outcome: 'replayed' };
      const slot = await offeredSlot(request.start);
      const now = clock.now();
      const token = newLinkToken();
      const { start: _start, timeZone, ...lead } = request;
      const row = await holding(
        () =>
          db.transaction().execute(async (trx) => {
            const held = await trx
              .selectFrom('demo_bookings')
              .select('id')
              .where('held_slot', '=', slot.start)
              .executeTakeFirst();
            if (held) throw new SlotTaken([]);
            // The booking is a 'demo' lead in the inbox, with its campaign and consent record.
            await saveLeadInTransaction(trx, { kind: 'demo', ...lead }, now, settings.lead, { leadMails: false });
            const submission = await trx
              .selectFrom('lead_submissions')
              .select('lead_id')
              .where('client_id', '=', request.clientId)
              .executeTakeFirst();
            const inserted = await insertDemoBooking(
              trx,
              {
                publicId: crypto.randomUUID(),
                clientId: request.clientId,
                leadId: submission?.lead_id ?? null,
                start: slot.start,
                end: slot.end,
                name: request.name,
                email: request.email,
                company: request.company ?? null,
                message: request.message ?? null,
                visitorTimeZone: timeZone,
                manageTokenHash: linkTokenHash(token),
                locale: request.locale,
              },
              now,
            );
            await enqueueBookingMails(trx, { booking: inserted, event: 'booked', token }, settings, now);
            return inserted;
          }),
        request.clientId,
      );
      // Only the request that wrote the booking knows its token.
      const fresh = row.manage_token_hash === linkTokenHash(token);
      if (fresh) kickMailSender?.();
      return { row, outcome: fresh ? 'booked' : 'replayed' };
    },

    view: byToken,

    async reschedule(token: string, start: string): Promise<DemoBookingRow> {
      const row = await byToken(token);
      assertNotStarted(row);
      const slot = await offeredSlot(start);
      if (slot.start === row.starts_at) return row;
      const now = clock.now();
      const moved = await holding(() =>
        db.transaction().execute(async (trx) => {
          const updated = await moveDemoBooking(trx, row.id, slot, now);
          if (!updated) throw closed('booking_cancelled', 'This demo is cancelled. Book a new one on the website.');
          await enqueueBookingMails(trx, { booking: updated, event: 'moved', token }, settings, now);
          return updated;
        }),
      );
      kickMailSender?.();
      return moved;
    },

    async cancel(token: string): Promise<DemoBookingRow> {
      const row = await byToken(token);
      if (row.status === 'cancelled') return row;
      assertNotStarted(row);
      const now = clock.now();
      const cancelled = await db.transaction().execute(async (trx) => {
        const updated = await cancelDemoBooking(trx, row.id, now);
        if (!updated) return undefined;
        await enqueueBookingMails(trx, { booking: updated, event: 'cancelled' }, settings, now);
        return updated;
      });
      if (!cancelled) return byToken(token);
      kickMailSender?.();
      return cancelled;
    },
  };
}

/** A booking as the API answers it. */
export function bookedDemo(row: DemoBookingRow) {
  return {
    id: row.public_id,
    start: row.starts_at,
    end: row.ends_at,
    status: row.status as 'booked' | 'cancelled',
    name: row.name,
    company: row.company,
    timeZone: row.visitor_time_zone,
  };
}
