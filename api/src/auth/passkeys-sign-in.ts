/**
 * Signing in with a passkey alone (docs/security.md#passkeys). The options name no
 * credentials: the browser offers the passkeys it holds for our relying party ID, and the
 * answer says which one, and whose, it is. A verified answer opens a 'passkey' session; the
 * user was verified on the device, so this is multi-factor, and a staff account may use it.
 * A refusal is logged in the owner's security log when the passkey names an account.
 *
 * @example return c.json(await signInWithPasskey(deps, c, body.credential), 200);
 */
import type { AuthenticationCredential } from '@alpora/shared/schemas/passkeys';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { ApiError } from '#api/http/errors.ts';
import { findPasskey, recordPasskeyUse } from '#api/repositories/passkeys.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { findUserById } from '#api/repositories/users.ts';
import { verifyPasskeyAssertion } from './passkeys-assertion.ts';
import { requestDevice } from './request-device.ts';
import { openSession } from './sign-in.ts';
import { keepChallenge, takeChallenge, WEBAUTHN_CEREMONY_TTL_MS } from './webauthn-ceremony.ts';
import { relyingParty } from './webauthn-relying-party.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

export const PASSKEY_NOT_ACCEPTED = 'This passkey could not sign you in. Try again, or log in with your password.';

/** The options for the browser's `navigator.credentials.get()`; keeps their challenge. */
export async function passkeySignInOptions(deps: Deps, c: Context) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    userVerification: 'required',
    timeout: WEBAUTHN_CEREMONY_TTL_MS,
  });
  await keepChallenge(deps, c, 'passkey-sign-in', { userId: null, data: { challenge: options.challenge } });
  return options;
}

export async function signInWithPasskey(deps: Deps, c: Context, credential: AuthenticationCredential) {
  const { db, clock, config, logger } = deps;
  const ceremony = await takeChallenge(deps, c, 'passkey-sign-in');
  // A second step's challenge belongs to its pending sign-in, never to a sign-in by passkey alone.
  if (!ceremony || ceremony.userId !== null) {
    throw new ApiError(401, 'passkey_sign_in_expired', 'This passkey sign-in has expired. Try again.');
  }
  const passkey = await findPasskey(db, credential.id);
  const user = passkey ? await findUserById(db, passkey.user_id) : undefined;
  const attempt = { requestId: c.get('requestId'), method: 'passkey' };
  if (!passkey || !user) {
    logger.warn('passkey sign-in', { ...attempt, outcome: 'unknown passkey' });
    throw new ApiError(
      401,
      'passkey_unknown',
      'This passkey is not registered here. Log in with your password, then add it on your account page.',
    );
  }
  const verdict = await verifyPasskeyAssertion(config, c, {
    credential,
    challenge: ceremony.data.challenge,
    passkey,
    requireUserHandle: true,
  });
  if (!verdict.ok) {
    logger.warn('passkey sign-in', { ...attempt, userId: user.id, outcome: 'failure', reason: verdict.reason });
    const event = { userId: user.id, kind: 'sign-in', outcome: 'failure', method: 'passkey' } as const;
    await recordSecurityEvent(db, { ...event, detail: verdict.reason, device: requestDevice(c) }, clock.now());
    throw new ApiError(401, 'passkey_not_accepted', PASSKEY_NOT_ACCEPTED);
  }
  await recordPasskeyUse(db, passkey.id, verdict, clock.now());
  return openSession(deps, c, user, 'passkey');
}
