/**
 * A browser for passkey tests: it keeps the cookies the API sets (the ceremony cookies of
 * sign-in and registration, the session) and sends them back, like a real one, and carries a
 * software authenticator (./software-authenticator.ts) to answer WebAuthn options.
 *
 * @example
 * const browser = passkeyBrowser(t.app);
 * await browser.addPasskey(token);
 * const res = await browser.signInWithPasskey();
 */
import { TEST_PASSWORD } from './accounts.ts';
import { type CeremonyOverrides, type SoftwareAuthenticator, softwareAuthenticator } from './software-authenticator.ts';
import { readJson, type TestApp } from './test-app.ts';

interface Send {
  method?: string;
  body?: unknown;
  /** A session token for the bearer header. */
  token?: string;
}

export function passkeyBrowser(app: TestApp['app'], device: SoftwareAuthenticator = softwareAuthenticator()) {
  const cookies = new Map<string, string>();

  async function send(path: string, { method = 'POST', body, token }: Send = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (cookies.size > 0) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    const res = await app.request(path, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    return res;
  }

  /** POSTs and answers the JSON body, failing the test on an unexpected status. */
  async function json(path: string, init: Send, status = 200) {
    const res = await send(path, init);
    if (res.status !== status) throw new Error(`${path}: expected ${status}, got ${res.status} ${await res.text()}`);
    return readJson(res);
  }

  return {
    device,
    cookies,
    send,

    /** Registration options, then the device's answer to them: the response of the second call. */
    async addPasskey(token: string, overrides: CeremonyOverrides & { name?: string; endOtherSessions?: boolean } = {}) {
      const options = await json('/api/auth/passkeys/registration/options', {
        token,
        body: { currentPassword: TEST_PASSWORD },
      });
      const credential = device.create(options, overrides);
      const { name, endOtherSessions } = overrides;
      return send('/api/auth/passkeys/registration', { token, body: { credential, name, endOtherSessions } });
    },

    /** The options of a sign-in by passkey alone. */
    signInOptions: () => json('/api/auth/passkeys/sign-in/options', {}),

    /** A sign-in by passkey alone: options, the device's answer, and the response to it. */
    async signInWithPasskey(overrides: CeremonyOverrides = {}) {
      const options = await json('/api/auth/passkeys/sign-in/options', {});
      return send('/api/auth/passkeys/sign-in', { body: { credential: device.get(options, overrides) } });
    },

    /** Logs in with the password; an account with a passkey then waits for its second step. */
    login: (username: string) => send('/api/auth/login', { body: { username, password: TEST_PASSWORD } }),

    /** The second step of a pending sign-in by passkey: options, answer, response. */
    async secondStepWithPasskey(overrides: CeremonyOverrides = {}) {
      const options = await json('/api/auth/second-step/passkey/options', {});
      return send('/api/auth/second-step/passkey', { body: { credential: device.get(options, overrides) } });
    },
  };
}
