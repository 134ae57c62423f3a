/**
 * New-device sign-in mail (docs/decisions.md §111): at every sign-in the browser's device cookie
 * is looked up among its owner's known browsers. A browser not among them, while others are,
 * queues the 'new-sign-in' mail to the owner in the sign-in's own transaction (./sign-in-alerts.ts); the very first
 * browser of an account (the one it registered in) is listed without a mail.
 *
 * @example await noteSignInDevice(trx, { user, deviceHash, method, device, settings }, now);
 */
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, UserRow } from '#api/db/schema.ts';
import { recordKnownDevice } from '#api/repositories/known-devices.ts';
import type { RequestDevice } from './request-device.ts';
import { queueSignInAlert } from './sign-in-alerts.ts';
import type { SignInMethod } from './sign-in-methods.ts';

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
  if (sighting !== 'new') return false;
  const alert = { template: 'new-sign-in', method: signIn.method } as const;
  return queueSignInAlert(trx, config, { user, device: signIn.device, alert }, now);
}
