/**
 * Policy change notices (docs/product.md#email-subscriptions, docs/decisions.md §83): the
 * privacy policy promises that material changes are announced by email to clients and to
 * waitlist members who confirmed their address before they take effect. One call queues the
 * `policy-change` mail to all of them in one transaction: every client account as
 * transactional mail, and every confirmed `updates` subscriber who is not also a client through
 * `enqueueListMail`, so each address gets one mail. The server's mail sender delivers them.
 *
 * @example const counts = await queuePolicyChangeNotice(db, { title, summary, effectiveDate, page: '/privacy' }, settings, now);
 */
import type { Locale } from '@alpora/shared/locales';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { isMailAddress } from '#api/mail/address.ts';
import { localePageUrl, personLocale } from '#api/mail/person-locale.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { enqueueListMail } from './list-mail.ts';
import { enqueueMail } from './mail-outbox.ts';
import type { SubscriptionMailSettings } from './subscriptions.ts';
import { DEMO_EMAIL, DEMO_USERNAME, identityKey } from './users.ts';

export interface PolicyChangeNotice {
  /** The document's title as its page shows it. */
  title: string;
  /** What changes, in the operator's words. */
  summary: string;
  /** YYYY-MM-DD, the first day the new version applies. */
  effectiveDate: string;
  /** The document's path on the public site, e.g. `/privacy`. */
  page: string;
}

export interface PolicyChangeNoticeCounts {
  /** Client accounts mailed. */
  clients: number;
  /** Confirmed product-update subscribers mailed, clients among them not counted again. */
  subscribers: number;
  /** Client accounts whose stored address no mail server would take: not mailed. */
  unreachableClients: number;
}

/** Stops a dry run's transaction after it counted, so nothing it queued is kept. */
class DryRunRollback extends Error {
  readonly counts: PolicyChangeNoticeCounts;
  constructor(counts: PolicyChangeNoticeCounts) {
    super('dry run');
    this.counts = counts;
  }
}

/**
 * Queues the notice to every client and confirmed product-update subscriber; answers how many
 * of each. A dry run goes through the very same steps and rolls them back, so its counts are
 * the ones a real run would queue at this moment.
 */
export async function queuePolicyChangeNotice(
  db: Kysely<Database>,
  notice: PolicyChangeNotice,
  settings: SubscriptionMailSettings,
  now: Date,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<PolicyChangeNoticeCounts> {
  try {
    return await db.transaction().execute(async (trx) => {
      const counts = await enqueueNotice(trx, notice, settings, now);
      if (dryRun) throw new DryRunRollback(counts);
      return counts;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.counts;
    throw error;
  }
}

async function enqueueNotice(
  trx: Kysely<Database>,
  notice: PolicyChangeNotice,
  settings: SubscriptionMailSettings,
  now: Date,
): Promise<PolicyChangeNoticeCounts> {
  const common = (locale: Locale) => ({
    title: notice.title,
    summary: notice.summary,
    effectiveDate: notice.effectiveDate,
    pageUrl: localePageUrl(settings.siteUrl, locale, notice.page),
  });
  const clients = await clientAddresses(trx);
  const reachable = clients.filter((client) => isMailAddress(client.email));
  for (const client of reachable) {
    const locale = personLocale(client.locale);
    const data: MailProps<'policy-change'> = { ...common(locale), audience: 'client' };
    await enqueueMail(
      trx,
      {
        template: 'policy-change',
        category: 'transactional',
        recipient: client.email,
        locale,
        data,
        domain: settings.domain,
      },
      now,
    );
  }
  // A client who also subscribed to product updates has the client's mail already.
  const subscribers = await enqueueListMail(
    trx,
    'updates',
    {
      template: 'policy-change',
      // Not 'marketing': the notice offers nothing, it keeps a promise of the privacy policy.
      category: 'notification',
      props: (unsubscribeUrl, locale) => ({ ...common(locale), audience: 'subscriber', unsubscribeUrl }),
      skip: new Set(reachable.map((client) => client.email_key)),
    },
    settings,
    now,
  );
  return { clients: reachable.length, subscribers, unreachableClients: clients.length - reachable.length };
}

/**
 * Every client account's address, oldest account first. The seeded demo account is nobody's
 * (docs/product.md#accounts): it is left out, while a person's older account holding its name
 * or its address is a client like any other.
 */
function clientAddresses(trx: Kysely<Database>): Promise<{ email: string; email_key: string; locale: string }[]> {
  return trx
    .selectFrom('users')
    .select(['email', 'email_key', 'locale'])
    .where((eb) =>
      eb.not(eb.and([eb('username_key', '=', DEMO_USERNAME), eb('email_key', '=', identityKey(DEMO_EMAIL))])),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
