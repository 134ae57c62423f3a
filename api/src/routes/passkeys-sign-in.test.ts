import { describe, expect, test } from 'vitest';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { bearer, CHEAP_PASSWORD_HASHING, fromIp, registerUser } from '#api/testing/accounts.ts';
import { passkeyBrowser } from '#api/testing/passkey-browser.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

/** Ada with one passkey on her device, and a fresh browser (no session) holding that device. */
async function adaWithPasskey(t: TestApp) {
  const ada = await registerUser(t.app, 'ada');
  const registering = passkeyBrowser(t.app);
  expect((await registering.addPasskey(ada.token)).status).toBe(201);
  const credentialId = registering.device.credentials[0]?.id ?? '';
  return { ada, credentialId, browser: passkeyBrowser(t.app, registering.device) };
}

async function failuresOf(t: TestApp, userId: string) {
  const events = await listSecurityEvents(t.db, userId);
  return events.filter((event) => event.kind === 'sign-in' && event.outcome === 'failure');
}

describe('POST /api/auth/passkeys/sign-in', () => {
  test('a passkey alone opens a passkey session, with no username typed', async () => {
    const t = await setup();
    const { ada, browser } = await adaWithPasskey(t);
    const options = await browser.signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const res = await browser.send('/api/auth/passkeys/sign-in', {
      body: { credential: browser.device.get(options) },
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.user.username).toBe('ada');
    expect((await t.app.request('/api/auth/me', bearer(body.token))).status).toBe(200);
    const sessions = await t.db.selectFrom('sessions').select('method').orderBy('method').execute();
    expect(sessions.map((session) => session.method)).toEqual(['passkey', 'registration']);
    const [event] = await listSecurityEvents(t.db, ada.user.id, 1);
    expect(event).toMatchObject({ kind: 'sign-in', outcome: 'success', method: 'passkey' });
  });

  test('each sign-in stores the signature counter and when the passkey was last used', async () => {
    const t = await setup();
    const { credentialId, browser } = await adaWithPasskey(t);
    expect((await browser.signInWithPasskey()).status).toBe(200);
    t.clock.advance(60_000);
    expect((await browser.signInWithPasskey()).status).toBe(200);
    const row = await t.db.selectFrom('passkeys').selectAll().where('id', '=', credentialId).executeTakeFirstOrThrow();
    expect(row.counter).toBe(2);
    expect(row.last_used_at).toBe(t.clock.now().toISOString());
  });

  test('a counter that did not move on (a cloned authenticator) is refused', async () => {
    const t = await setup();
    const { ada, browser } = await adaWithPasskey(t);
    expect((await browser.signInWithPasskey({ counter: 7 })).status).toBe(200);
    const res = await browser.signInWithPasskey({ counter: 7 });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('passkey_not_accepted');
    expect(await failuresOf(t, ada.user.id)).toHaveLength(1);
  });

  test('an answer signed for another origin is refused and logged for the owner', async () => {
    const t = await setup();
    const { ada, browser } = await adaWithPasskey(t);
    const res = await browser.signInWithPasskey({ origin: 'https://alpora.example.net' });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.message).toBe(
      'This passkey could not sign you in. Try again, or log in with your password.',
    );
    const [failure] = await failuresOf(t, ada.user.id);
    expect(failure).toMatchObject({ method: 'passkey', detail: expect.stringContaining('origin') });
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
  });

  test('outside production the origin the request came to is accepted, another port of it is not', async () => {
    const t = await setup();
    const { browser } = await adaWithPasskey(t);
    // app.request() sends to http://localhost: the host of SITE_URL on another port.
    expect((await browser.signInWithPasskey({ origin: 'http://localhost' })).status).toBe(200);
    expect((await browser.signInWithPasskey({ origin: 'http://localhost:9999' })).status).toBe(401);
  });

  test('a device that did not verify the user is refused', async () => {
    const t = await setup();
    const { browser } = await adaWithPasskey(t);
    expect((await browser.signInWithPasskey({ userVerified: false })).status).toBe(401);
  });

  test('a challenge answers once: replaying a valid answer is refused', async () => {
    const t = await setup();
    const { browser } = await adaWithPasskey(t);
    const options = await browser.signInOptions();
    const cookies = new Map(browser.cookies);
    const body = { credential: browser.device.get(options) };
    expect((await browser.send('/api/auth/passkeys/sign-in', { body })).status).toBe(200);
    for (const [name, value] of cookies) browser.cookies.set(name, value);
    const replay = await browser.send('/api/auth/passkeys/sign-in', { body });
    expect(replay.status).toBe(401);
    expect((await readJson(replay)).error.code).toBe('passkey_sign_in_expired');
  });

  test('an answer to an old challenge does not pass for a new one', async () => {
    const t = await setup();
    const { browser } = await adaWithPasskey(t);
    const old = browser.device.get(await browser.signInOptions());
    await browser.signInOptions();
    const res = await browser.send('/api/auth/passkeys/sign-in', { body: { credential: old } });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('passkey_not_accepted');
  });

  test('a passkey that is registered nowhere is refused with what to do', async () => {
    const t = await setup();
    const { browser } = await adaWithPasskey(t);
    await t.db.deleteFrom('passkeys').execute();
    const res = await browser.signInWithPasskey();
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('passkey_unknown');
  });

  test('a staff account may sign in with a passkey alone, since it is multi-factor', async () => {
    const t = await setup();
    const { ada, browser } = await adaWithPasskey(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', ada.user.id).execute();
    expect((await browser.signInWithPasskey()).status).toBe(200);
  });

  test('answers and challenges are limited per client IP', async () => {
    const t = await setup({ LOGIN_RATE_LIMIT_PER_IP: 2 });
    const { browser } = await adaWithPasskey(t);
    const credential = browser.device.get(await browser.signInOptions());
    const answer = async (ip: string) =>
      (await t.app.request('/api/auth/passkeys/sign-in', postJson({ credential }), fromIp(ip))).status;
    expect([await answer('203.0.113.7'), await answer('203.0.113.7'), await answer('203.0.113.7')]).toEqual([
      401, 401, 429,
    ]);
    expect(await answer('198.51.100.2')).toBe(401);
    const challenge = async () =>
      (await t.app.request('/api/auth/passkeys/sign-in/options', { method: 'POST' }, fromIp('203.0.113.7'))).status;
    expect([await challenge(), await challenge(), await challenge()]).toEqual([200, 200, 429]);
  });

  test('without a challenge first, the answer is refused as expired', async () => {
    const t = await setup();
    const { browser } = await adaWithPasskey(t);
    const options = await browser.signInOptions();
    browser.cookies.clear();
    const res = await browser.send('/api/auth/passkeys/sign-in', { body: { credential: browser.device.get(options) } });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('passkey_sign_in_expired');
  });
});
