/**
 * Suspending an account and giving it back (docs/back-office.md#users, docs/decisions.md §119,
 * §155). A suspension marks `users.suspended_at`, ends every session of the account and records
 * the owner's security log entry and the audit entry, all in one transaction: when it commits,
 * the account has no session and `validateSessionToken` refuses any it might still be presented
 * with. The account cannot sign in again by any method until an administrator reinstates it:
 * every sign-in ends in `openSession`, and every first step that leads to a second one passes
 * `beginSecondStep`, both of which call `assertNotSuspended` after the credential proved right,
 * so a wrong password never learns that an account is suspended.
 *
 * The same transaction queues the owner's mail (`account-suspended`, and `account-reinstated`
 * when the suspension is lifted): the Terms (section 4) promise the Client is told at once, so
 * the mail exists exactly when the suspension does (docs/decisions.md §185). It goes to the
 * account's address whatever the mail limits, like the notice of a changed password.
 *
 * The reason is the audit entry's; the security log and the mail say only that the account was
 * suspended, and whom to write to.
 *
 * @example await suspendAccount(db, mail, { user, reason: 'Chargeback under review', actor: staffActor(c) }, clock.now());
 */
import type { Kysely } from 'kysely';
import { sitePageUrl } from '#api/auth/account-links.ts';
import type { AccountMailSettings } from '#api/auth/account-mails.ts';
import type { Database, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { isMailAddress } from '#api/mail/address.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { deleteSessionsOfUser } from '#api/repositories/sessions.ts';
import { type AuditActor, recordAudit } from './audit.ts';

/** Where a suspended client turns: the address the contact page gives for general questions. */
export const SUSPENSION_CONTACT = 'hello@alpora.ch';

export const ACCOUNT_SUSPENDED_MESSAGE = `This account is suspended. Contact ${SUSPENSION_CONTACT} to ask why and how to get access back.`;

/** The answer to a right credential of a suspended account, wherever it was shown. */
export function accountSuspended(): ApiError {
  return new ApiError(403, 'account_suspended', ACCOUNT_SUSPENDED_MESSAGE);
}

/**
 * Refuses to go on with a suspended account. Reads the account's row again (in the caller's
 * transaction when given one), so a suspension that committed after the credential was checked
 * still counts.
 */
export async function assertNotSuspended(db: Kysely<Database>, userId: string): Promise<void> {
  const row = await db.selectFrom('users').select('suspended_at').where('id', '=', userId).executeTakeFirst();
  if (row?.suspended_at) throw accountSuspended();
}

interface Suspension {
  user: UserRow;
  reason: string;
  actor: AuditActor;
}

/** Queues the owner's mail about the suspension in `trx`; an address that cannot receive mail gets none. */
async function queueOwnerMail(
  trx: Kysely<Database>,
  mail: AccountMailSettings,
  user: UserRow,
  what: 'suspended' | 'reinstated',
  now: Date,
): Promise<void> {
  if (!isMailAddress(user.email)) return;
  const locale = personLocale(user.locale);
  const common = { category: 'transactional', recipient: user.email, locale, domain: mail.domain } as const;
  const about = { username: user.username, at: now.toISOString(), contact: SUSPENSION_CONTACT };
  if (what === 'suspended') {
    await enqueueMail(trx, { ...common, template: 'account-suspended', data: about }, now);
    return;
  }
  const data = { ...about, loginUrl: sitePageUrl(mail.siteUrl, 'login', locale) };
  await enqueueMail(trx, { ...common, template: 'account-reinstated', data }, now);
}

/** Suspends the account, ends its sessions and mails the owner; answers how many sessions ended. */
export async function suspendAccount(
  db: Kysely<Database>,
  mail: AccountMailSettings,
  { user, reason, actor }: Suspension,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ suspended_at: now.toISOString() }).where('id', '=', user.id).execute();
    const ended = await deleteSessionsOfUser(trx, user.id);
    const device = { userAgent: null, addressHint: null };
    await recordSecurityEvent(trx, { userId: user.id, kind: 'account-suspended', outcome: 'success', device }, now);
    await queueOwnerMail(trx, mail, user, 'suspended', now);
    await recordAudit(
      trx,
      actor,
      { action: 'user.suspend', subjectType: 'user', subjectId: user.id, detail: { reason, sessionsEnded: ended } },
      now,
    );
    return ended;
  });
}

/** Lifts the suspension and mails the owner: they sign in again as before, with the same credentials. */
export async function reinstateAccount(
  db: Kysely<Database>,
  mail: AccountMailSettings,
  { user, actor }: Omit<Suspension, 'reason'>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ suspended_at: null }).where('id', '=', user.id).execute();
    const device = { userAgent: null, addressHint: null };
    await recordSecurityEvent(trx, { userId: user.id, kind: 'account-reinstated', outcome: 'success', device }, now);
    await queueOwnerMail(trx, mail, user, 'reinstated', now);
    await recordAudit(
      trx,
      actor,
      { action: 'user.reinstate', subjectType: 'user', subjectId: user.id, detail: { suspendedAt: user.suspended_at } },
      now,
    );
  });
}
