/**
 * What the retention purge deletes of leads (docs/privacy.md#retention, docs/decisions.md §200,
 * §204): a lead of one kind whose last activity is older than its period goes with everything
 * about it in one transaction: its submissions, its history in the pipeline, its demo bookings
 * and the mails about it (which hold the lead's fields). Only a client account with the same
 * address keeps it longer, and only while that account exists.
 *
 * The last activity is the latest of the lead's own `updated_at` (a newer submission), a
 * staff member's move or note (`lead_activity`, where a move to `won` is one) and a demo
 * booking's end or change. The status `won` alone keeps nothing: the client's file lives with
 * the account and the contract, not with the lead. A lead with a mail still on its way waits
 * for a later purge, once that mail is sent or has failed (docs/decisions.md §82).
 *
 * @example await deleteInactiveLeads(db, 'contact', retentionCutoff(kind.retention, now));
 */
import type { LeadKind } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import { asciiLower } from '#api/db/ascii-lower.ts';
import type { Database } from '#api/db/schema.ts';
import { deleteFinalMails, FINAL_MAIL_STATUSES } from './mail-retention.ts';

export interface DeletedLeads {
  leads: number;
  submissions: number;
  /** Moves and notes of the sales pipeline. */
  activity: number;
  bookings: number;
  /** The mails about them, with their attempts. */
  mails: number;
}

/** Ids per statement: far below the bound parameters either engine allows. */
const BATCH_SIZE = 500;

/**
 * Deletes the leads of `kind` with no activity since `cutoff` whose address no client account
 * holds, with everything about them; answers how many rows of each went.
 */
export function deleteInactiveLeads(db: Kysely<Database>, kind: LeadKind, cutoff: Date): Promise<DeletedLeads> {
  const before = cutoff.toISOString();
  return db.transaction().execute(async (trx) => {
    // An update that changes nothing, so that PostgreSQL locks the rows it picks and checks the
    // conditions again on a lead a submission changed meanwhile: a new submission either lands
    // first, and the lead is current again, or waits and finds it gone (as §85 does for
    // subscriptions).
    const inactive = await trx
      .updateTable('leads')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('kind', '=', kind)
      .where('updated_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('users')
              .select('users.id')
              // Lead addresses are stored lower-cased, as `email_key` is (docs/decisions.md §200);
              // lowered again for rows stored before, A–Z only on both engines (§191).
              .where('users.email_key', '=', asciiLower(trx, 'leads.email'))
              .where('users.role', '=', 'client'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('lead_activity')
              .select('lead_activity.id')
              .whereRef('lead_activity.lead_id', '=', 'leads.id')
              .where('lead_activity.created_at', '>=', before),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('demo_bookings')
              .select('demo_bookings.id')
              .whereRef('demo_bookings.lead_id', '=', 'leads.id')
              .where((booking) =>
                booking.or([
                  booking('demo_bookings.ends_at', '>=', before),
                  booking('demo_bookings.updated_at', '>=', before),
                ]),
              ),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mail_outbox')
              .select('mail_outbox.id')
              .whereRef('mail_outbox.lead_id', '=', 'leads.id')
              .where('mail_outbox.status', 'not in', FINAL_MAIL_STATUSES),
          ),
        ),
      )
      .returning('id')
      .execute();
    const deleted: DeletedLeads = { leads: 0, submissions: 0, activity: 0, bookings: 0, mails: 0 };
    const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
    for (let start = 0; start < inactive.length; start += BATCH_SIZE) {
      const ids = inactive.slice(start, start + BATCH_SIZE).map((row) => row.id);
      // Before the leads: deleting a lead would only clear its mails' and bookings' lead id.
      deleted.mails += await deleteFinalMails(trx, (eb) => eb('lead_id', 'in', ids));
      deleted.bookings += count(await trx.deleteFrom('demo_bookings').where('lead_id', 'in', ids).executeTakeFirst());
      deleted.submissions += count(
        await trx.deleteFrom('lead_submissions').where('lead_id', 'in', ids).executeTakeFirst(),
      );
      deleted.activity += count(await trx.deleteFrom('lead_activity').where('lead_id', 'in', ids).executeTakeFirst());
      deleted.leads += count(await trx.deleteFrom('leads').where('id', 'in', ids).executeTakeFirst());
    }
    return deleted;
  });
}
