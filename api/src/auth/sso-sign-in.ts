/**
 * A sign-in through the organisation's OpenID Connect provider (docs/decisions.md §105–§108):
 * the authorization code flow with PKCE (S256), state and nonce. Its secrets stay on the
 * server in a ten-minute 'sso' ceremony whose token only this browser holds (an HttpOnly,
 * SameSite=Lax cookie, sent on the provider's redirect back), and each ceremony is used once.
 * The callback checks the provider's answer (state, issuer, the ID token's signature, audience,
 * expiry and nonce), finds or opens the account, then either begins the second step or hands the
 * session to the browser through `/login/sso-complete`.
 *
 * @example return c.redirect(await beginSsoSignIn(deps, sso, c, next), 302);
 */
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import type { Context } from 'hono';
import * as oidc from 'openid-client';
import { assertNotSuspended } from '#api/back-office/suspension.ts';
import { ApiError } from '#api/http/errors.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import { createCeremony, takeCeremony } from '#api/repositories/sign-in-ceremonies.ts';
import { findUserById } from '#api/repositories/users.ts';
import { requestDevice } from './request-device.ts';
import { assertMayUseOneFactor, beginSecondStep, secondFactorsOf } from './second-step.ts';
import { clearHostCookie, readHostCookie, setHostCookie } from './session-cookie.ts';
import { openSession, type SignInDeps } from './sign-in.ts';
import { accountForSsoIdentity } from './sso-accounts.ts';
import { readSsoClaims } from './sso-claims.ts';
import type { SsoClient } from './sso-client.ts';
import { SsoFailure } from './sso-failure.ts';

const REQUEST_COOKIE = 'sso';
const HANDOFF_COOKIE = 'sso-complete';
export const SSO_REQUEST_TTL_MS = 10 * 60 * 1000;
/** The browser's page asks for its session at once; two minutes allow a slow phone. */
export const SSO_HANDOFF_TTL_MS = 2 * 60 * 1000;
const SCOPE = 'openid email profile';

/** What the server keeps of one authorization request. */
export interface SsoRequestData {
  state: string;
  nonce: string;
  codeVerifier: string;
  next: string;
  /** The language of the login page: an account the sign-in opens takes it (docs/decisions.md §303). */
  locale?: Locale;
}

interface HandoffData {
  handoff: true;
}

/** Stores the request's secrets and answers the provider's authorization URL to send the browser to. */
export async function beginSsoSignIn(
  deps: SignInDeps,
  sso: SsoClient,
  c: Context,
  next: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const configuration = await sso.configuration();
  const data: SsoRequestData = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    next,
    locale,
  };
  const token = await createCeremony(
    deps.db,
    { purpose: 'sso', userId: null, data: { ...data }, ttlMs: SSO_REQUEST_TTL_MS },
    deps.clock.now(),
  );
  setHostCookie(c, REQUEST_COOKIE, token, SSO_REQUEST_TTL_MS / 1000);
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: sso.redirectUri,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(data.codeVerifier),
    code_challenge_method: 'S256',
    state: data.state,
    nonce: data.nonce,
  }).href;
}

/** Takes this browser's authorization request: once, and only while it is live. */
async function takeRequest(deps: SignInDeps, c: Context): Promise<SsoRequestData> {
  const token = readHostCookie(c, REQUEST_COOKIE);
  clearHostCookie(c, REQUEST_COOKIE);
  const ceremony = token ? await takeCeremony<Partial<SsoRequestData>>(deps.db, token, 'sso', deps.clock.now()) : null;
  const data = ceremony?.data;
  if (!ceremony || ceremony.userId !== null || !data?.state || !data.nonce || !data.codeVerifier) {
    throw new SsoFailure('expired', token ? 'no live sign-in request for this cookie' : 'no sign-in request cookie');
  }
  return {
    state: data.state,
    nonce: data.nonce,
    codeVerifier: data.codeVerifier,
    next: data.next ?? '/dashboard',
    locale: personLocale(data.locale),
  };
}

/**
 * Finishes the provider's redirect back: answers where the browser goes next (the second step,
 * or the page that takes the session). Throws SsoFailure for every reason it cannot.
 */
export async function finishSsoCallback(deps: SignInDeps, sso: SsoClient, c: Context): Promise<string> {
  const request = await takeRequest(deps, c);
  const configuration = await sso.configuration();
  // The provider's parameters on the registered redirect URI: behind a proxy the request's own
  // URL may name another host, and the token request must repeat the registered one.
  const currentUrl = new URL(sso.redirectUri);
  currentUrl.search = new URL(c.req.url).search;
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    expectedState: request.state,
    expectedNonce: request.nonce,
    pkceCodeVerifier: request.codeVerifier,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new SsoFailure('invalid_response', 'no ID token');
  const hasUserinfo = Boolean(configuration.serverMetadata().userinfo_endpoint);
  const userinfo =
    !('email' in idToken) && hasUserinfo
      ? await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
      : {};
  const claims = readSsoClaims(idToken, userinfo);
  if (!claims) throw new SsoFailure('invalid_response', 'the ID token has no usable subject');
  const now = deps.clock.now();
  const identity = { issuer: idToken.iss, claims, device: requestDevice(c), locale: request.locale };
  const user = await accountForSsoIdentity(deps.db, identity, now);
  try {
    await assertNotSuspended(deps.db, user.id);
  } catch (error) {
    if (error instanceof ApiError) throw new SsoFailure('account_suspended', error.message);
    throw error;
  }
  const after = encodeURIComponent(request.next);
  const factors = await secondFactorsOf(deps, user);
  if (factors) {
    await beginSecondStep(deps, c, user, 'sso', factors);
    return `/login/verify?next=${after}`;
  }
  try {
    assertMayUseOneFactor(user);
  } catch (error) {
    if (error instanceof ApiError) throw new SsoFailure('second_factor_required', error.message);
    throw error;
  }
  const token = await createCeremony(
    deps.db,
    { purpose: 'sso', userId: user.id, data: { handoff: true } satisfies HandoffData, ttlMs: SSO_HANDOFF_TTL_MS },
    now,
  );
  setHostCookie(c, HANDOFF_COOKIE, token, SSO_HANDOFF_TTL_MS / 1000);
  return `/login/sso-complete?next=${after}`;
}

/**
 * Opens the session of a finished single sign-on and answers it like a password login, token
 * included, so the browser keeps the token as after any login (docs/decisions.md §108).
 */
export async function completeSsoSignIn(deps: SignInDeps, c: Context) {
  const token = readHostCookie(c, HANDOFF_COOKIE);
  clearHostCookie(c, HANDOFF_COOKIE);
  const ceremony = token ? await takeCeremony<Partial<HandoffData>>(deps.db, token, 'sso', deps.clock.now()) : null;
  const user = ceremony?.userId && ceremony.data.handoff ? await findUserById(deps.db, ceremony.userId) : undefined;
  if (!user) {
    throw new ApiError(401, 'sign_in_expired', 'This sign-in has expired or was already used. Sign in again.');
  }
  return openSession(deps, c, user, 'sso');
}
