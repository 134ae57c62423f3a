import { describe, expect, test } from 'vitest';
import {
  isRecoveryCodeShaped,
  newRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
} from './recovery-codes.ts';

describe('recovery codes', () => {
  // claim: recovery-codes
  test('ten different codes of five groups of five unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^([0-9a-hjkmnp-tv-z]{5}-){4}[0-9a-hjkmnp-tv-z]{5}$/);
      expect(isRecoveryCodeShaped(code)).toBe(true);
    }
  });

  test.each([
    ['K7M2Q-9XQFZ-ABCDE-FGHJK-MNPQR', 'k7m2q9xqfzabcdefghjkmnpqr'],
    [' k7m2q 9xqfz abcde fghjk mnpqr ', 'k7m2q9xqfzabcdefghjkmnpqr'],
    ['k7m2q--9xqfz-abcde-fghjk-mnpqr', 'k7m2q9xqfzabcdefghjkmnpqr'],
    ['IL0O0-00000-00000-00000-00000', '1100000000000000000000000'],
  ])('reads %j as %j', (typed, normal) => {
    expect(normaliseRecoveryCode(typed)).toBe(normal);
  });

  test('a code hashes the same however it is typed, and differently from another code', () => {
    const [code = '', other = ''] = newRecoveryCodes(2);
    expect(recoveryCodeHash(code.toUpperCase().replaceAll('-', ' '))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(other)).not.toBe(recoveryCodeHash(code));
  });

  test.each(['', '12345', 'k7m2q-9xqfz-abcde-fghjk-mnpq', 'k7m2q-9xqfz-abcde-fghjk-mnpqu', '123456'])(
    '%j is not shaped like a code',
    (typed) => {
      expect(isRecoveryCodeShaped(typed)).toBe(false);
    },
  );
});
