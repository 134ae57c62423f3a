/**
 * Keys of what the site keeps in the browser (docs/privacy.md#browser-storage). Every write
 * names its key through this object, and each key is disclosed in content/data-map.yaml's
 * `browserStorage`, which the privacy policy shows; a test reads the site's source and fails
 * on a write it cannot find there.
 */
export const STORAGE_KEYS = {
  /** localStorage: the cookie banner choice as JSON {choice, version, visitorId, at} (docs/privacy.md#consent). */
  cookieConsent: 'cookieConsent',
  /** localStorage: the authentication token. */
  token: 'token',
  /** sessionStorage: 'true' once the visitor joined the waitlist. */
  waitlistJoined: 'waitlistJoined',
  /** localStorage: lead forms sent while offline, until they reach the server (docs/decisions.md §3). */
  leadOutbox: 'leadOutbox',
  /** sessionStorage: the landing page's campaign, until a lead carries it to the server. */
  leadCampaign: 'leadCampaign',
  /** sessionStorage: a toast shown by the next page (login, register), for a minute. */
  carriedToast: 'carriedToast',
  /** localStorage: the language the visitor chose ('de'), so the site never suggests another (docs/product.md#languages). */
  siteLanguage: 'siteLanguage',
} as const;

/**
 * Cookies the server sets, all HttpOnly (named `__Host-<name>` outside localhost): scripts never
 * read them, but the privacy policy names each (docs/decisions.md §111). The API sets them only
 * through `setHostCookie`, whose name is one of these.
 */
export const SERVER_COOKIES = {
  /** The session token, like `token` (docs/product.md#accounts). */
  session: 'session',
  /** A sign-in waiting for its second step, for 5 minutes. */
  signIn: 'sign-in',
  /** A random id of the browser, for 400 days: a sign-in from a browser not seen before is mailed to the owner. */
  device: 'device',
  /** A passkey being added on /account, for 5 minutes. */
  passkeyRegister: 'passkey-register',
  /** A sign-in with a passkey, for 5 minutes. */
  passkeySignIn: 'passkey-sign-in',
  /** A sign-in at the organisation's identity provider, for 10 minutes. */
  sso: 'sso',
  /** The session of a finished single sign-on, until the page takes it, for 2 minutes. */
  ssoComplete: 'sso-complete',
} as const;

export type ServerCookieName = (typeof SERVER_COOKIES)[keyof typeof SERVER_COOKIES];

/** Storage access that never throws (a browser may disable storage). */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing to do: the choice lives for this page only.
  }
}
