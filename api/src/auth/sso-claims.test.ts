/** What the site takes from the provider's claims (docs/decisions.md §107). */
import { describe, expect, test } from 'vitest';
import { readSsoClaims } from './sso-claims.ts';

describe('readSsoClaims', () => {
  test.each([
    ['the boolean true', true, true],
    ['the string "true"', 'true', false],
    ['false', false, false],
    ['absent', undefined, false],
  ])('an email_verified of %s counts as verified: %s', (_case, value, verified) => {
    expect(readSsoClaims({ sub: 's1', email: 'a@example.com', email_verified: value })?.emailVerified).toBe(verified);
  });

  test('completes the ID token with the UserInfo answer, taking the address and its verification together', () => {
    const claims = readSsoClaims(
      { sub: 's1', email: 'token@example.com' },
      { sub: 's1', email: 'userinfo@example.com', email_verified: true, given_name: 'Ada' },
    );
    expect(claims).toMatchObject({ email: 'token@example.com', emailVerified: false, givenName: 'Ada' });
  });

  test('drops claims of the wrong type, size or characters, and refuses an unusable subject', () => {
    const claims = readSsoClaims({
      sub: 's1',
      email: 'not an address',
      preferred_username: 'ada\u0000',
      given_name: 'x'.repeat(61),
      family_name: 42,
    });
    expect(claims).toEqual({
      sub: 's1',
      email: null,
      emailVerified: false,
      preferredUsername: null,
      givenName: null,
      familyName: null,
    });
    expect(readSsoClaims({ sub: 'x'.repeat(256) })).toBeNull();
    expect(readSsoClaims({ sub: '' })).toBeNull();
  });
});
