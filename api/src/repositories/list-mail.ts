/**
 * The one way mail goes to a list's subscribers (docs/decisions.md §72): only to confirmed
 * subscriptions, each mail with an unsubscribe link of its own, queued in the caller's
 * transaction. A pending address (never confirmed) and a withdrawn one get nothing, whoever
 * calls. The template must show the link and name it as its `unsubscribeUrl`, which makes the
 * renderer add the one-click unsubscribe headers (docs/decisions.md §74). A subscriber who
 * withdraws while the mails are being queued gets none of them (docs/decisions.md §87).
 *
 * @example await enqueueListMail(trx, 'status', { template: 'incident-update', category: 'notification', props: (unsubscribeUrl) => ({ …, unsubscribeUrl }) }, settings, now);
 */

import type { Locale } from '@alpora/shared/locales';
import type { SubscriptionList } from '@alpora/shared/schemas/subscriptions';
import type { Kysely } from 'kysely';
import { isPostgres } from '#api/db/migrations/columns.ts';
import type { Database } from '#api/db/schema.ts';
import { linkUrl } from '#api/mail/link-tokens.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import type { MailProps, MailTemplateName } from '#api/mail/templates/registry.ts';
import { enqueueMail, type MailCategory } from './mail-outbox.ts';
import { issueSubscriptionToken } from './subscription-tokens.ts';
import type { SubscriptionMailSettings } from './subscriptions.ts';

export interface ListMail<Name extends MailTemplateName> {
  template: Name;
  /** Mail to a list is never transactional: the subscriber may stop it. */
  category: Exclude<MailCategory, 'transactional'>;
  /**
   * The template's props around the subscriber's unsubscribe link, for the subscriber's
   * language: the links a mail carries open the pages in it (docs/decisions.md §304).
   */
  props: (unsubscribeUrl: string, locale: Locale) => MailProps<Name>;
  /** Addresses, lower case, that get this news another way (a client's own mail): skipped. */
  skip?: ReadonlySet<string>;
}

/** Queues the mail to every confirmed subscriber of `list` but those skipped; answers how many. */
export async function enqueueListMail<Name extends MailTemplateName>(
  trx: Kysely<Database>,
  list: SubscriptionList,
  mail: ListMail<Name>,
  settings: SubscriptionMailSettings,
  now: Date,
): Promise<number> {
  // On PostgreSQL the subscribers read stay locked against a withdrawal until `trx` ends: one
  // that comes meanwhile waits, then cancels the mails this queued; one that came first has
  // committed before the read returns, which then leaves its subscriber out (docs/decisions.md
  // §87). SQLite runs one write transaction at a time and has no such clause.
  const confirmed = await trx
    .selectFrom('mail_subscriptions')
    .select(['id', 'email', 'locale'])
    .where('list', '=', list)
    .where('state', '=', 'confirmed')
    .orderBy('id')
    .$if(isPostgres(trx), (query) => query.forShare())
    .execute();
  const subscribers = confirmed.filter((subscriber) => !mail.skip?.has(subscriber.email.toLowerCase()));
  // One link per language, with the placeholder each mail's own token replaces.
  const dataIn = new Map<Locale, MailProps<Name>>();
  for (const subscriber of subscribers) {
    // Each subscriber in the language of their newest request (docs/decisions.md §304).
    const locale = personLocale(subscriber.locale);
    const data = dataIn.get(locale) ?? mail.props(linkUrl(settings.siteUrl, 'unsubscribe', locale), locale);
    dataIn.set(locale, data);
    const token = await issueSubscriptionToken(trx, { subscriptionId: subscriber.id, purpose: 'unsubscribe' }, now);
    await enqueueMail(
      trx,
      {
        template: mail.template,
        category: mail.category,
        recipient: subscriber.email,
        locale,
        data,
        subscriptionId: subscriber.id,
        linkToken: token,
        domain: settings.domain,
      },
      now,
    );
  }
  return subscribers.length;
}
