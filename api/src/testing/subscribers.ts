/**
 * Test helpers for email subscriptions: a request as the forms make it, the link a queued mail
 * will carry (its stored URL with the mail's token in place), and a subscriber taken through
 * the whole double opt-in in one line, and an incident mail to the status list.
 *
 * @example const { email } = await confirmedSubscriber(db, 'ada@example.com', 'status', NOW);
 */
import type { Locale } from '@alpora/shared/locales';
import type { SubscriptionList } from '@alpora/shared/schemas/subscriptions';
import type { Kysely } from 'kysely';
import { testConfig } from '#api/config.ts';
import type { Database, MailRow } from '#api/db/schema.ts';
import { withLinkToken } from '#api/mail/link-tokens.ts';
import { enqueueListMail } from '#api/repositories/list-mail.ts';
import { confirmSubscription, withdrawSubscription } from '#api/repositories/subscription-links.ts';
import {
  requestSubscription,
  type SubscriptionRequest,
  subscriptionMailSettings,
} from '#api/repositories/subscriptions.ts';

/** The settings of the test configuration: links on SITE_URL, Message-IDs in MAIL_FROM's domain. */
export const TEST_SUBSCRIPTION_SETTINGS = subscriptionMailSettings(testConfig());

export function subscriptionRequest(
  email: string,
  list: SubscriptionList,
  overrides: Partial<SubscriptionRequest> = {},
): SubscriptionRequest {
  return {
    email,
    list,
    consentVersion: 'en-2025-07-23',
    page: '/status',
    requestedAt: new Date('2026-11-20T09:29:58.000Z'),
    locale: 'en',
    ...overrides,
  };
}

/** Requests a subscription in a transaction of its own; answers what it led to. */
export function subscribe(db: Kysely<Database>, request: SubscriptionRequest, now: Date) {
  return db.transaction().execute((trx) => requestSubscription(trx, request, TEST_SUBSCRIPTION_SETTINGS, now));
}

/** The mails queued to an address, oldest first. */
export function mailsTo(db: Kysely<Database>, recipient: string): Promise<MailRow[]> {
  return db.selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
}

/** A queued mail's props as the sender renders them: the link token in place. */
export function renderedData(mail: MailRow | undefined): Record<string, unknown> {
  if (!mail) throw new Error('no such mail');
  return JSON.parse(withLinkToken(mail.data, mail.link_token)) as Record<string, unknown>;
}

/** The token of a link in a queued mail's props (`confirmUrl`, `unsubscribeUrl`). */
export function linkToken(mail: MailRow | undefined, prop: 'confirmUrl' | 'unsubscribeUrl'): string {
  const url = new URL(String(renderedData(mail)[prop]));
  return url.searchParams.get('token') ?? '';
}

/** Requests (from a page in `locale`) and confirms a subscription through its confirmation mail's link. */
export async function confirmedSubscriber(
  db: Kysely<Database>,
  email: string,
  list: SubscriptionList,
  now: Date,
  locale: Locale = 'en',
) {
  await subscribe(db, subscriptionRequest(email, list, { locale }), now);
  const confirmation = (await mailsTo(db, email)).findLast((mail) => mail.template === 'confirm-subscription');
  if (!confirmation) throw new Error(`no confirmation mail to ${email}`);
  const result = await confirmSubscription(db, linkToken(confirmation, 'confirmUrl'), now);
  if (result?.outcome !== 'confirmed') throw new Error(`could not confirm ${email}: ${JSON.stringify(result)}`);
  return { email, list };
}

/**
 * Confirms a subscription, then unsubscribes through the unsubscribe link of an "already
 * subscribed" note, all at `now`. The note stays queued, as the sender has not run yet.
 */
export async function withdrawnSubscriber(db: Kysely<Database>, email: string, list: SubscriptionList, now: Date) {
  await confirmedSubscriber(db, email, list, now);
  await subscribe(db, subscriptionRequest(email, list), now);
  const note = (await mailsTo(db, email)).findLast((mail) => mail.template === 'already-subscribed');
  const result = await withdrawSubscription(db, linkToken(note, 'unsubscribeUrl'), now);
  if (result?.outcome !== 'unsubscribed') throw new Error(`could not unsubscribe ${email}: ${JSON.stringify(result)}`);
  return { email, list };
}

/** Queues an incident mail to every confirmed status subscriber, as an incident update does; answers how many. */
export function queueStatusMail(db: Kysely<Database>, at: Date): Promise<number> {
  return enqueueListMail(
    db,
    'status',
    {
      template: 'incident-update',
      category: 'notification',
      props: (unsubscribeUrl) => ({
        title: 'Delayed prices',
        status: 'investigating',
        message: 'Looking into it.',
        at: at.toISOString(),
        statusPageUrl: 'https://alpora.example/status',
        unsubscribeUrl,
      }),
    },
    TEST_SUBSCRIPTION_SETTINGS,
    at,
  );
}
