/**
 * Test helpers for accounts: an app whose password hashing is cheap (production keeps OWASP's
 * cost, see config.ts) and a one-line registration.
 *
 * @example const t = await createAuthTestApp(); const alice = await registerUser(t.app, 'alice');
 */
import { createTestApp, postJson, readJson } from '../testing/test-app.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

export function createAuthTestApp() {
  return createTestApp({ ARGON2_MEMORY_KIB: 1024, ARGON2_ITERATIONS: 1 });
}

type TestApp = Awaited<ReturnType<typeof createAuthTestApp>>['app'];

export async function registerUser(app: TestApp, username: string, extra: Record<string, string> = {}) {
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
