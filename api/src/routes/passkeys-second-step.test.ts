import { describe, expect, test } from 'vitest';
import { SECOND_STEP_MAX_ATTEMPTS } from '#api/auth/second-step.ts';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { CHEAP_PASSWORD_HASHING, registerUser } from '#api/testing/accounts.ts';
import { passkeyBrowser } from '#api/testing/passkey-browser.ts';
import { softwareAuthenticator } from '#api/testing/software-authenticator.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

/**
 * Ada and Bob each with a passkey on one shared device, so Ada's browser can offer Bob's passkey;
 * Ada's browser has logged in with her password and waits for the second step.
 */
async function pendingSignIn(t: TestApp) {
  const device = softwareAuthenticator();
  const ada = await registerUser(t.app, 'ada');
  const bob = await registerUser(t.app, 'bob');
  const owner = passkeyBrowser(t.app, device);
  expect((await owner.addPasskey(ada.token)).status).toBe(201);
  expect((await owner.addPasskey(bob.token)).status).toBe(201);
  const [adaKey, bobKey] = device.credentials.map((credential) => credential.id);
  const browser = passkeyBrowser(t.app, device);
  const login = await browser.login('ada');
  expect(await readJson(login)).toEqual({ secondStep: { totp: false, passkey: true } });
  return { ada, adaKey, bobKey, browser };
}

describe('POST /api/auth/second-step/passkey', () => {
  test("the account's passkey finishes a password sign-in as password+passkey", async () => {
    const t = await setup();
    const { ada, adaKey, browser } = await pendingSignIn(t);
    const options = await readJson(await browser.send('/api/auth/second-step/passkey/options'));
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([adaKey]);
    const res = await browser.send('/api/auth/second-step/passkey', {
      body: { credential: browser.device.get(options) },
    });
    expect(res.status).toBe(200);
    expect((await readJson(res)).user.username).toBe('ada');
    const [event] = await listSecurityEvents(t.db, ada.user.id, 1);
    expect(event).toMatchObject({ kind: 'sign-in', outcome: 'success', method: 'password+passkey' });
    const used = await t.db
      .selectFrom('passkeys')
      .selectAll()
      .where('id', '=', adaKey ?? '')
      .executeTakeFirst();
    expect(used).toMatchObject({ counter: 1, last_used_at: t.clock.now().toISOString() });
  });

  test("another account's passkey is refused, counted as a wrong code and logged for the owner", async () => {
    const t = await setup();
    const { ada, bobKey, browser } = await pendingSignIn(t);
    const res = await browser.secondStepWithPasskey({ credentialId: bobKey });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('passkey_not_accepted');
    const [event] = await listSecurityEvents(t.db, ada.user.id, 1);
    expect(event).toMatchObject({
      outcome: 'failure',
      method: 'password+passkey',
      detail: 'passkey of another account',
    });
    const pending = await t.db
      .selectFrom('sign_in_ceremonies')
      .selectAll()
      .where('purpose', '=', 'second-step')
      .execute();
    expect(pending.map((ceremony) => ceremony.attempts)).toEqual([1]);
  });

  test('wrong answers end the pending sign-in after the allowed attempts', async () => {
    // A login limit above the attempts, so the pending sign-in's own count is what ends it.
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 50 });
    const { browser } = await pendingSignIn(t);
    for (let i = 0; i < SECOND_STEP_MAX_ATTEMPTS; i++) {
      expect((await browser.secondStepWithPasskey({ origin: 'https://alpora.example.net' })).status).toBe(401);
    }
    const res = await browser.send('/api/auth/second-step/passkey/options');
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('sign_in_expired');
  });

  test('passkey answers count against the login limit like codes: past it, even the right passkey meets a 429', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 3 });
    const { browser } = await pendingSignIn(t);
    // The password was the first attempt; two wrong answers use up the limit of 3.
    for (let i = 0; i < 2; i++) {
      expect((await browser.secondStepWithPasskey({ origin: 'https://alpora.example.net' })).status).toBe(401);
    }
    const options = await readJson(await browser.send('/api/auth/second-step/passkey/options'));
    const res = await browser.send('/api/auth/second-step/passkey', {
      body: { credential: browser.device.get(options) },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  test('a successful passkey step clears the count, so the owner starts afresh', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 3 });
    const { browser } = await pendingSignIn(t);
    const options = await readJson(await browser.send('/api/auth/second-step/passkey/options'));
    const signedIn = await browser.send('/api/auth/second-step/passkey', {
      body: { credential: browser.device.get(options) },
    });
    expect(signedIn.status).toBe(200);
    // Without the reset, this would be the 3rd and 4th attempt of the pair: the 4th a 429.
    for (let i = 0; i < 2; i++) expect((await browser.login('ada')).status).toBe(200);
  });

  test('a challenge of the second step cannot sign in by passkey alone', async () => {
    const t = await setup();
    const { browser } = await pendingSignIn(t);
    const options = await readJson(await browser.send('/api/auth/second-step/passkey/options'));
    const res = await browser.send('/api/auth/passkeys/sign-in', { body: { credential: browser.device.get(options) } });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('passkey_sign_in_expired');
  });

  test('without a pending sign-in there is no second step', async () => {
    const t = await setup();
    const res = await passkeyBrowser(t.app).send('/api/auth/second-step/passkey/options');
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('sign_in_expired');
  });
});
