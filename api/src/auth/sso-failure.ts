/**
 * How a single sign-on that cannot finish ends (docs/decisions.md §106): the browser arrived by
 * a redirect and expects a page, so it goes back to the login page with the reason in
 * `sso_error`, where the page says what happened and the password form remains. The reason is
 * logged with the request id; the provider's own words are logged, never shown.
 *
 * @example throw new SsoFailure('expired', 'no live ceremony for this cookie');
 */
import type { SsoErrorCode } from '@alpora/shared/schemas/sso';
import * as oidc from 'openid-client';

/** openid-client's codes for an answer that is no protocol answer at all. */
const UNUSABLE_ANSWERS = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

export class SsoFailure extends Error {
  readonly code: SsoErrorCode;

  constructor(code: SsoErrorCode, detail: string) {
    super(detail);
    this.name = 'SsoFailure';
    this.code = code;
  }
}

export function loginPageFor(code: SsoErrorCode): string {
  return `/login?sso_error=${code}`;
}

/** The failure an error of the provider exchange stands for. */
export function ssoFailureOf(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    // The provider sent the browser back with an error: cancelled, refused, or its own trouble.
    const code =
      error.error === 'temporarily_unavailable' || error.error === 'server_error' ? 'provider_unavailable' : 'denied';
    return new SsoFailure(code, `the provider answered ${error.error}: ${error.error_description ?? ''}`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    const code = error.status >= 500 ? 'provider_unavailable' : 'invalid_response';
    return new SsoFailure(code, `the provider answered ${error.error} (${error.status})`);
  }
  const message = error instanceof Error ? error.message : String(error);
  // fetch() fails with a plain TypeError (refused, reset, DNS), a timeout with a TimeoutError;
  // openid-client's own TypeErrors carry a code.
  const unreachable = error instanceof TypeError && !('code' in error);
  if (unreachable || (error instanceof Error && /abort|timeout/i.test(error.name))) {
    return new SsoFailure('provider_unavailable', `the provider could not be reached: ${message}`);
  }
  if (error instanceof oidc.ClientError && UNUSABLE_ANSWERS.has(error.code ?? '')) {
    // A discovery document or token answer that is not one: an outage page, a proxy's error.
    return new SsoFailure('provider_unavailable', `the provider answered something unusable: ${message}`);
  }
  return new SsoFailure('invalid_response', message);
}
