/**
 * The product updates a lead asks for (docs/product.md#email-subscriptions): joining the
 * waitlist always subscribes its address to 'updates'; a plan sign-up or a one-pager request
 * does when its sender ticked "send me product updates by email". The request is made in the
 * lead's transaction, with the lead's consent record, and starts the double opt-in
 * (./subscriptions.ts): nothing is sent to the list until the address is confirmed.
 *
 * @example await requestLeadSubscription(trx, lead, settings, now);
 */
import type { Lead } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { requestSubscription, type SubscriptionMailSettings } from './subscriptions.ts';

/** Whether storing this lead asks for the 'updates' subscription. */
export function subscribesToUpdates(lead: Lead): boolean {
  if (lead.kind === 'waitlist') return true;
  return (lead.kind === 'plan' || lead.kind === 'one-pager') && lead.updates === true;
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
      consentVersion: lead.consentVersion,
      page: lead.page,
      requestedAt: new Date(lead.ts),
    },
    settings,
    at,
  );
}
