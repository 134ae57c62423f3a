/**
 * What "confirmed" means for a lead in the back office (docs/back-office.md#leads-inbox): its
 * address has been proven by its owner, because a double opt-in link mailed to it was followed
 * (`mail_subscriptions.confirmed_at`, for either list; docs/product.md#email-subscriptions).
 * A later unsubscribe withdraws the consent to mail, not the proof of the address, so the lead
 * stays confirmed. Leads store their address in lower case, as subscriptions do, so the match
 * is exact. The leads inbox's filter and the campaign report count with this one expression.
 *
 * @example db.selectFrom('leads').selectAll().where((eb) => confirmedLead(eb))
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '#api/db/schema.ts';

export function confirmedLead(eb: ExpressionBuilder<Database, 'leads'>) {
  return eb.exists(
    eb
      .selectFrom('mail_subscriptions')
      .select('mail_subscriptions.id')
      .whereRef('mail_subscriptions.email', '=', 'leads.email')
      .where('mail_subscriptions.confirmed_at', 'is not', null),
  );
}
