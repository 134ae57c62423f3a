/**
 * Queues the account mails (docs/decisions.md §91–§94) in the caller's transaction, so a mail
 * exists exactly when what caused it does. The verification and reset links have the account's
 * own allowance (../repositories/account-link-allowance.ts, docs/decisions.md §117), which the
 * newsletter, lead and registration forms cannot use up. The notice of a second registration
 * goes to an address someone else typed, so it takes one of the mailbox's daily visitor mails
 * (../repositories/visitor-mail-cap.ts, §86): past the cap nothing is queued and the caller
 * answers alike. The notice that a password changed goes to the account's owner whatever the
 * limits: it is how they learn of a change they did not make. Each is written in the account's
 * language, with links to the pages in it (docs/decisions.md §304).
 *
 * @example await db.transaction().execute((trx) => queueVerificationMail(trx, settings, user, now));
 */
import type { Locale } from '@alpora/shared/locales';
import { RESET_VALID_MINUTES } from '@alpora/shared/schemas/account-recovery';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#api/db/schema.ts';
import { isMailAddress } from '#api/mail/address.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { VERIFICATION_VALID_DAYS } from '#api/mail/templates/verify-email.ts';
import { claimAccountLink } from '#api/repositories/account-link-allowance.ts';
import { issueAccountToken } from '#api/repositories/account-tokens.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import type { SubscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { claimVisitorMail } from '#api/repositories/visitor-mail-cap.ts';
import { accountLinkUrl, sitePageUrl } from './account-links.ts';

/** The public site (SITE_URL) the links point to, and the domain of MAIL_FROM for Message-IDs. */
export type AccountMailSettings = SubscriptionMailSettings;

/** What queuing a limited mail came to; only logs, the resend's 429 and tests see it. */
export type CappedMailOutcome = 'queued' | 'capped' | 'unreachable';

const DAY_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_VALID_MS = VERIFICATION_VALID_DAYS * DAY_MS;
export const RESET_VALID_MS = RESET_VALID_MINUTES * 60 * 1000;

function common(settings: AccountMailSettings, recipient: string, locale: Locale) {
  return { category: 'transactional' as const, recipient, locale, domain: settings.domain };
}

/** The link that confirms the account's current address, within the account's hourly allowance. */
export async function queueVerificationMail(
  trx: Kysely<Database>,
  settings: AccountMailSettings,
  user: Pick<UserRow, 'id' | 'email' | 'locale'>,
  now: Date,
): Promise<CappedMailOutcome> {
  if (!isMailAddress(user.email)) return 'unreachable';
  const locale = personLocale(user.locale);
  if (!(await claimAccountLink(trx, user.id, 'verify-email', now))) return 'capped';
  const token = await issueAccountToken(
    trx,
    { userId: user.id, purpose: 'verify-email', email: user.email, validMs: VERIFICATION_VALID_MS },
    now,
  );
  // No username: whoever registered chose it, and may have typed someone else's address.
  const data: MailProps<'verify-email'> = { verifyUrl: accountLinkUrl(settings.siteUrl, 'verify-email', locale) };
  const mail = { ...common(settings, user.email, locale), template: 'verify-email', data, linkToken: token } as const;
  await enqueueMail(trx, mail, now);
  return 'queued';
}

/**
 * The reset link; the caller has made sure the address is the account's confirmed one and has
 * claimed a link of the account's allowance (`claimAccountLink`).
 */
export async function queuePasswordResetMail(
  trx: Kysely<Database>,
  settings: AccountMailSettings,
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'locale'>,
  now: Date,
): Promise<void> {
  const locale = personLocale(user.locale);
  const token = await issueAccountToken(
    trx,
    { userId: user.id, purpose: 'password-reset', email: user.email, validMs: RESET_VALID_MS },
    now,
  );
  const data: MailProps<'password-reset'> = {
    username: user.username,
    resetUrl: accountLinkUrl(settings.siteUrl, 'reset-password', locale),
  };
  const mail = { ...common(settings, user.email, locale), template: 'password-reset', data, linkToken: token } as const;
  await enqueueMail(trx, mail, now);
}

/** Tells the owner their password changed (on /account) or was reset (by a mailed link). */
export async function queuePasswordChangedMail(
  trx: Kysely<Database>,
  settings: AccountMailSettings,
  user: Pick<UserRow, 'username' | 'email' | 'locale'>,
  how: 'changed' | 'reset',
  now: Date,
): Promise<void> {
  if (!isMailAddress(user.email)) return;
  const locale = personLocale(user.locale);
  const data: MailProps<'password-changed'> = {
    username: user.username,
    how,
    at: now.toISOString(),
    forgotUrl: sitePageUrl(settings.siteUrl, 'forgot-password', locale),
  };
  await enqueueMail(trx, { ...common(settings, user.email, locale), template: 'password-changed', data }, now);
}

/**
 * Tells the owner of the account that someone tried to open a second account with its address,
 * in the owner's language: the mail is theirs, not the page's where the attempt was made.
 */
export async function queueAccountExistsMail(
  trx: Kysely<Database>,
  settings: AccountMailSettings,
  owner: Pick<UserRow, 'email' | 'locale'>,
  now: Date,
): Promise<CappedMailOutcome> {
  const { email } = owner;
  if (!isMailAddress(email)) return 'unreachable';
  const locale = personLocale(owner.locale);
  const visitorKey = await claimVisitorMail(trx, email, now);
  if (visitorKey === null) return 'capped';
  const data: MailProps<'account-exists'> = {
    loginUrl: sitePageUrl(settings.siteUrl, 'login', locale),
    forgotUrl: sitePageUrl(settings.siteUrl, 'forgot-password', locale),
  };
  await enqueueMail(trx, { ...common(settings, email, locale), template: 'account-exists', data, visitorKey }, now);
  return 'queued';
}
