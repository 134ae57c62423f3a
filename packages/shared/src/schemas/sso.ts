/**
 * Single sign-on (docs/decisions.md §105–§108), as the API answers it and the login page reads
 * it: whether the organisation's provider is set up and the words of its button, and the codes
 * of `/login?sso_error=…` when a sign-in through it did not succeed.
 */
import { z } from 'zod';

export const ssoStatusSchema = z.union([
  z.object({ enabled: z.literal(false) }),
  z.object({ enabled: z.literal(true), label: z.string() }),
]);
export type SsoStatus = z.infer<typeof ssoStatusSchema>;

/** Why a single sign-on ended on the login page; each has its message on the page. */
export const SSO_ERROR_CODES = [
  /** The site has no provider set up. */
  'not_configured',
  /** The provider could not be reached, or answered with an error of its own. */
  'provider_unavailable',
  /** The person cancelled at the provider, or the provider refused them. */
  'denied',
  /** The sign-in began too long ago, was already used, or began in another browser. */
  'expired',
  /** The provider's answer failed a check (state, nonce, issuer, signature). */
  'invalid_response',
  /** The provider shared no usable email address, which a new account needs. */
  'email_missing',
  /** An account has this email, and the provider has not verified that the person owns it. */
  'email_unverified',
  /**
   * An account has this email but its owner never confirmed it: it may have been opened by
   * someone else, so single sign-on does not take it over.
   */
  'account_unverified',
  /** A staff account without a second factor. */
  'second_factor_required',
  /** The account is suspended (docs/back-office.md#users). */
  'account_suspended',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

export function isSsoErrorCode(value: unknown): value is SsoErrorCode {
  return SSO_ERROR_CODES.includes(value as SsoErrorCode);
}
