/**
 * A passkey as the second step of a sign-in (docs/security.md#passkeys): after the password or
 * single sign-on, the pending sign-in (auth/second-step.ts) names the account, so the options
 * list that account's passkeys only, and the answer must come from one of them. A passkey of
 * another account, or one that fails verification, counts as a wrong code of the pending
 * sign-in, which ends after five.
 *
 * @example return c.json(await finishSecondStepWithPasskey(deps, c, body.credential), 200);
 */
import type { AuthenticationCredential } from '@alpora/shared/schemas/passkeys';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { ApiError } from '#api/http/errors.ts';
import { findPasskey, listPasskeys, passkeyTransports, recordPasskeyUse } from '#api/repositories/passkeys.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPasskeyAssertion } from './passkeys-assertion.ts';
import { requestDevice } from './request-device.ts';
import { failSecondStep, finishSecondStep, type PendingSignIn, readPendingSignIn } from './second-step.ts';
import { combinedMethod } from './sign-in-methods.ts';
import { keepChallenge, takeChallenge, WEBAUTHN_CEREMONY_TTL_MS } from './webauthn-ceremony.ts';
import { relyingParty } from './webauthn-relying-party.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

/** The options for the second step's `navigator.credentials.get()`: the account's passkeys. */
export async function secondStepPasskeyOptions(deps: Deps, c: Context) {
  const pending = await readPendingSignIn(deps, c);
  const passkeys = await listPasskeys(deps.db, pending.user.id);
  if (passkeys.length === 0) {
    throw new ApiError(
      409,
      'no_passkey',
      'This account has no passkey. Use your authenticator app or a recovery code.',
    );
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: passkeyTransports(passkey) })),
    userVerification: 'required',
    timeout: WEBAUTHN_CEREMONY_TTL_MS,
  });
  await keepChallenge(deps, c, 'passkey-sign-in', {
    userId: pending.user.id,
    data: { challenge: options.challenge, pendingId: pending.ceremony.id },
  });
  return options;
}

async function refuse(deps: Deps, c: Context, pending: PendingSignIn, reason: string): Promise<never> {
  await failSecondStep(deps, c, pending);
  const method = combinedMethod(pending.ceremony.data.first, 'passkey');
  deps.logger.warn('second step', { requestId: c.get('requestId'), userId: pending.user.id, method, reason });
  const event = { userId: pending.user.id, kind: 'sign-in', outcome: 'failure', method } as const;
  await recordSecurityEvent(deps.db, { ...event, detail: reason, device: requestDevice(c) }, deps.clock.now());
  throw new ApiError(401, 'passkey_not_accepted', 'This passkey could not confirm your sign-in. Try again.');
}

export async function finishSecondStepWithPasskey(
  deps: Deps,
  c: Context,
  credential: AuthenticationCredential,
  loginThrottle: LoginThrottle,
) {
  const pending = await readPendingSignIn(deps, c);
  // Counted like a code or a password, and cleared only when the sign-in succeeds.
  await loginThrottle.countAttempt(c, pending.user.username);
  const ceremony = await takeChallenge(deps, c, 'passkey-sign-in');
  if (!ceremony || ceremony.userId !== pending.user.id || ceremony.data.pendingId !== pending.ceremony.id) {
    throw new ApiError(401, 'passkey_sign_in_expired', 'This passkey request has expired. Try again.');
  }
  const passkey = await findPasskey(deps.db, credential.id);
  if (!passkey || passkey.user_id !== pending.user.id) {
    return refuse(deps, c, pending, 'passkey of another account');
  }
  const verdict = await verifyPasskeyAssertion(deps.config, c, {
    credential,
    challenge: ceremony.data.challenge,
    passkey,
    requireUserHandle: false,
  });
  if (!verdict.ok) return refuse(deps, c, pending, verdict.reason);
  await recordPasskeyUse(deps.db, passkey.id, verdict, deps.clock.now());
  const session = await finishSecondStep(deps, c, pending, 'passkey');
  await loginThrottle.succeeded(c, pending.user.username);
  return session;
}
