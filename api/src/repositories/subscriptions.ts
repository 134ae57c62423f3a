/**
 * Subscribe requests with double opt-in (docs/product.md#email-subscriptions,
 * docs/decisions.md §72, §75). A request, from the status page's form or a lead form, records
 * its consent record on the address's subscription to the list and queues, in the caller's
 * transaction, the mail that answers it: a confirmation link, or, for an address already
 * confirmed, an "already subscribed" note. Nothing else changes: a pending subscription stays
 * pending, a withdrawn one stays withdrawn until a confirmation link is followed.
 *
 * These mails share the daily cap of every mail to an address a visitor typed
 * (./visitor-mail-cap.ts, docs/decisions.md §86); past it a request is recorded and answered
 * alike, with no mail.
 *
 * @example await db.transaction().execute((trx) => requestSubscription(trx, { email, list: 'status', consentVersion, page, requestedAt, locale }, settings, now));
 */

import type { Locale } from '@alpora/shared/locales';
import type { SubscriptionList } from '@alpora/shared/schemas/subscriptions';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, MailSubscriptionRow } from '#api/db/schema.ts';
import { isMailAddress, senderDomain } from '#api/mail/address.ts';
import { linkUrl } from '#api/mail/link-tokens.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import { CONFIRMATION_VALID_DAYS } from '#api/mail/templates/confirm-subscription.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { enqueueMail } from './mail-outbox.ts';
import { issueSubscriptionToken } from './subscription-tokens.ts';
import { claimVisitorMail } from './visitor-mail-cap.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionMailSettings {
  /** The public site (SITE_URL): the links of the mails point there. */
  siteUrl: string;
  /** The domain of MAIL_FROM, which names the Message-IDs. */
  domain: string;
}

export function subscriptionMailSettings(config: Pick<Config, 'SITE_URL' | 'MAIL_FROM'>): SubscriptionMailSettings {
  // The configuration refuses a MAIL_FROM without an address.
  return { siteUrl: config.SITE_URL, domain: senderDomain(config.MAIL_FROM) ?? 'localhost' };
}

export interface SubscriptionRequest {
  /** Lower case, as the forms' email field answers it. */
  email: string;
  list: SubscriptionList;
  /** The consent record of this request: notice version, page and time. */
  consentVersion: string;
  page: string;
  requestedAt: Date;
  /** The language of the page: the subscription's mails speak the newest request's. */
  locale: Locale;
}

/**
 * What a request led to. Only the server's log and the tests see it: the answer to the
 * visitor is the same for every one (docs/decisions.md §75).
 */
export type SubscriptionRequestOutcome = 'confirmation-queued' | 'already-subscribed-queued' | 'capped' | 'unreachable';

/**
 * Records a request and queues its mail in `trx`. The mailbox's claim comes first: on
 * PostgreSQL it locks the mailbox until the transaction ends, so a second request for it, or a
 * lead's acknowledgement, waits and then counts this one's mail (docs/decisions.md §86).
 */
export async function requestSubscription(
  trx: Kysely<Database>,
  request: SubscriptionRequest,
  settings: SubscriptionMailSettings,
  now: Date,
): Promise<SubscriptionRequestOutcome> {
  // The forms' email check admits a few addresses SMTP does not: nothing could reach them.
  if (!isMailAddress(request.email)) return 'unreachable';
  const visitorKey = await claimVisitorMail(trx, request.email, now);
  const subscription = await recordRequest(trx, request, now);
  if (visitorKey === null) return 'capped';
  const locale = personLocale(subscription.locale);
  const common = {
    category: 'transactional' as const,
    recipient: request.email,
    locale,
    subscriptionId: subscription.id,
    visitorKey,
    domain: settings.domain,
  };
  const list = request.list;
  if (subscription.state === 'confirmed') {
    const token = await issueSubscriptionToken(trx, { subscriptionId: subscription.id, purpose: 'unsubscribe' }, now);
    const data: MailProps<'already-subscribed'> = {
      list,
      unsubscribeUrl: linkUrl(settings.siteUrl, 'unsubscribe', locale),
    };
    await enqueueMail(trx, { ...common, template: 'already-subscribed', data, linkToken: token }, now);
    return 'already-subscribed-queued';
  }
  const token = await issueSubscriptionToken(
    trx,
    {
      subscriptionId: subscription.id,
      purpose: 'confirm',
      consentVersion: request.consentVersion,
      expiresAt: new Date(now.getTime() + CONFIRMATION_VALID_DAYS * DAY_MS),
    },
    now,
  );
  const data: MailProps<'confirm-subscription'> = { list, confirmUrl: linkUrl(settings.siteUrl, 'confirm', locale) };
  await enqueueMail(trx, { ...common, template: 'confirm-subscription', data, linkToken: token }, now);
  return 'confirmation-queued';
}

/** The address's subscription to the list with this request's consent record; a new one is pending. */
async function recordRequest(
  trx: Kysely<Database>,
  request: SubscriptionRequest,
  now: Date,
): Promise<MailSubscriptionRow> {
  const time = now.toISOString();
  const record = {
    requested_consent_version: request.consentVersion,
    requested_page: request.page,
    requested_at: request.requestedAt.toISOString(),
    // The newest request's language: the subscriber read that page last (docs/decisions.md §303).
    locale: request.locale,
    updated_at: time,
  };
  // Update first, insert when there was nothing: on PostgreSQL the update waits for a retention
  // purge deleting this subscription at this moment, then finds nothing, and the request starts
  // a new one instead of writing links for a row that is gone (docs/decisions.md §85).
  const existing = await trx
    .updateTable('mail_subscriptions')
    .set(record)
    .where('email', '=', request.email)
    .where('list', '=', request.list)
    .returningAll()
    .executeTakeFirst();
  if (existing) return existing;
  return trx
    .insertInto('mail_subscriptions')
    .values({
      ...record,
      email: request.email,
      list: request.list,
      state: 'pending',
      confirmed_at: null,
      confirmed_consent_version: null,
      withdrawn_at: null,
      created_at: time,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One address's subscription to one list, or undefined (for tests and the back office). */
export async function findSubscription(
  db: Kysely<Database>,
  email: string,
  list: SubscriptionList,
): Promise<MailSubscriptionRow | undefined> {
  return db
    .selectFrom('mail_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .where('list', '=', list)
    .executeTakeFirst();
}
