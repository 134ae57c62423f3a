/**
 * How the list of sessions names a session (docs/decisions.md §109): the first 16 hex
 * characters of the SHA-256 of its stored key. The stored key is what the database looks a
 * session up by, so it never leaves the server, not even to its owner; the public id is a
 * one-way derivation of it, useless for anything but picking a session from the owner's own list.
 *
 * @example publicSessionId(session.id) // '3f9a0c1d2b4e5f60'
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

const PUBLIC_ID_CHARS = 16;

export function publicSessionId(storedId: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`session:${storedId}`))).slice(0, PUBLIC_ID_CHARS);
}
