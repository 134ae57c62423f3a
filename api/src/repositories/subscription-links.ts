/**
 * What following a subscription mail's link does (docs/decisions.md §72, §74). A confirm link
 * confirms its subscription once, records when and for which consent notice, and works for
 * CONFIRMATION_VALID_DAYS; an unsubscribe link withdraws its subscription at any later time,
 * cancels the subscriber mail still queued for it and ends the confirm links not yet used, so
 * only a confirmation requested after the withdrawal can undo it. Following a link again is
 * harmless. A token nobody issued, a confirm link used by a subscription since withdrawn, and
 * an expired one answer undefined: the caller shows "this link is not valid".
 *
 * @example const result = await confirmSubscription(db, token, clock.now()); // { outcome: 'confirmed', list: 'status' }
 */
import type { SubscriptionList } from '@alpora/shared/schemas/subscriptions';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { isLinkTokenShaped } from '#api/mail/link-tokens.ts';
import { cancelSubscriptionMails } from './mail-outbox.ts';
import { expireConfirmTokens, findSubscriptionToken, recordTokenUse } from './subscription-tokens.ts';

export interface ConfirmResult {
  outcome: 'confirmed' | 'already-confirmed';
  list: SubscriptionList;
}

export interface UnsubscribeResult {
  outcome: 'unsubscribed' | 'already-unsubscribed';
  list: SubscriptionList;
}

export async function confirmSubscription(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<ConfirmResult | undefined> {
  // A value of any other shape (missing, garbage, too long, NUL) was never issued.
  if (!isLinkTokenShaped(token)) return undefined;
  return db.transaction().execute(async (trx) => {
    const found = await findSubscriptionToken(trx, token, 'confirm');
    if (!found) return undefined;
    const list = found.list as SubscriptionList;
    // A second click, or a second confirmation mail, of an address confirmed meanwhile.
    if (found.state === 'confirmed') return { outcome: 'already-confirmed', list };
    const expired = found.expires_at !== null && now.toISOString() >= found.expires_at;
    if (found.used_at !== null || expired) return undefined;
    // Of two clicks at once, one uses the token; the other finds it used and answers as above.
    if (!(await recordTokenUse(trx, found.id, now))) {
      const again = await findSubscriptionToken(trx, token, 'confirm');
      return again?.state === 'confirmed' ? { outcome: 'already-confirmed', list } : undefined;
    }
    const time = now.toISOString();
    await trx
      .updateTable('mail_subscriptions')
      .set({
        state: 'confirmed',
        confirmed_at: time,
        confirmed_consent_version: found.consent_version ?? found.requested_consent_version,
        updated_at: time,
      })
      .where('id', '=', found.subscription_id)
      .execute();
    return { outcome: 'confirmed', list };
  });
}

export async function withdrawSubscription(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<UnsubscribeResult | undefined> {
  if (!isLinkTokenShaped(token)) return undefined;
  return db.transaction().execute(async (trx) => {
    const found = await findSubscriptionToken(trx, token, 'unsubscribe');
    if (!found) return undefined;
    const list = found.list as SubscriptionList;
    // The token's first use is its record; a repeat changes nothing.
    await recordTokenUse(trx, found.id, now);
    const time = now.toISOString();
    const withdrawn = await trx
      .updateTable('mail_subscriptions')
      .set({ state: 'withdrawn', withdrawn_at: time, updated_at: time })
      .where('id', '=', found.subscription_id)
      .where('state', '<>', 'withdrawn')
      .executeTakeFirst();
    if (withdrawn.numUpdatedRows === 0n) return { outcome: 'already-unsubscribed', list };
    await cancelSubscriptionMails(trx, found.subscription_id, now);
    await expireConfirmTokens(trx, found.subscription_id, now);
    return { outcome: 'unsubscribed', list };
  });
}
