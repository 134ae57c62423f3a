import { describe, expect, test } from 'vitest';
import { matchTotpStep, newTotpSecret, totpCodeAt, totpKeyUri, totpStep } from './totp.ts';

/** The SHA-1 seed of RFC 6238 Appendix B, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

// claim: totp-code
describe('TOTP codes', () => {
  // RFC 6238 Appendix B gives 8 digits; a 6-digit code is the same number's last six.
  test.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the code is the last six digits of the RFC 6238 SHA-1 vector %s', (seconds, vector) => {
    expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000))).toBe(vector.slice(-6));
  });

  test('a new secret is 20 random bytes in base32, different every time', () => {
    const secrets = [newTotpSecret(), newTotpSecret()];
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  test('the key URI names the issuer, the account and the RFC 6238 parameters', () => {
    const uri = totpKeyUri('JBSWY3DPEHPK3PXP', 'ada.l');
    expect(uri.split('?')[0]).toBe('otpauth://totp/Alpora:ada.l');
    expect(Object.fromEntries(new URLSearchParams(uri.split('?')[1]))).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Alpora',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('matchTotpStep', () => {
  const now = new Date(1111111111 * 1000);
  const step = totpStep(now);
  const codeAtStep = (offset: number) => totpCodeAt(RFC_SECRET, new Date((step + offset) * 30_000));

  test.each([-1, 0, 1])('accepts the code of the step %i away from the server and answers that step', (offset) => {
    expect(matchTotpStep(RFC_SECRET, codeAtStep(offset), now, null)).toBe(step + offset);
  });

  test.each([-2, 2])('refuses the code of the step %i away, outside the window', (offset) => {
    expect(matchTotpStep(RFC_SECRET, codeAtStep(offset), now, null)).toBeNull();
  });

  test('never accepts a code of a step already used, nor of one before it', () => {
    expect(matchTotpStep(RFC_SECRET, codeAtStep(0), now, step)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, codeAtStep(-1), now, step)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, codeAtStep(1), now, step)).toBe(step + 1);
  });

  test.each(['', 'abcdef', '12345', '1234567', '000000'])('refuses %j', (input) => {
    expect(matchTotpStep(RFC_SECRET, input, now, null)).toBeNull();
  });

  test('takes a code typed with a space in the middle', () => {
    const code = codeAtStep(0);
    expect(matchTotpStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
  });
});
