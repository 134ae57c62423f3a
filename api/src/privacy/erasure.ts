/**
 * Erases what the product holds about a mailbox (docs/privacy.md#requests), in the caller's
 * transaction so that it happens wholly or not at all: the leads of the address with their
 * submissions, history and demo bookings; its subscriptions, their links and its daily mail
 * count; every mail sent to it or showing the address; the accounts with the address and
 * every row of them (sessions, security log, browsers, second factors, portfolios, links,
 * invitations), and their viewers' accounts, which read only that dashboard and lose their only
 * use; rate-limit counts keyed by their usernames, addresses or accounts (./rate-counts.ts).
 * Audit entries about any of these, or naming the person (./person-mentions.ts), stay for the
 * accountability of our staff, but keep only ids: their detail is cleared. Lines of a client's
 * security log about the person as its viewer stay without the address and username. The privacy requests
 * of the address stay as the record that we answered (./kept-records.ts).
 *
 * @example await db.transaction().execute(async (trx) => eraseMailboxData(trx, box, await readMailboxData(trx, box)));
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { type Mailbox, ofMailbox } from './address-match.ts';
import type { MailboxData } from './mailbox-data.ts';
import { deleteRateCounts } from './rate-counts.ts';

/** What a client's log says, after the erasure, of the viewer it named. */
export const ERASED_VIEWER = 'a viewer whose data was erased at their request';

/** Rows per data map kind, as the outcome of the request reports them. */
export type RowsByKind = Record<string, number>;

/** Rows per kind of what `data` shows: what an access answer found, or what an erasure removes. */
export function rowsByKind(data: MailboxData): RowsByKind {
  const rows: RowsByKind = {};
  for (const section of data.sections) {
    if (section.kind === 'privacy-requests') continue;
    rows[section.kind] = section.records.reduce((sum, record) => sum + record.rows, 0);
  }
  return rows;
}

/** Deletes and anonymises everything `data` (read in the same transaction) found; answers the rows per kind. */
export async function eraseMailboxData(trx: Kysely<Database>, box: Mailbox, data: MailboxData): Promise<RowsByKind> {
  const { ids } = data;
  const accountIds = [...ids.userIds, ...ids.viewerIds];

  // Audit entries stay for accountability, with ids only; lines of the clients' logs that named
  // the person as their viewer stay as a client's record that a viewer came and went.
  if (ids.auditEntryIds.length > 0) {
    await trx.updateTable('audit_log').set({ detail: null }).where('id', 'in', ids.auditEntryIds).execute();
  }
  if (ids.othersLogLineIds.length > 0) {
    await trx
      .updateTable('security_events')
      .set({ detail: ERASED_VIEWER })
      .where('id', 'in', ids.othersLogLineIds)
      .execute();
  }

  if (ids.mailIds.length > 0) await trx.deleteFrom('mail_outbox').where('id', 'in', ids.mailIds).execute();
  if (ids.bookingIds.length > 0) await trx.deleteFrom('demo_bookings').where('id', 'in', ids.bookingIds).execute();
  if (ids.leadIds.length > 0) await trx.deleteFrom('leads').where('id', 'in', ids.leadIds).execute();
  if (ids.subscriptionIds.length > 0) {
    await trx.deleteFrom('mail_subscriptions').where('id', 'in', ids.subscriptionIds).execute();
  }
  await trx.deleteFrom('subscription_addresses').where('email', '=', box.key).execute();
  await trx
    .deleteFrom('viewer_invitations')
    .where((eb) => ofMailbox(trx, eb, 'email', box))
    .execute();
  if (accountIds.length > 0) {
    // Columns without a foreign key that may name a staff account: the lead stays, unowned.
    await trx.updateTable('leads').set({ owner_user_id: null }).where('owner_user_id', 'in', accountIds).execute();
    await trx
      .updateTable('lead_activity')
      .set({ owner_user_id: null })
      .where('owner_user_id', 'in', accountIds)
      .execute();
    await trx
      .updateTable('leads')
      .set({ partner_decided_by: null })
      .where('partner_decided_by', 'in', accountIds)
      .execute();
    // Sessions, security log, browsers, second factors, links, portfolios and invitations go with
    // the account (ON DELETE CASCADE).
    await trx.deleteFrom('users').where('id', 'in', accountIds).execute();
  }
  await deleteRateCounts(trx, { names: [box.key, ...ids.signInNames], box, accountIds });
  return rowsByKind(data);
}
