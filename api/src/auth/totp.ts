/**
 * Time-based one-time passwords for two-factor sign-in (docs/decisions.md §95): RFC 6238 with
 * HMAC-SHA-1, 6 digits and 30-second steps, the parameters every authenticator app reads from
 * an `otpauth://` URI. A code is accepted for the step before and after the server's, so a
 * phone's clock a little off still works, and each accepted step is remembered
 * (totp_credentials.last_used_step): a code, once used, is never accepted again.
 *
 * @example const step = matchTotpStep(credential.secret, '123456', clock.now(), credential.last_used_step);
 */

import { decodeBase32IgnorePadding, encodeBase32NoPadding } from '@oslojs/encoding';
import { generateHOTP, verifyHOTP } from '@oslojs/otp';

export const TOTP_ISSUER = 'Alpora';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted on either side of the server's own: one, i.e. 30 seconds of clock drift. */
export const TOTP_WINDOW_STEPS = 1;
/** RFC 4226 asks for at least 128 bits and recommends 160: the length of an SHA-1 block key. */
const SECRET_BYTES = 20;

/** A fresh random secret, base32 without padding as authenticator apps take it. */
export function newTotpSecret(): string {
  return encodeBase32NoPadding(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}

/** The `otpauth://` URI of the QR code: issuer Alpora, the username as the account name. */
export function totpKeyUri(secret: string, username: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(username)}`;
  const params = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** The RFC 6238 time step of an instant. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

function keyOf(secret: string): Uint8Array {
  return decodeBase32IgnorePadding(secret.toUpperCase());
}

/** The code an authenticator app shows at `at`; the tests and the browser tests type it. */
export function totpCodeAt(secret: string, at: Date): string {
  return generateHOTP(keyOf(secret), BigInt(totpStep(at)), TOTP_DIGITS);
}

/** Digits only: people type spaces ("123 456"), apps show them. */
export function normaliseTotpCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/**
 * The step whose code `input` is, within the window around `now` and after `lastUsedStep`, or
 * null. Every step of the window is compared, in constant time, so the answer's timing says
 * nothing about which step or digit was close.
 */
export function matchTotpStep(secret: string, input: string, now: Date, lastUsedStep: number | null): number | null {
  const code = normaliseTotpCode(input);
  if (!/^\d+$/.test(code)) return null;
  const key = keyOf(secret);
  const current = totpStep(now);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    const valid = verifyHOTP(key, BigInt(step), TOTP_DIGITS, code);
    if (valid && matched === null && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}
