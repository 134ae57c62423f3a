/**
 * Queues the account mails (docs/decisions.md §91–§94) in the caller's transaction, so a mail
 * exists exactly when what caused it does. Mails to an address a visitor typed (the
 * verification link of a new account, the reset link, the notice of a second registration)
 * take one of the mailbox's daily mails (../repositories/visitor-mail-cap.ts,
 * docs/decisions.md §86): past the cap nothing is queued and the caller answers alike. The
 * notice that a password changed goes to the account's owner whatever the cap: it is how they
 * learn of a change they did not make.
 *
 * @example await db.transaction().execute((trx) => queueVerificationMail(trx, settings, user, now));
 */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#api/db/schema.ts';
import { isMailAddress } from '#api/mail/address.ts';
import { RESET_VALID_MINUTES } from '#api/mail/templates/password-reset.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { VERIFICATION_VALID_DAYS } from '#api/mail/templates/verify-email.ts';
import { issueAccountToken } from '#api/repositories/account-tokens.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import type { SubscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { claimVisitorMail } from '#api/repositories/visitor-mail-cap.ts';
import { accountLinkUrl, sitePageUrl } from './account-links.ts';

/** The public site (SITE_URL) the links point to, and the domain of MAIL_FROM for Message-IDs. */
export type AccountMailSettings = SubscriptionMailSettings;

/** What queuing a capped mail came to; only logs and tests see it. */
export type CappedMailOutcome = 'queued' | 'capped' | 'unreachable';

/** Every mail is English for now: the site and the mail dictionaries have one language. */
const LOCALE = 'en';
const DAY_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_VALID_MS = VERIFICATION_VALID_DAYS * DAY_MS;
export const RESET_VALID_MS = RESET_VALID_MINUTES * 60 * 1000;

function common(settings: AccountMailSettings, recipient: string) {
  return { category: 'transactional' as const, recipient, locale: LOCALE, domain: settings.domain };
}

/** The link that confirms the account's current address. */
export async function queueVerificationMail(
  trx: Kysely<Database>,
  settings: AccountMailSettings,
  user: Pick<UserRow, 'id' | 'username' | 'email'>,
  now: Date,
): Promise<CappedMailOutcome> {
  if (!isMailAddress(user.email)) return 'unreachable';
  const visitorKey = await claimVisitorMail(trx, user.email, now);
  if (visitorKey === null) return 'capped';
  const token = await issueAccountToken(
    trx,
    { userId: user.id, purpose: 'verify-email', email: user.email, validMs: VERIFICATION_VALID_MS },
    now,
  );
  const data: MailProps<'verify-email'> = {
    username: user.username,
    verifyUrl: accountLinkUrl(settings.siteUrl, 'verify-email'),
  };
  await enqueueMail(
    trx,
    { ...common(settings, user.email), template: 'verify-email', data, linkToken: token, visitorKey },
    now,
  );
  return 'queued';
}

/** The reset link; the caller has made sure the address is the account's confirmed one. */
export async function queuePasswordResetMail(
  trx: Kysely<Database>,
  settings: AccountMailSettings,
  user: Pick<UserRow, 'id' | 'username' | 'email'>,
  visitorKey: string,
  now: Date,
): Promise<void> {
  const token = await issueAccountToken(
    trx,
    { userId: user.id, purpose: 'password-reset', email: user.email, validMs: RESET_VALID_MS },
    now,
  );
  const data: MailProps<'password-reset'> = {
    username: user.username,
    resetUrl: accountLinkUrl(settings.siteUrl, 'reset-password'),
  };
  await enqueueMail(
    trx,
    { ...common(settings, user.email), template: 'password-reset', data, linkToken: token, visitorKey },
    now,
  );
}

/** Tells the owner their password changed (on /account) or was reset (by a mailed link). */
export async function queuePasswordChangedMail(
  trx: Kysely<Database>,
  settings: AccountMailSettings,
  user: Pick<UserRow, 'username' | 'email'>,
  how: 'changed' | 'reset',
  now: Date,
): Promise<void> {
  if (!isMailAddress(user.email)) return;
  const data: MailProps<'password-changed'> = {
    username: user.username,
    how,
    at: now.toISOString(),
    forgotUrl: sitePageUrl(settings.siteUrl, 'forgot-password'),
  };
  await enqueueMail(trx, { ...common(settings, user.email), template: 'password-changed', data }, now);
}

/** Tells the owner of `email` that someone tried to open a second account with it. */
export async function queueAccountExistsMail(
  trx: Kysely<Database>,
  settings: AccountMailSettings,
  email: string,
  now: Date,
): Promise<CappedMailOutcome> {
  if (!isMailAddress(email)) return 'unreachable';
  const visitorKey = await claimVisitorMail(trx, email, now);
  if (visitorKey === null) return 'capped';
  const data: MailProps<'account-exists'> = {
    loginUrl: sitePageUrl(settings.siteUrl, 'login'),
    forgotUrl: sitePageUrl(settings.siteUrl, 'forgot-password'),
  };
  await enqueueMail(trx, { ...common(settings, email), template: 'account-exists', data, visitorKey }, now);
  return 'queued';
}
