/**
 * The mail an owner gets when a sign-in to their account passed its first step and then
 * failed the second until it ended (docs/decisions.md §113): whoever it was knows the
 * password (or can sign in at the organisation), which the owner must hear of before the next
 * try. Queued in the transaction that ends the pending sign-in, at most once per pending
 * sign-in, since a pending sign-in ends only once.
 *
 * @example await queueSecondStepAlert(trx, config, { user, first: 'password', device }, now);
 */
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, UserRow } from '#api/db/schema.ts';
import { isMailAddress, senderDomain } from '#api/mail/address.ts';
import type { MailProps } from '#api/mail/templates/registry.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import { describeDevice } from './device-description.ts';
import type { RequestDevice } from './request-device.ts';
import type { FirstFactor } from './sign-in-methods.ts';

/** Every mail is English for now: the site and the mail dictionaries have one language. */
const LOCALE = 'en';

export async function queueSecondStepAlert(
  trx: Kysely<Database>,
  config: Pick<Config, 'MAIL_FROM' | 'SITE_URL'>,
  attempt: { user: UserRow; first: FirstFactor; device: RequestDevice },
  now: Date,
): Promise<boolean> {
  const { user, first, device } = attempt;
  if (!isMailAddress(user.email)) return false;
  const data: MailProps<'second-step-failed'> = {
    username: user.username,
    at: now.toISOString(),
    device: describeDevice(device.userAgent) ?? undefined,
    addressHint: device.addressHint ?? undefined,
    first,
    accountUrl: new URL('/account', config.SITE_URL).toString(),
  };
  await enqueueMail(
    trx,
    {
      template: 'second-step-failed',
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
