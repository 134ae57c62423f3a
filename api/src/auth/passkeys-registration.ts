/**
 * Adding a passkey to an account (docs/security.md#passkeys). The options ask for a
 * discoverable credential (it signs in alone, without a username) with user verification (a
 * PIN or biometric on the device, so the passkey alone is multi-factor), exclude the passkeys
 * the account has, and accept any authenticator: the attestation is 'none', since we trust the
 * user's choice of device rather than a vendor list. The challenge waits in a ceremony bound
 * to the session that asked; the answer must be signed for our relying party ID from an
 * accepted origin.
 *
 * @example const options = await passkeyRegistrationOptions(deps, c, c.get('auth'));
 */
import { MAX_PASSKEYS_PER_ACCOUNT, type RegistrationCredential } from '@alpora/shared/schemas/passkeys';
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import type { PasskeyRow, SessionRow, UserRow } from '#api/db/schema.ts';
import { publicUrl } from '#api/http/client-address.ts';
import { ApiError } from '#api/http/errors.ts';
import { findPasskey, insertPasskey, listPasskeys, passkeyTransports } from '#api/repositories/passkeys.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { requestDevice } from './request-device.ts';
import { keepChallenge, takeChallenge, WEBAUTHN_CEREMONY_TTL_MS } from './webauthn-ceremony.ts';
import { acceptedOrigins, relyingParty } from './webauthn-relying-party.ts';
import { userHandle } from './webauthn-user-handle.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;
interface Auth {
  user: UserRow;
  session: SessionRow;
}

function tooMany(): ApiError {
  return new ApiError(
    409,
    'too_many_passkeys',
    `An account keeps at most ${MAX_PASSKEYS_PER_ACCOUNT} passkeys. Remove one you no longer use first.`,
  );
}

/** The options for the browser's `navigator.credentials.create()`; keeps their challenge. */
export async function passkeyRegistrationOptions(deps: Deps, c: Context, { user, session }: Auth) {
  const existing = await listPasskeys(deps.db, user.id);
  if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw tooMany();
  const rp = relyingParty(deps.config);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: userHandle(user.id),
    userDisplayName: user.first_name?.trim() || user.username,
    timeout: WEBAUTHN_CEREMONY_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkeyTransports(passkey) })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await keepChallenge(deps, c, 'passkey-register', {
    userId: user.id,
    data: { challenge: options.challenge, sessionId: session.id },
  });
  return options;
}

/** Verifies the browser's answer and stores the new passkey under `name` (or a numbered default). */
export async function registerPasskey(
  deps: Deps,
  c: Context,
  { user, session }: Auth,
  credential: RegistrationCredential,
  name: string | undefined,
): Promise<PasskeyRow> {
  const { db, clock, config, logger } = deps;
  const ceremony = await takeChallenge(deps, c, 'passkey-register');
  if (!ceremony || ceremony.userId !== user.id || ceremony.data.sessionId !== session.id) {
    throw new ApiError(409, 'passkey_registration_expired', 'Adding this passkey took too long. Start again.');
  }
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge: ceremony.data.challenge,
      expectedOrigin: acceptedOrigins(config, publicUrl(c)),
      expectedRPID: relyingParty(config).id,
      requireUserVerification: true,
    });
  } catch (error) {
    // Every malformed or mismatching answer throws; each one is a refusal, never a 500.
    logger.warn('passkey not added', { requestId: c.get('requestId'), userId: user.id, reason: String(error) });
    throw notVerified();
  }
  if (!verification.verified) throw notVerified();
  const info = verification.registrationInfo;
  const existing = await listPasskeys(db, user.id);
  if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw tooMany();
  const now = clock.now();
  const stored = await insertPasskey(
    db,
    {
      id: info.credential.id,
      userId: user.id,
      name: name ?? `Passkey ${existing.length + 1}`,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: credential.response.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    },
    now,
  );
  if (!stored) {
    throw new ApiError(409, 'passkey_exists', 'This passkey is registered already.');
  }
  const passkey = await findPasskey(db, info.credential.id);
  if (!passkey) throw notVerified();
  await recordSecurityEvent(
    db,
    { userId: user.id, kind: 'passkey-added', outcome: 'success', detail: passkey.name, device: requestDevice(c) },
    now,
  );
  logger.info('passkey added', { requestId: c.get('requestId'), userId: user.id });
  return passkey;
}

function notVerified(): ApiError {
  return new ApiError(422, 'passkey_not_verified', "Your device's answer could not be verified. Try again.");
}
