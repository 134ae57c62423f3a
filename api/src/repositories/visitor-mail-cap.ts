/**
 * The one daily cap on mail to an address a visitor typed into a form (docs/decisions.md §86):
 * a confirmation link, an "already subscribed" note, a lead's acknowledgement, and any such mail
 * to come. A form is a way to make the product mail anyone, so each mailbox (../mail/mailbox-key.ts)
 * gets at most VISITOR_MAILS_PER_DAY of them in any rolling 24 hours, whatever form or list sent
 * them, counted from the outbox rows that carry its key.
 *
 * @example const visitorKey = await claimVisitorMail(trx, email, now); if (visitorKey) await enqueueMail(trx, { …, visitorKey }, now);
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { mailboxKey } from '#api/mail/mailbox-key.ts';

/** Mails to visitor-typed addresses one mailbox may get in any 24 hours, over every form and list. */
export const VISITOR_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Takes one of the mailbox's daily mails for a mail about to be queued in `trx`: answers the key
 * to store on it (`visitorKey` of the outbox), or null when the mailbox had its share and nothing
 * may be queued. The mailbox's row in `subscription_addresses` is written first: on PostgreSQL it
 * stays locked until `trx` ends, so a second claim for the mailbox, from any process and any
 * form, waits and then counts this one's mail (SQLite runs one write transaction at a time).
 */
export async function claimVisitorMail(trx: Kysely<Database>, address: string, now: Date): Promise<string | null> {
  const key = mailboxKey(address);
  const time = now.toISOString();
  await trx
    .insertInto('subscription_addresses')
    .values({ email: key, last_requested_at: time })
    .onConflict((oc) => oc.column('email').doUpdateSet({ last_requested_at: time }))
    .execute();
  const row = await trx
    .selectFrom('mail_outbox')
    .select(trx.fn.countAll<number>().as('count'))
    .where('visitor_key', '=', key)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count) >= VISITOR_MAILS_PER_DAY ? null : key;
}
