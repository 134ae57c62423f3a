/**
 * Group commit for lead submissions: the submissions that arrive while one transaction is
 * being written are stored together in the next one, so a burst costs one commit (one WAL
 * sync, docs/decisions.md §55) instead of one per lead. Every caller is answered only after its
 * transaction has committed, so an acknowledged lead is always stored (the crash test in
 * e2e/fault-tolerance.spec.ts).
 *
 * When the database cannot store now (locked past the bound, disk full, read-only), the batch
 * and every submission queued behind it fail with DatabaseUnavailableError (503, Retry-After):
 * they waited on the same lock, so no lead waits longer than the write bound, and the
 * browser's outbox sends them again (docs/decisions.md §53).
 *
 * The mails a lead causes are queued in its transaction (./lead-mails.ts); once it has
 * committed, `kickMailSender` asks this process's mail sender to deliver them now rather than
 * at its next poll.
 *
 * @example const writer = createLeadWriter(db, { mail: leadMailSettings(config) }); const result = await writer.save(lead, now);
 */
import type { Lead, LeadResponse } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import { DatabaseUnavailableError } from '#api/db/database-unavailable.ts';
import type { Database } from '#api/db/schema.ts';
import { type LeadMailSettings, queuesLeadMail } from './lead-mails.ts';
import { subscribesToUpdates } from './lead-subscription.ts';
import { saveLead, saveLeadInTransaction } from './leads.ts';

interface Pending {
  lead: Lead;
  at: Date;
  resolve: (result: LeadResponse) => void;
  reject: (error: unknown) => void;
}

/** Enough to amortise a commit, small enough to keep each transaction short. */
const MAX_BATCH = 256;

export interface LeadWriterOptions {
  mail: LeadMailSettings;
  /** Wakes the mail sender when this process runs it; without, its next poll sends. */
  kickMailSender?: (() => void) | undefined;
}

/** Whether a stored submission queued mail to send: the team's, or a subscription's confirmation. */
function queuedMail(lead: Lead, result: LeadResponse): boolean {
  return result.outcome !== 'replayed' && (queuesLeadMail(lead.kind) || subscribesToUpdates(lead));
}

export function createLeadWriter(db: Kysely<Database>, { mail, kickMailSender }: LeadWriterOptions) {
  let queue: Pending[] = [];
  let writing = false;

  /** Answers a stored submission, after waking the sender for the mails it queued. */
  function stored(item: Pending, result: LeadResponse): void {
    if (queuedMail(item.lead, result)) kickMailSender?.();
    item.resolve(result);
  }

  async function writeBatch(batch: Pending[]): Promise<void> {
    try {
      const results = await db.transaction().execute(async (trx) => {
        const out: LeadResponse[] = [];
        // One after another: a later lead of the batch sees the earlier ones (same email, retries).
        for (const item of batch) out.push(await saveLeadInTransaction(trx, item.lead, item.at, mail));
        return out;
      });
      for (const [index, item] of batch.entries()) stored(item, results[index] as LeadResponse);
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) {
        const waiting = queue;
        queue = [];
        for (const item of [...batch, ...waiting]) item.reject(error);
        return;
      }
      // One failing lead must not fail the others: each is tried again in its own transaction.
      // A lead another process stored first (a unique violation) lands here too, and its own
      // transaction answers it as a repeat (docs/decisions.md §63).
      await Promise.all(
        batch.map((item) => saveLead(db, item.lead, item.at, mail).then((result) => stored(item, result), item.reject)),
      );
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
    writing = false;
  }

  return {
    save(lead: Lead, at: Date): Promise<LeadResponse> {
      return new Promise((resolve, reject) => {
        queue.push({ lead, at, resolve, reject });
        // Submissions of the same tick join the batch; the loop picks up what arrives meanwhile.
        if (!writing) setImmediate(() => void drain());
        writing = true;
      });
    },
  };
}
