/**
 * Recovery codes (docs/decisions.md §96): ten single-use codes that stand in for the
 * authenticator app when the phone is lost. Each has 125 random bits, written as five groups of
 * five characters of Crockford's base32 (no i, l, o or u to misread), so a plain SHA-256 is
 * enough to store it: nobody can search that space for a stolen hash. Typed codes are read
 * forgivingly: any case, spaces and dashes anywhere, and the look-alikes i, l and o read as 1, 1
 * and 0.
 *
 * @example const codes = newRecoveryCodes(); const hashes = codes.map(recoveryCodeHash);
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUPS = 5;
const GROUP_LENGTH = 5;
const CODE_LENGTH = GROUPS * GROUP_LENGTH;

function newRecoveryCode(): string {
  // 256 is a multiple of 32, so masking a random byte picks every character equally often.
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
  return chars.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))?.join('-') ?? chars;
}

/** A fresh set of codes, as the owner sees them once: `k7m2q-9xqfz-…`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, newRecoveryCode);
}

/** The code as typed, reduced to its characters: lower case, no separators, look-alikes mapped. */
export function normaliseRecoveryCode(input: string): string {
  return input
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/[il]/g, '1')
    .replace(/o/g, '0');
}

/** What the database keeps of a code: the SHA-256 of its normalised form, in hex. */
export function recoveryCodeHash(input: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(normaliseRecoveryCode(input))));
}

/** Whether the typed text can be a code at all; anything else is refused before a lookup. */
export function isRecoveryCodeShaped(input: string): boolean {
  const code = normaliseRecoveryCode(input);
  return code.length === CODE_LENGTH && [...code].every((char) => ALPHABET.includes(char));
}
