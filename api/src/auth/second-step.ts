/**
 * The second step of a sign-in (docs/security.md). When the first factor (password or single
 * sign-on) is right and the account has a second one (an authenticator app or a passkey), no
 * session exists yet: the server keeps a pending sign-in for five minutes, the browser holds its
 * token in an HttpOnly cookie, and only a valid code, recovery code or passkey turns it into a
 * session. Five wrong codes end the pending sign-in, so guessing means starting over with the
 * password, which the login limits count. A staff account without a second factor cannot sign
 * in at all.
 *
 * @example if (await secondFactorsOf(db, user)) return c.json(await beginSecondStep(deps, c, user, 'password'), 200);
 */
import { tryAgainIn } from '@alpora/shared/retry-after';
import type { Context } from 'hono';
import { assertNotSuspended } from '#api/back-office/suspension.ts';
import type { UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import {
  type Ceremony,
  countCeremonyAttempt,
  createCeremony,
  deleteCeremony,
  findCeremony,
} from '#api/repositories/sign-in-ceremonies.ts';
import { findUserById } from '#api/repositories/users.ts';
import { requestDevice } from './request-device.ts';
import { STAFF_ROLES } from './roles.ts';
import { clearHostCookie, readHostCookie, setHostCookie } from './session-cookie.ts';
import { openSession, type SignInDeps } from './sign-in.ts';
import { queueSignInAlert } from './sign-in-alerts.ts';
import { combinedMethod, type FirstFactor, type SecondFactor } from './sign-in-methods.ts';

const PENDING_COOKIE = 'sign-in';
export const SECOND_STEP_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one pending sign-in takes before it ends. */
export const SECOND_STEP_MAX_ATTEMPTS = 5;
/**
 * Wrong second steps one account takes in 24 hours, from all addresses together. Someone who
 * knows the password and spreads guesses over many addresses passes the per-address limits;
 * this cap keeps the chance of guessing a code to about one in 17,000 a day (3 codes of a
 * million are valid at once), and the owner's log shows every attempt.
 */
export const SECOND_STEP_DAILY_FAILURES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SecondFactors {
  totp: boolean;
  passkey: boolean;
}

/** The second factors the account can use, or null when it has none. */
export async function secondFactorsOf({ db }: Pick<SignInDeps, 'db'>, user: UserRow): Promise<SecondFactors | null> {
  const [totp, passkey] = await Promise.all([
    db
      .selectFrom('totp_credentials')
      .select('user_id')
      .where('user_id', '=', user.id)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
    db.selectFrom('passkeys').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst(),
  ]);
  if (!totp && !passkey) return null;
  return { totp: Boolean(totp), passkey: Boolean(passkey) };
}

/** Staff roles never get a session on one factor. */
export function assertMayUseOneFactor(user: UserRow): void {
  if (STAFF_ROLES.has(user.role)) {
    throw new ApiError(
      403,
      'second_factor_required',
      'Staff accounts sign in with a second factor. Ask an administrator to set one up for you.',
    );
  }
}

interface PendingData {
  first: FirstFactor;
}

/** Keeps the pending sign-in and answers what the second step may use. */
export async function beginSecondStep(
  deps: SignInDeps,
  c: Context,
  user: UserRow,
  first: FirstFactor,
  factors: SecondFactors,
) {
  // The first factor was right: a suspended owner learns it now, not after a code it cannot use.
  await assertNotSuspended(deps.db, user.id);
  const token = await createCeremony(
    deps.db,
    { purpose: 'second-step', userId: user.id, data: { first } satisfies PendingData, ttlMs: SECOND_STEP_TTL_MS },
    deps.clock.now(),
  );
  setHostCookie(c, PENDING_COOKIE, token, SECOND_STEP_TTL_MS / 1000);
  return { secondStep: { totp: factors.totp, passkey: factors.passkey } };
}

export interface PendingSignIn {
  ceremony: Ceremony<PendingData>;
  user: UserRow;
}

function expired(): ApiError {
  return new ApiError(
    401,
    'sign_in_expired',
    'This sign-in has expired or was ended after too many wrong codes. Sign in again.',
  );
}

/**
 * The pending sign-in of this browser; 401 when there is none (expired, ended or never begun),
 * 429 when the account has had its daily share of wrong second steps.
 */
export async function readPendingSignIn(deps: SignInDeps, c: Context): Promise<PendingSignIn> {
  const token = readHostCookie(c, PENDING_COOKIE);
  if (!token) throw expired();
  const now = deps.clock.now();
  const ceremony = await findCeremony<PendingData>(deps.db, token, 'second-step', now);
  const user = ceremony?.userId ? await findUserById(deps.db, ceremony.userId) : undefined;
  if (!ceremony || !user) throw expired();
  await assertDailyAllowance(deps, user, now);
  return { ceremony, user };
}

async function assertDailyAllowance(deps: SignInDeps, user: UserRow, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const failures = await deps.db
    .selectFrom('security_events')
    .select('created_at')
    .where('user_id', '=', user.id)
    .where('kind', '=', 'sign-in')
    .where('outcome', '=', 'failure')
    // The methods of a second step name both factors ("password+totp", "sso+passkey").
    .where('method', 'like', '%+%')
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(SECOND_STEP_DAILY_FAILURES)
    .execute();
  if (failures.length < SECOND_STEP_DAILY_FAILURES) return;
  const oldest = failures[failures.length - 1]?.created_at ?? now.toISOString();
  const wait = Math.max(1, Math.ceil((new Date(oldest).getTime() + DAY_MS - now.getTime()) / 1000));
  throw new ApiError(
    429,
    'rate_limited',
    `Too many wrong codes for this account today. ${tryAgainIn(wait)} If these were not your attempts, someone knows your password: reset it.`,
    { headers: { 'Retry-After': String(wait) } },
  );
}

/**
 * Counts a wrong code; the last allowed one ends the pending sign-in and mails the owner, who
 * must hear that someone got past the first step.
 */
export async function failSecondStep(deps: SignInDeps, c: Context, pending: PendingSignIn): Promise<void> {
  const attempts = await countCeremonyAttempt(deps.db, pending.ceremony.id);
  if (attempts < SECOND_STEP_MAX_ATTEMPTS) return;
  const now = deps.clock.now();
  const alert = { template: 'second-step-failed', first: pending.ceremony.data.first } as const;
  const signIn = { user: pending.user, device: requestDevice(c), alert };
  const mailed = await deps.db.transaction().execute(async (trx) => {
    // Only the request that ends it mails: a racing one finds it gone.
    if (!(await deleteCeremony(trx, pending.ceremony.id))) return false;
    return queueSignInAlert(trx, deps.config, signIn, now);
  });
  clearHostCookie(c, PENDING_COOKIE);
  if (mailed) deps.kickMailSender?.();
}

/** Ends the pending sign-in and opens the session, named by both factors. */
export async function finishSecondStep(deps: SignInDeps, c: Context, pending: PendingSignIn, second: SecondFactor) {
  const mine = await deleteCeremony(deps.db, pending.ceremony.id);
  clearHostCookie(c, PENDING_COOKIE);
  if (!mine) throw expired();
  return openSession(deps, c, pending.user, combinedMethod(pending.ceremony.data.first, second));
}
