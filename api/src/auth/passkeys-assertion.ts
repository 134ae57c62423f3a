/**
 * Checks a passkey's answer to a sign-in challenge against the stored passkey (docs/security.md#passkeys):
 * the signature by its public key over our relying party ID and the challenge we issued, an
 * accepted origin, the user verified on the device (a PIN or biometric, which makes a passkey
 * multi-factor on its own), a signature counter that moved on when the authenticator keeps one
 * (a clone would repeat it), and the user handle, when one is sent, naming the owner.
 *
 * @example const verdict = await verifyPasskeyAssertion(deps, c, { credential, challenge, passkey });
 */
import type { AuthenticationCredential } from '@alpora/shared/schemas/passkeys';
import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import type { Config } from '#api/config.ts';
import type { PasskeyRow } from '#api/db/schema.ts';
import { publicUrl } from '#api/http/client-address.ts';
import { passkeyTransports } from '#api/repositories/passkeys.ts';
import { acceptedOrigins, relyingParty } from './webauthn-relying-party.ts';
import { encodedUserHandle } from './webauthn-user-handle.ts';

export type AssertionVerdict = { ok: true; counter: number; backedUp: boolean } | { ok: false; reason: string };

export interface Assertion {
  credential: AuthenticationCredential;
  challenge: string;
  passkey: PasskeyRow;
  /** A sign-in by passkey alone learns the account from the passkey: the handle must be there. */
  requireUserHandle: boolean;
}

export async function verifyPasskeyAssertion(
  config: Pick<Config, 'SITE_URL' | 'NODE_ENV'>,
  c: Context,
  { credential, challenge, passkey, requireUserHandle }: Assertion,
): Promise<AssertionVerdict> {
  const handle = credential.response.userHandle;
  if (handle ? handle !== encodedUserHandle(passkey.user_id) : requireUserHandle) {
    return { ok: false, reason: 'user handle does not name the owner' };
  }
  const rp = relyingParty(config);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: acceptedOrigins(config, publicUrl(c)),
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: passkey.counter,
        transports: passkeyTransports(passkey),
      },
      requireUserVerification: true,
    });
    if (!verified) return { ok: false, reason: 'signature not verified' };
    return { ok: true, counter: authenticationInfo.newCounter, backedUp: authenticationInfo.credentialBackedUp };
  } catch (error) {
    // The library throws for every malformed or mismatching answer; each is a refusal, never a 500.
    return { ok: false, reason: error instanceof Error ? error.message : 'not verified' };
  }
}
