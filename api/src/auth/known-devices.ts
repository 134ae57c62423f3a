/**
 * New-device sign-in mail (docs/decisions.md §111): at every sign-in the browser's device cookie
 * is looked up among its owner's known browsers. A browser not among them, while others are,
 * queues the 'new-sign-in' mail to the owner in the sign-in's own transaction; the very first
 * browser of an account (the one it registered in) is listed without a mail.
 *
 * @example await noteSignInDevice(trx, { user, deviceHash, method, device, settings }, now);
 */
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, UserRow } from '#api/db/schema.ts';
import { isMailAddress, senderDomain } from '#api/mail/address.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { recordKnownDevice } from '#api/repositories/known-devices.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import { describeDevice } from './device-description.ts';
import type { RequestDevice } from './request-device.ts';
import type { SignInMethod } from './sign-in-methods.ts';

/** Every mail is English for now: the site and the mail dictionaries have one language. */
const LOCALE = 'en';

export interface SignInDevice {
  user: UserRow;
  deviceHash: string;
  method: SignInMethod;
  device: RequestDevice;
}

/** Answers whether a mail was queued, so the caller can wake the sender after the commit. */
export async function noteSignInDevice(
  trx: Kysely<Database>,
  config: Pick<Config, 'MAIL_FROM' | 'SITE_URL'>,
  signIn: SignInDevice,
  now: Date,
): Promise<boolean> {
  const { user } = signIn;
  const sighting = await recordKnownDevice(trx, user.id, signIn.deviceHash, now);
  // Accounts are opened with a checked address; one stored before that check is left unmailed
  // rather than failing the sign-in.
  if (sighting !== 'new' || !isMailAddress(user.email)) return false;
  const data: MailProps<'new-sign-in'> = {
    username: user.username,
    at: now.toISOString(),
    device: describeDevice(signIn.device.userAgent) ?? undefined,
    addressHint: signIn.device.addressHint ?? undefined,
    method: signIn.method,
    accountUrl: new URL('/account', config.SITE_URL).toString(),
  };
  await enqueueMail(
    trx,
    {
      template: 'new-sign-in',
      category: 'transactional',
      recipient: user.email,
      locale: LOCALE,
      data,
      domain: senderDomain(config.MAIL_FROM) ?? 'localhost',
    },
    now,
  );
  return true;
}
