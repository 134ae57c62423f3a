/**
 * Single sign-on from an API test: a test identity provider shared by the tests of one file
 * (./oidc-provider.ts), test apps pointed at it, and the browser's part of the flow (the start
 * redirect, the provider's sign-in page, the callback with this browser's cookies, the session
 * page's POST) as plain requests.
 *
 * @example
 * const sso = ssoPerFile(); const t = await sso.app();
 * const landing = await sso.signIn(t, sso.account({ email_verified: true }));
 */
import { afterAll, beforeAll } from 'vitest';
import { CHEAP_PASSWORD_HASHING } from './accounts.ts';
import { startOidcProvider, type TestIdpAccount, type TestOidcProvider } from './oidc-provider.ts';
import { appPerTest, type TestApp } from './test-app.ts';

/** The callback on the test configuration's SITE_URL, registered at the test provider. */
export const TEST_REDIRECT_URI = 'http://localhost:4321/api/auth/sso/callback';

/** One browser's cookies, by name, as the API set them. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  keep(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value && !/max-age=0/i.test(cookie)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  header(): Record<string, string> {
    return { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

export interface SsoStart {
  jar: CookieJar;
  authorizationUrl: URL;
}

export function ssoPerFile() {
  let idp: TestOidcProvider | undefined;
  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUris: [TEST_REDIRECT_URI] });
  });
  afterAll(() => idp?.stop());
  const setup = appPerTest(CHEAP_PASSWORD_HASHING);
  const provider = () => {
    if (!idp) throw new Error('the test identity provider is not started');
    return idp;
  };

  /** The browser's request to begin; the jar holds the request cookie. */
  async function start(t: TestApp, query = ''): Promise<SsoStart> {
    const jar = new CookieJar();
    const res = await t.app.request(`/api/auth/sso/start${query}`);
    jar.keep(res);
    const location = res.headers.get('Location') ?? '';
    if (res.status !== 302 || !location.startsWith(provider().issuer)) {
      throw new Error(`start answered ${res.status} to ${location}`);
    }
    return { jar, authorizationUrl: new URL(location) };
  }

  /** The provider's redirect back, with this browser's cookies. */
  async function callback(t: TestApp, url: URL, jar: CookieJar): Promise<Response> {
    const res = await t.app.request(`/api/auth/sso/callback${url.search}`, { headers: jar.header() });
    jar.keep(res);
    return res;
  }

  return {
    provider,
    /** A test app that knows the provider (any configuration overrides on top). */
    app: (overrides: Partial<TestApp['config']> = {}) => setup({ ...provider().env, ...overrides }),
    /** A fresh account at the provider, with unique subject and address. */
    account(claims: Partial<TestIdpAccount> = {}): TestIdpAccount {
      const id = crypto.randomUUID().slice(0, 8);
      const account = { sub: `sub-${id}`, email: `person-${id}@example.com`, email_verified: true, ...claims };
      provider().addAccount(account);
      return account;
    },
    start,
    callback,
    /** The whole round trip up to the callback's answer (a redirect) and the browser's cookies. */
    async signIn(t: TestApp, account: TestIdpAccount, query = '') {
      const { jar, authorizationUrl } = await start(t, query);
      const back = await provider().signIn(authorizationUrl.href, account.sub);
      const res = await callback(t, back, jar);
      return { res, jar, location: res.headers.get('Location') ?? '' };
    },
    /** The session page's POST: the session the callback handed over. */
    complete(t: TestApp, jar: CookieJar, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }) {
      return t.app.request('/api/auth/sso/complete', { method: 'POST', headers: { ...jar.header(), ...headers } });
    },
  };
}
