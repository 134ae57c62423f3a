/**
 * The mails that tell an owner about a sign-in to their account, queued in the caller's
 * transaction: one from a browser the account has not used before (docs/decisions.md §111), and
 * one that passed its first step and then failed the second until it ended (§113), since whoever
 * it was knows the password. Both say when, from which browser and network, and link to
 * /account; both go to the owner whatever the limits, for their own safety, in the owner's
 * language (docs/decisions.md §304).
 *
 * @example await queueSignInAlert(trx, config, { user, device, alert: { template: 'new-sign-in', method } }, now);
 */
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, UserRow } from '#api/db/schema.ts';
import { isMailAddress, senderDomain } from '#api/mail/address.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import { sitePageUrl } from './account-links.ts';
import { describeDevice } from './device-description.ts';
import type { RequestDevice } from './request-device.ts';
import type { FirstFactor, SignInMethod } from './sign-in-methods.ts';

/** Which alert, with what only it says. */
export type SignInAlert =
  | { template: 'new-sign-in'; method: SignInMethod }
  | { template: 'second-step-failed'; first: FirstFactor };

/** Queues the alert to the account's owner; false when the account has no address to mail. */
export async function queueSignInAlert(
  trx: Kysely<Database>,
  config: Pick<Config, 'MAIL_FROM' | 'SITE_URL'>,
  signIn: { user: UserRow; device: RequestDevice; alert: SignInAlert },
  now: Date,
): Promise<boolean> {
  const { user, device, alert } = signIn;
  // Accounts are opened with a checked address; one stored before that check is left unmailed
  // rather than failing the sign-in.
  if (!isMailAddress(user.email)) return false;
  const { template, ...only } = alert;
  const locale = personLocale(user.locale);
  const data: MailProps<SignInAlert['template']> = {
    username: user.username,
    at: now.toISOString(),
    device: describeDevice(device.userAgent) ?? undefined,
    addressHint: device.addressHint ?? undefined,
    accountUrl: sitePageUrl(config.SITE_URL, 'account', locale),
    ...only,
  };
  const mail = { template, category: 'transactional', recipient: user.email, locale, data } as const;
  await enqueueMail(trx, { ...mail, domain: senderDomain(config.MAIL_FROM) ?? 'localhost' }, now);
  return true;
}
