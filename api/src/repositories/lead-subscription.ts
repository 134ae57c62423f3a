/**
 * The product updates a lead asks for (docs/product.md#email-subscriptions): a waitlist, plan
 * or one-pager lead subscribes its address to 'updates' when its sender ticked "send me product
 * updates by email" (docs/decisions.md §242). A waitlist lead from a client older than the
 * waitlist's box says nothing either way: its notice said that joining subscribes, so it does. The request is made in the
 * lead's transaction and starts the double opt-in (./subscriptions.ts): nothing is sent to the
 * list until the address is confirmed. Its consent record is the version of the updates notice
 * the visitor saw (docs/decisions.md §79), with the lead's page and time.
 *
 * @example await requestLeadSubscription(trx, lead, settings, now);
 */
import type { Lead } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { requestSubscription, type SubscriptionMailSettings } from './subscriptions.ts';

/** Whether storing this lead asks for the 'updates' subscription. */
export function subscribesToUpdates(lead: Lead): boolean {
  if (lead.kind === 'waitlist') return lead.updates !== false;
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
    },
    settings,
    at,
  );
}
