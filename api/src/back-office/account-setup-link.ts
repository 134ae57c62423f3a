/**
 * The set-up link of an account an operator opened (./account-setup.ts): `startAccountSetup`
 * tells the page whose account it is and, for a staff role, starts the enrolment of an
 * authenticator app (a fresh secret each time the page opens, until the link completes);
 * `completeAccountSetup` sets the password, confirms the app with its first code, verifies the
 * address (following the link proved it) and takes the link, in one transaction. A staff
 * account cannot complete without its second factor: staff never sign in on one
 * (docs/security.md).
 *
 * @example const setup = await startAccountSetup(db, token, now); // { user, totp: { secret, uri } | null }
 */
import type { Locale } from '@alpora/shared/locales';
import type { Kysely } from 'kysely';
import { newPasswordProblem } from '#api/auth/password-rules.ts';
import { hasPassword } from '#api/auth/passwords.ts';
import { newRecoveryCodes, recoveryCodeHash } from '#api/auth/recovery-codes.ts';
import type { RequestDevice } from '#api/auth/request-device.ts';
import { STAFF_ROLES } from '#api/auth/roles.ts';
import { matchTotpStep, newTotpSecret, totpKeyUri } from '#api/auth/totp.ts';
import type { Database, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { findUsableAccountToken, takeAccountToken } from '#api/repositories/account-tokens.ts';
import { replacePassword } from '#api/repositories/password-changes.ts';
import { replaceRecoveryCodes } from '#api/repositories/recovery-codes.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { confirmTotpEnrolment, findTotpCredential, startTotpEnrolment } from '#api/repositories/totp-credentials.ts';
import { findUserById, identityKey, markEmailVerified, setUserLocale } from '#api/repositories/users.ts';

export const INVALID_SETUP_LINK =
  'This set-up link is not valid: it is unknown, was used already, or has expired. Ask for a new one.';
const CODE_NEEDED = 'Enter the 6-digit code your authenticator app shows for Alpora.';
const CODE_WRONG =
  'This code is not right. Check that the time on your phone is set automatically, then try the newest code.';

const invalidLink = () => new ApiError(404, 'not_found', INVALID_SETUP_LINK);
const codeProblem = (message: string) => new ApiError(422, 'validation_failed', message, { fields: { code: message } });

/** The account of a usable link, still without a password and still at the address it was mailed to. */
async function accountOfLink(db: Kysely<Database>, token: string, now: Date): Promise<UserRow> {
  const found = await findUsableAccountToken(db, token, 'account-setup', now);
  const user = found ? await findUserById(db, found.user_id) : undefined;
  if (!found || !user || hasPassword(user) || identityKey(user.email) !== identityKey(found.email)) throw invalidLink();
  if (user.suspended_at !== null) throw invalidLink();
  return user;
}

export function isStaffAccount(user: Pick<UserRow, 'role'>): boolean {
  return STAFF_ROLES.has(user.role);
}

export async function startAccountSetup(db: Kysely<Database>, token: string, now: Date) {
  const user = await accountOfLink(db, token, now);
  if (!isStaffAccount(user)) return { user, totp: null };
  const secret = newTotpSecret();
  // False when an app is confirmed already: the account has its second factor and needs no other.
  const started = await startTotpEnrolment(db, user.id, secret, now);
  return { user, totp: started ? { secret, uri: totpKeyUri(secret, user.username) } : null };
}

interface Completion {
  token: string;
  password: string;
  code?: string | undefined;
  /** The language of the set-up page: the account's language from now on. */
  locale?: Locale | undefined;
  device: RequestDevice;
  hash: (password: string) => Promise<string>;
  /** Counts a code's try like a sign-in attempt of the username (429 past the limit). */
  countCodeAttempt: (username: string) => Promise<void>;
}

/** Answers the account, ready for its session, and the recovery codes of an app enrolled now (else null). */
export async function completeAccountSetup(db: Kysely<Database>, completion: Completion, now: Date) {
  const user = await accountOfLink(db, completion.token, now);
  const problem = newPasswordProblem(completion.password, user);
  if (problem) throw new ApiError(422, 'validation_failed', problem, { fields: { password: problem } });
  let step: number | null = null;
  if (isStaffAccount(user)) {
    const credential = await findTotpCredential(db, user.id);
    if (!credential) throw codeProblem('Open the link again to set up your authenticator app.');
    if (!credential.confirmed_at) {
      if (!completion.code) throw codeProblem(CODE_NEEDED);
      await completion.countCodeAttempt(user.username);
      step = matchTotpStep(credential.secret, completion.code, now, null);
      if (step === null) throw codeProblem(CODE_WRONG);
    }
  }
  const passwordHash = await completion.hash(completion.password);
  const codes = step === null ? null : newRecoveryCodes();
  const device = completion.device;
  const event = (kind: 'account-set-up' | 'totp-enabled' | 'recovery-codes-created') =>
    ({ userId: user.id, kind, outcome: 'success', device }) as const;
  await db.transaction().execute(async (trx) => {
    // Taking the link first: of two submissions racing on it, one sets the account up.
    const taken = await takeAccountToken(trx, completion.token, 'account-setup', now);
    if (!taken) throw invalidLink();
    await replacePassword(trx, { userId: user.id, passwordHash, endSessions: 'all' }, now);
    await markEmailVerified(trx, user.id, taken.email, now);
    if (completion.locale) await setUserLocale(trx, user.id, completion.locale);
    if (step !== null && codes) {
      if (!(await confirmTotpEnrolment(trx, user.id, step, now))) throw codeProblem(CODE_WRONG);
      await replaceRecoveryCodes(trx, user.id, codes.map(recoveryCodeHash), now);
      await recordSecurityEvent(trx, event('totp-enabled'), now);
      await recordSecurityEvent(trx, event('recovery-codes-created'), now);
    }
    await recordSecurityEvent(trx, event('account-set-up'), now);
  });
  const ready = await findUserById(db, user.id);
  if (!ready) throw invalidLink();
  return { user: ready, recoveryCodes: codes };
}
