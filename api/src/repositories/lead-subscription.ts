/**
 * The product updates a lead asks for (docs/product.md#email-subscriptions): a waitlist, plan
 * or one-pager lead subscribes its address to 'updates' when its sender ticked "send me product
 * updates by email" (docs/decisions.md §242). A waitlist lead that says nothing either way
 * subscribes only when it comes from a client older than the box, whose notice said that
 * joining subscribes: its consent version is the waitlist's first notice or `unknown`. Under
 * any later notice, only a ticked box subscribes. The request is made in the
 * lead's transaction and starts the double opt-in (./subscriptions.ts): nothing is sent to the
 * list until the address is confirmed. Its consent record is the version of the updates notice
 * the visitor saw (docs/decisions.md §79), with the lead's page and time.
 *
 * @example await requestLeadSubscription(trx, lead, settings, now);
 */
import { type Lead, UNKNOWN_CONSENT_RECORD } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { requestSubscription, type SubscriptionMailSettings } from './subscriptions.ts';

/**
 * The waitlist's consent versions from before its box (packages/shared/src/consent-notices.ts):
 * the first notice, retired for the waitlist, and the record of a client that sent none. The
 * waitlist then subscribed every sign-up, and said so; no later notice does.
 */
const WAITLIST_NOTICES_JOINING_SUBSCRIBES: ReadonlySet<string> = new Set(['en-2025-07-23', UNKNOWN_CONSENT_RECORD]);

/** Whether storing this lead asks for the 'updates' subscription. */
export function subscribesToUpdates(lead: Lead): boolean {
  if (lead.kind === 'waitlist') {
    return lead.updates ?? WAITLIST_NOTICES_JOINING_SUBSCRIBES.has(lead.consentVersion);
  }
  return (lead.kind === 'plan' || lead.kind === 'one-pager') && lead.updates === true;
}

/**
 * The notice version the subscription records: the updates notice's, which says what the
 * person asked for. The lead's own notice (storing details to answer) stands in only for a
 * client that sent none, such as a lead queued in a browser before the updates notice existed.
 */
export function updatesConsentVersion(lead: Lead): string {
  const sent = 'updatesConsentVersion' in lead ? lead.updatesConsentVersion : undefined;
  return sent ?? lead.consentVersion;
}

/** Requests the lead's 'updates' subscription in `trx` when it asks for one. */
export async function requestLeadSubscription(
  trx: Kysely<Database>,
  lead: Lead,
  settings: SubscriptionMailSettings,
  at: Date,
): Promise<void> {
  if (!subscribesToUpdates(lead)) return;
  await requestSubscription(
    trx,
    {
      email: lead.email,
      list: 'updates',
      consentVersion: updatesConsentVersion(lead),
      page: lead.page,
      requestedAt: new Date(lead.ts),
      locale: lead.locale,
    },
    settings,
    at,
  );
}
