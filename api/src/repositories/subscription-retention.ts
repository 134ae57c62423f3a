/**
 * What the retention purge deletes of email subscriptions (docs/product.md#retention,
 * docs/decisions.md §85). A subscription that was never confirmed goes some time after its last
 * request, a withdrawn one once the record of its consent and withdrawal is no longer needed,
 * each with its links and the mails sent for it; a confirmed one stays while it lasts. Confirm
 * links that can no longer confirm, and the rows that serialise an address's requests, go
 * on their own.
 *
 * @example await deleteLapsedSubscriptions(db, { lastRequestBefore, withdrawnBefore });
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { deleteFinalMails, FINAL_MAIL_STATUSES } from './mail-retention.ts';

export interface LapsedSubscriptionCutoffs {
  /** A pending subscription goes when its last request reached us before this. */
  lastRequestBefore: Date;
  /** A withdrawn one goes when it was withdrawn before this and asked for again not since lastRequestBefore. */
  withdrawnBefore: Date;
}

/** The states a purge may delete; each is a kind of the data map with its own period. */
export type LapsedState = 'pending' | 'withdrawn';

export interface DeletedSubscriptions {
  pending: number;
  withdrawn: number;
  /** Their confirm and unsubscribe links. */
  tokens: number;
  /** The mails sent for them, with their attempts. */
  mails: number;
}

/** Ids per statement: far below the bound parameters either engine allows. */
const BATCH_SIZE = 500;

/**
 * Deletes the lapsed subscriptions with their tokens and final mails, in one transaction. The
 * time of the last request is `updated_at`, which the server sets, not `requested_at`, which is
 * the time the browser stated and may be days older for a lead sent from its outbox. A
 * subscription with a mail still on its way waits for a later purge: the sender may hold the
 * mail at this moment, and deleting the subscription would leave the mail's link without its
 * token. `states` limits the purge to pending or withdrawn ones (each kind's purge deletes its own).
 */
export function deleteLapsedSubscriptions(
  db: Kysely<Database>,
  cutoffs: LapsedSubscriptionCutoffs,
  states: readonly LapsedState[] = ['pending', 'withdrawn'],
): Promise<DeletedSubscriptions> {
  const lastRequest = cutoffs.lastRequestBefore.toISOString();
  const withdrawal = cutoffs.withdrawnBefore.toISOString();
  return db.transaction().execute(async (trx) => {
    // An update that changes nothing, so that PostgreSQL locks the rows it picks and checks the
    // conditions again on a row a request changed meanwhile: a request arriving now either
    // lands first, and its subscription is no longer lapsed, or waits and finds it gone.
    const lapsed = await trx
      .updateTable('mail_subscriptions')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('updated_at', '<', lastRequest)
      .where((eb) =>
        eb.or([
          ...(states.includes('pending') ? [eb('state', '=', 'pending')] : []),
          ...(states.includes('withdrawn')
            ? [eb.and([eb('state', '=', 'withdrawn'), eb('withdrawn_at', '<', withdrawal)])]
            : []),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mail_outbox')
              .select('mail_outbox.id')
              .whereRef('mail_outbox.subscription_id', '=', 'mail_subscriptions.id')
              .where('mail_outbox.status', 'not in', FINAL_MAIL_STATUSES),
          ),
        ),
      )
      .returning(['id', 'state'])
      .execute();
    const deleted: DeletedSubscriptions = {
      pending: lapsed.filter((row) => row.state === 'pending').length,
      withdrawn: lapsed.filter((row) => row.state === 'withdrawn').length,
      tokens: 0,
      mails: 0,
    };
    for (let start = 0; start < lapsed.length; start += BATCH_SIZE) {
      const ids = lapsed.slice(start, start + BATCH_SIZE).map((row) => row.id);
      // Before the subscriptions: deleting one would only clear its mails' subscription id.
      const deletedMails = await deleteFinalMails(trx, (eb) => eb('subscription_id', 'in', ids));
      const deletedTokens = await trx
        .deleteFrom('subscription_tokens')
        .where('subscription_id', 'in', ids)
        .executeTakeFirst();
      await trx.deleteFrom('mail_subscriptions').where('id', 'in', ids).execute();
      deleted.mails += deletedMails;
      deleted.tokens += Number(deletedTokens.numDeletedRows);
    }
    return deleted;
  });
}

/**
 * Deletes the confirm links that expired before `cutoff`, used or not. Until then a link of a
 * subscription confirmed since still shows "confirmed" when followed again, rather than "this
 * link is not valid" (./subscription-links.ts). Unsubscribe links never expire: they go with
 * their subscription. Answers how many went.
 */
export async function deleteConfirmTokensExpiredBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('subscription_tokens')
    .where('purpose', '=', 'confirm')
    .where('expires_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Deletes the rows of addresses that asked for nothing since `cutoff`. A row only makes the
 * requests for one address wait for each other (docs/decisions.md §75); the daily cap counts
 * the mails, not the rows, and a new request writes a new row. Answers how many went.
 */
export async function deleteSubscriptionAddressesRequestedBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('subscription_addresses')
    .where('last_requested_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
