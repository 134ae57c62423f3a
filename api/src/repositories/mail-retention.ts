/**
 * What the retention purge deletes from the mail outbox (docs/decisions.md §82): a queued mail
 * holds every field of what caused it as JSON (a lead notification: the person's name, address
 * and message), so it may not outlive the lead, nor stay for ever once it is done. A mail still
 * on its way ('queued' or 'sending') is never deleted: the sender may be speaking to the mail
 * server about it at this moment.
 *
 * @example await db.transaction().execute((trx) => deleteFinalMails(trx, (eb) => eb('lead_id', 'in', ids)));
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '#api/db/schema.ts';

/** The states a mail ends in (cancelled: its subscriber withdrew); a mail in any other one is still the sender's. */
export const FINAL_MAIL_STATUSES = ['sent', 'failed', 'cancelled'] as const;

/** Which mails of the outbox a purge means. */
export type MailFilter = (eb: ExpressionBuilder<Database, 'mail_outbox'>) => Expression<SqlBool>;

/**
 * Deletes the final mails `filter` picks, with their attempts, in the caller's transaction:
 * the one way every purge removes mail, so none can forget the attempts or a mail on its way.
 * Answers how many mails went.
 */
export async function deleteFinalMails(trx: Kysely<Database>, filter: MailFilter): Promise<number> {
  const mails = trx.selectFrom('mail_outbox').select('id').where(filter).where('status', 'in', FINAL_MAIL_STATUSES);
  await trx.deleteFrom('mail_attempts').where('mail_id', 'in', mails).execute();
  const deleted = await trx
    .deleteFrom('mail_outbox')
    .where(filter)
    .where('status', 'in', FINAL_MAIL_STATUSES)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Deletes, with their attempts, the mails that were queued before `cutoff` and are final. A
 * mail is final at most 3 days after it was queued (docs/decisions.md §68), so the time it was
 * queued stands for the time it ended. Answers how many mails went.
 */
export function deleteFinalMailsQueuedBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const before = cutoff.toISOString();
  return db.transaction().execute((trx) => deleteFinalMails(trx, (eb) => eb('created_at', '<', before)));
}
