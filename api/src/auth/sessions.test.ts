/** A session's stored id is the SHA-256 of its token (docs/product.md#accounts): never the token itself. */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { expect, test } from 'vitest';
import { sessionIdOf } from './sessions.ts';

test('the id is the SHA-256 of the token in lower-case hex, the same digest sessions were always stored under', () => {
  // The test vector of FIPS 180-2 for "abc".
  expect(sessionIdOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  const token = 'q3kz7x2vbn4m5c6l7h8j9d0f1g2s3a4p';
  expect(sessionIdOf(token)).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
  expect(sessionIdOf(token)).not.toContain(token);
});
