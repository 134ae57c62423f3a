/**
 * The links of subscription mails as rows (docs/decisions.md §73): a token is issued for one
 * subscription and purpose, stored as its SHA-256 only, and looked up by that hash with its
 * subscription. A confirm link carries the consent notice version of the request it answers
 * and ends after CONFIRMATION_VALID_DAYS; an unsubscribe link never ends.
 *
 * @example const token = await issueSubscriptionToken(trx, { subscriptionId, purpose: 'unsubscribe' }, now);
 */
import type { Kysely } from 'kysely';
import type { Database, MailSubscriptionRow, SubscriptionTokenRow } from '#api/db/schema.ts';
import { type LinkPurpose, linkTokenHash, newLinkToken } from '#api/mail/link-tokens.ts';

interface NewSubscriptionToken {
  subscriptionId: number;
  purpose: LinkPurpose;
  /** Confirm links: the consent notice version of the request the link answers. */
  consentVersion?: string | undefined;
  /** Confirm links: when the link stops working. */
  expiresAt?: Date | undefined;
}

/** Stores a new token's hash and answers the plain token, which only the mail will hold. */
export async function issueSubscriptionToken(
  db: Kysely<Database>,
  token: NewSubscriptionToken,
  now: Date,
): Promise<string> {
  const plain = newLinkToken();
  await db
    .insertInto('subscription_tokens')
    .values({
      subscription_id: token.subscriptionId,
      purpose: token.purpose,
      token_hash: linkTokenHash(plain),
      consent_version: token.consentVersion ?? null,
      created_at: now.toISOString(),
      expires_at: token.expiresAt?.toISOString() ?? null,
      used_at: null,
    })
    .execute();
  return plain;
}

export type FoundSubscriptionToken = Pick<
  SubscriptionTokenRow,
  'id' | 'subscription_id' | 'consent_version' | 'expires_at' | 'used_at'
> &
  Pick<MailSubscriptionRow, 'list' | 'state' | 'requested_consent_version'>;

/** The token of this purpose with its subscription, or undefined for a token nobody issued. */
export async function findSubscriptionToken(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose,
): Promise<FoundSubscriptionToken | undefined> {
  return db
    .selectFrom('subscription_tokens')
    .innerJoin('mail_subscriptions', 'mail_subscriptions.id', 'subscription_tokens.subscription_id')
    .select([
      'subscription_tokens.id',
      'subscription_tokens.subscription_id',
      'subscription_tokens.consent_version',
      'subscription_tokens.expires_at',
      'subscription_tokens.used_at',
      'mail_subscriptions.list',
      'mail_subscriptions.state',
      'mail_subscriptions.requested_consent_version',
    ])
    .where('subscription_tokens.token_hash', '=', linkTokenHash(token))
    .where('subscription_tokens.purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Records a token's first use; answers false when it was used already. The UPDATE only finds
 * an unused token, so of two requests with one token exactly one uses it, on both engines.
 */
export async function recordTokenUse(db: Kysely<Database>, tokenId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('subscription_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends every confirm link of a subscription not used yet: an unsubscribe outlives them. */
export async function expireConfirmTokens(db: Kysely<Database>, subscriptionId: number, now: Date): Promise<void> {
  await db
    .updateTable('subscription_tokens')
    .set({ expires_at: now.toISOString() })
    .where('subscription_id', '=', subscriptionId)
    .where('purpose', '=', 'confirm')
    .where('used_at', 'is', null)
    .execute();
}
