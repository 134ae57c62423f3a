/**
 * Test helpers for two-factor sign-in: turn it on for an account through the API as the owner
 * would (set up, then confirm with the app's code), and walk a sign-in to its second step.
 *
 * @example const { secret, recoveryCodes } = await enableTotp(t, registered.token);
 */
import { totpCodeAt } from '#api/auth/totp.ts';
import { TEST_PASSWORD } from './accounts.ts';
import { postJson, readJson, type TestApp } from './test-app.ts';

/** A write from our own pages, as the browser marks it. */
export const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

export function withBearer(token: string, body: unknown = {}): RequestInit {
  return postJson(body, { Authorization: `Bearer ${token}` });
}

/** Sets up and confirms an authenticator app; the clock then moves one step, past the code used. */
export async function enableTotp(t: TestApp, token: string) {
  const setup = await t.app.request('/api/auth/totp/setup', withBearer(token, { currentPassword: TEST_PASSWORD }));
  if (setup.status !== 200) throw new Error(`set-up failed: ${setup.status} ${await setup.text()}`);
  const { secret } = await readJson(setup);
  const code = totpCodeAt(secret, t.clock.now());
  const confirm = await t.app.request('/api/auth/totp/confirm', withBearer(token, { code }));
  if (confirm.status !== 200) throw new Error(`confirmation failed: ${confirm.status} ${await confirm.text()}`);
  t.clock.advance(30_000);
  return { secret: secret as string, recoveryCodes: (await readJson(confirm)).recoveryCodes as string[] };
}

/** Logs in with the password and answers the login's body and the pending sign-in's cookie. */
export async function loginToSecondStep(t: TestApp, username: string, env: Record<string, unknown> = {}) {
  const res = await t.app.request('/api/auth/login', postJson({ username, password: TEST_PASSWORD }), env);
  const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  return { res, body: await readJson(res), cookie };
}

/** Posts a second step with the pending sign-in's cookie. */
export async function secondStep(
  t: TestApp,
  cookie: string,
  body: unknown,
  env: Record<string, unknown> = {},
): Promise<Response> {
  return t.app.request('/api/auth/second-step', postJson(body, { Cookie: cookie, ...SAME_ORIGIN }), env);
}
