/**
 * How a session was opened (docs/security.md), as the session list and the security log name
 * it. A password alone is one factor; the others are multi-factor or delegated to the
 * organisation's identity provider.
 */
export const SIGN_IN_METHODS = [
  'password',
  'password+totp',
  'password+recovery-code',
  'password+passkey',
  'passkey',
  'sso',
  'sso+totp',
  'sso+recovery-code',
  'sso+passkey',
  'registration',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The first step of a sign-in that may need a second one. */
export type FirstFactor = 'password' | 'sso';
/** What completes a second step. */
export type SecondFactor = 'totp' | 'recovery-code' | 'passkey';

export function combinedMethod(first: FirstFactor, second: SecondFactor): SignInMethod {
  return `${first}+${second}`;
}
