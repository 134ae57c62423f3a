/**
 * An account an operator opens for someone (`cli user create`, docs/back-office.md#roles): no
 * password yet, a role given at once, and a single-use set-up link (72 hours) mailed to the
 * address and shown to the operator. The person chooses the password on /set-up-account (see
 * ./account-setup-link.ts); a staff account also enrols its authenticator app there. The
 * account, its link, its mail and the `user.create` audit entry are one transaction.
 *
 * @example const { setupUrl } = await createAccountWithSetupLink(db, mail, { username, email, role: 'admin', actor: OPERATOR }, now);
 */

import { operatorMessage } from '@alpora/shared/field-errors';
import { DEFAULT_LOCALE } from '@alpora/shared/locales';
import { emailSchema, registerRequestSchema } from '@alpora/shared/schemas/auth';
import type { Kysely } from 'kysely';
import type { ZodError } from 'zod';
import { accountLinkUrl } from '#api/auth/account-links.ts';
import type { AccountMailSettings } from '#api/auth/account-mails.ts';
import { hasPassword, NO_PASSWORD_HASH } from '#api/auth/passwords.ts';
import { STAFF_ROLES } from '#api/auth/roles.ts';
import type { Database, UserRow } from '#api/db/schema.ts';
import { LINK_TOKEN_PLACEHOLDER } from '#api/mail/link-tokens.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import { SETUP_VALID_HOURS } from '#api/mail/templates/account-setup.ts';
import { deleteAccountTokensOf, issueAccountToken } from '#api/repositories/account-tokens.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import { insertUser, isReservedUsername, takenIdentities } from '#api/repositories/users.ts';
import { createDemoPortfolio } from '#api/seed/demo-portfolio.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import type { AssignableRole } from './change-role.ts';

export const SETUP_VALID_MS = SETUP_VALID_HOURS * 60 * 60 * 1000;

/** Why an account cannot be opened, in words an operator can act on. */
export class AccountCreationRefused extends Error {
  override name = 'AccountCreationRefused';
}

export interface NewAccount {
  username: string;
  email: string;
  role: AssignableRole;
  firstName?: string | undefined;
  lastName?: string | undefined;
  actor: AuditActor;
}

/** The first message of a schema's refusal, for the operator. */
function problemOf(result: { success: boolean; error?: ZodError | undefined }): string | undefined {
  return result.success ? undefined : operatorMessage(result.error?.issues[0]);
}

export async function createAccountWithSetupLink(
  db: Kysely<Database>,
  mail: AccountMailSettings,
  account: NewAccount,
  now: Date,
): Promise<{ userId: string; setupUrl: string }> {
  const username = registerRequestSchema.shape.username.safeParse(account.username);
  const usernameProblem = problemOf(username);
  if (usernameProblem || !username.success) throw new AccountCreationRefused(`--username: ${usernameProblem}`);
  const email = emailSchema.safeParse(account.email);
  const emailProblem = problemOf(email);
  if (emailProblem || !email.success) throw new AccountCreationRefused(`--email: ${emailProblem}`);
  if (isReservedUsername(username.data))
    throw new AccountCreationRefused(`The username "${username.data}" is reserved.`);
  const taken = await takenIdentities(db, username.data, email.data);
  if (taken.username) throw new AccountCreationRefused(`The username "${username.data}" is taken.`);
  if (taken.email) throw new AccountCreationRefused(`An account with the address ${email.data} exists already.`);

  const id = crypto.randomUUID();
  const token = await db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id,
      username: username.data,
      email: email.data,
      // Nobody can sign in until the set-up link sets a password.
      passwordHash: NO_PASSWORD_HASH,
      firstName: account.firstName?.trim() || null,
      lastName: account.lastName?.trim() || null,
      createdAt: now.toISOString(),
    });
    await trx.updateTable('users').set({ role: account.role }).where('id', '=', id).execute();
    // A client opened by an operator starts like one that registered.
    if (account.role === 'client') await createDemoPortfolio(trx, id, now);
    const plain = await queueSetupLink(
      trx,
      mail,
      { id, username: username.data, email: email.data, role: account.role, locale: DEFAULT_LOCALE },
      now,
    );
    await recordAudit(
      trx,
      account.actor,
      {
        action: 'user.create',
        subjectType: 'user',
        subjectId: id,
        detail: { username: username.data, email: email.data, role: account.role },
      },
      now,
    );
    return plain;
  });
  return { userId: id, setupUrl: setupUrlWith(mail, token) };
}

function setupUrlWith(mail: AccountMailSettings, token: string): string {
  // Shown to the operator, who reads English: the page the owner's own mail links to may differ.
  return accountLinkUrl(mail.siteUrl, 'set-up-account', DEFAULT_LOCALE).replace(LINK_TOKEN_PLACEHOLDER, token);
}

/** Issues a set-up link of the account and queues its mail; answers the plain token. */
async function queueSetupLink(
  trx: Kysely<Database>,
  mail: AccountMailSettings,
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'locale'>,
  now: Date,
): Promise<string> {
  const locale = personLocale(user.locale);
  const plain = await issueAccountToken(
    trx,
    { userId: user.id, purpose: 'account-setup', email: user.email, validMs: SETUP_VALID_MS },
    now,
  );
  const data = {
    username: user.username,
    staff: STAFF_ROLES.has(user.role),
    setupUrl: accountLinkUrl(mail.siteUrl, 'set-up-account', locale),
  };
  const message = { template: 'account-setup', category: 'transactional', locale, domain: mail.domain } as const;
  await enqueueMail(trx, { ...message, recipient: user.email, data, linkToken: plain }, now);
  return plain;
}

/**
 * A new set-up link for an account that has never been set up (its link lapsed or the mail was
 * lost); earlier links of the account stop working. Refused once the account has a password:
 * its owner resets it instead.
 */
export async function reissueSetupLink(
  db: Kysely<Database>,
  mail: AccountMailSettings,
  user: UserRow,
  actor: AuditActor,
  now: Date,
): Promise<string> {
  if (hasPassword(user)) {
    throw new AccountCreationRefused(`${user.username} has a password already; they can reset it from the login page.`);
  }
  const token = await db.transaction().execute(async (trx) => {
    await deleteAccountTokensOf(trx, user.id, 'account-setup');
    const plain = await queueSetupLink(trx, mail, user, now);
    await recordAudit(trx, actor, { action: 'user.setup-link', subjectType: 'user', subjectId: user.id }, now);
    return plain;
  });
  return setupUrlWith(mail, token);
}
