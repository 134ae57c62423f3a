/**
 * Test helpers for accounts: cheap password hashing for test apps (production keeps OWASP's
 * cost, see config.ts) and a one-line registration.
 *
 * @example const setup = appPerTest(CHEAP_PASSWORD_HASHING); const alice = await registerUser((await setup()).app, 'alice');
 */
import type { Config } from '#api/config.ts';
import { postJson, readJson, type TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

/** Configuration for test apps that register or log in: hashing in milliseconds, not a second. */
export const CHEAP_PASSWORD_HASHING: Partial<Config> = { ARGON2_MEMORY_KIB: 1024, ARGON2_ITERATIONS: 1 };

export async function registerUser(app: TestApp['app'], username: string, extra: Record<string, string> = {}) {
  const res = await app.request(
    '/api/auth/register',
    postJson({ username, email: `${username}@example.com`, password: TEST_PASSWORD, ...extra }),
  );
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const body = await readJson(res);
  return { token: body.token as string, user: body.user, cookie: res.headers.get('Set-Cookie') ?? '' };
}

export function bearer(token: string): RequestInit {
  return { headers: { Authorization: `Bearer ${token}` } };
}

/** The request of a peer at `ip`, as @hono/node-server hands it to the app. */
export function fromIp(ip: string) {
  return { incoming: { socket: { remoteAddress: ip } } };
}
