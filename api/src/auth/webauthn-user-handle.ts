/**
 * The user handle a passkey stores for its account: the bytes of the account's id, a random
 * UUID that says nothing about the person (WebAuthn forbids names or addresses there). A
 * passkey sign-in gets it back and checks it names the owner of the credential.
 *
 * @example generateRegistrationOptions({ userID: userHandle(user.id), ... })
 */
import { isoBase64URL } from '@simplewebauthn/server/helpers';

export function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId);
}

/** The handle as the browser sends it back: base64url. */
export function encodedUserHandle(userId: string): string {
  return isoBase64URL.fromBuffer(userHandle(userId));
}
