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
import type { Context } from 'hono';
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
import { clearHostCookie, readHostCookie, setHostCookie } from './session-cookie.ts';
import { openSession, type SignInDeps } from './sign-in.ts';
import { combinedMethod, type FirstFactor, type SecondFactor, STAFF_ROLES } from './sign-in-methods.ts';

const PENDING_COOKIE = 'sign-in';
export const SECOND_STEP_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one pending sign-in takes before it ends. */
export const SECOND_STEP_MAX_ATTEMPTS = 5;

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

/** The pending sign-in of this browser; 401 when there is none (expired, ended or never begun). */
export async function readPendingSignIn(deps: SignInDeps, c: Context): Promise<PendingSignIn> {
  const token = readHostCookie(c, PENDING_COOKIE);
  if (!token) throw expired();
  const ceremony = await findCeremony<PendingData>(deps.db, token, 'second-step', deps.clock.now());
  const user = ceremony?.userId ? await findUserById(deps.db, ceremony.userId) : undefined;
  if (!ceremony || !user) throw expired();
  return { ceremony, user };
}

/** Counts a wrong code; the last allowed one ends the pending sign-in. */
export async function failSecondStep(deps: SignInDeps, c: Context, pending: PendingSignIn): Promise<void> {
  const attempts = await countCeremonyAttempt(deps.db, pending.ceremony.id);
  if (attempts >= SECOND_STEP_MAX_ATTEMPTS) {
    await deleteCeremony(deps.db, pending.ceremony.id);
    clearHostCookie(c, PENDING_COOKIE);
  }
}

/** Ends the pending sign-in and opens the session, named by both factors. */
export async function finishSecondStep(deps: SignInDeps, c: Context, pending: PendingSignIn, second: SecondFactor) {
  const mine = await deleteCeremony(deps.db, pending.ceremony.id);
  clearHostCookie(c, PENDING_COOKIE);
  if (!mine) throw expired();
  return openSession(deps, c, pending.user, combinedMethod(pending.ceremony.data.first, second));
}
