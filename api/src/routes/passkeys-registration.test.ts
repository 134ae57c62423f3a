import { MAX_PASSKEYS_PER_ACCOUNT } from '@alpora/shared/schemas/passkeys';
import { describe, expect, test } from 'vitest';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { passkeyBrowser } from '#api/testing/passkey-browser.ts';
import { softwareAuthenticator } from '#api/testing/software-authenticator.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

async function signedIn() {
  const t = await setup();
  const ada = await registerUser(t.app, 'ada');
  return { t, ada, browser: passkeyBrowser(t.app) };
}

describe('POST /api/auth/passkeys/registration', () => {
  test('adds the passkey the device created, lists it and logs it', async () => {
    const { t, ada, browser } = await signedIn();
    const res = await browser.addPasskey(ada.token, { name: 'Laptop' });
    expect(res.status).toBe(201);
    const added = await readJson(res);
    expect(added).toEqual({
      id: browser.device.credentials[0]?.id,
      name: 'Laptop',
      createdAt: t.clock.now().toISOString(),
      lastUsedAt: null,
      synced: false,
      otherSessionsEnded: 0,
    });
    const list = await readJson(await t.app.request('/api/auth/passkeys', bearer(ada.token)));
    const { otherSessionsEnded: _, ...listed } = added;
    expect(list.passkeys).toEqual([listed]);
    const [event] = await listSecurityEvents(t.db, ada.user.id, 1);
    expect(event).toMatchObject({ kind: 'passkey-added', outcome: 'success', detail: 'Laptop' });
  });

  test('names an unnamed passkey by its number and marks a synced one', async () => {
    const t = await setup();
    const ada = await registerUser(t.app, 'ada');
    const browser = passkeyBrowser(t.app, softwareAuthenticator({ synced: true }));
    expect((await browser.addPasskey(ada.token)).status).toBe(201);
    t.clock.advance(1000);
    expect((await browser.addPasskey(ada.token)).status).toBe(201);
    const { passkeys } = await readJson(await t.app.request('/api/auth/passkeys', bearer(ada.token)));
    expect(passkeys.map((p: { name: string; synced: boolean }) => [p.name, p.synced])).toEqual([
      ['Passkey 1', true],
      ['Passkey 2', true],
    ]);
  });

  test('the options ask for a discoverable, user-verified passkey and exclude the ones the account has', async () => {
    const { ada, browser } = await signedIn();
    await browser.addPasskey(ada.token);
    const res = await browser.send('/api/auth/passkeys/registration/options', {
      token: ada.token,
      body: { currentPassword: 'correct horse battery staple' },
    });
    const options = await readJson(res);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Alpora' });
    expect(options.user.name).toBe('ada');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([browser.device.credentials[0]?.id]);
    expect(res.headers.get('Set-Cookie')).toMatch(/^passkey-register=[\w-]+;.*HttpOnly/);
  });

  test.each([
    ['without the current password', {}, 'Enter your current password.'],
    [
      'with a wrong current password',
      { currentPassword: 'not my password at all' },
      'This is not your current password.',
    ],
  ])('starting needs proof: refused %s', async (_name, body, message) => {
    const { ada, browser } = await signedIn();
    const res = await browser.send('/api/auth/passkeys/registration/options', { token: ada.token, body });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields.currentPassword).toBe(message);
  });

  test('an answer signed for another origin is refused and nothing is stored', async () => {
    const { t, ada, browser } = await signedIn();
    const res = await browser.addPasskey(ada.token, { origin: 'https://alpora.example.net' });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.code).toBe('passkey_not_verified');
    expect(await t.db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
  });

  test('an answer signed for another relying party is refused', async () => {
    const { ada, browser } = await signedIn();
    expect((await browser.addPasskey(ada.token, { rpId: 'alpora.example.net' })).status).toBe(422);
  });

  test('a device that did not verify the user is refused', async () => {
    const { ada, browser } = await signedIn();
    expect((await browser.addPasskey(ada.token, { userVerified: false })).status).toBe(422);
  });

  test('an answer is accepted once: replaying it finds no challenge', async () => {
    const { t, ada, browser } = await signedIn();
    const options = await readJson(
      await browser.send('/api/auth/passkeys/registration/options', {
        token: ada.token,
        body: { currentPassword: 'correct horse battery staple' },
      }),
    );
    const cookies = new Map(browser.cookies);
    const body = { credential: browser.device.create(options) };
    expect((await browser.send('/api/auth/passkeys/registration', { token: ada.token, body })).status).toBe(201);
    for (const [name, value] of cookies) browser.cookies.set(name, value);
    const replay = await browser.send('/api/auth/passkeys/registration', { token: ada.token, body });
    expect(replay.status).toBe(409);
    expect((await readJson(replay)).error.code).toBe('passkey_registration_expired');
    expect(await t.db.selectFrom('passkeys').select('id').execute()).toHaveLength(1);
  });

  test('a challenge older than five minutes is refused', async () => {
    const { t, ada, browser } = await signedIn();
    const options = await readJson(
      await browser.send('/api/auth/passkeys/registration/options', {
        token: ada.token,
        body: { currentPassword: 'correct horse battery staple' },
      }),
    );
    t.clock.advance(5 * 60 * 1000 + 1);
    const body = { credential: browser.device.create(options) };
    expect((await browser.send('/api/auth/passkeys/registration', { token: ada.token, body })).status).toBe(409);
  });

  test("another account's session cannot finish the registration this one started", async () => {
    const { t, ada, browser } = await signedIn();
    const bob = await registerUser(t.app, 'bob');
    const options = await readJson(
      await browser.send('/api/auth/passkeys/registration/options', {
        token: ada.token,
        body: { currentPassword: 'correct horse battery staple' },
      }),
    );
    const body = { credential: browser.device.create(options) };
    expect((await browser.send('/api/auth/passkeys/registration', { token: bob.token, body })).status).toBe(409);
  });

  test(`an account keeps at most ${MAX_PASSKEYS_PER_ACCOUNT} passkeys`, async () => {
    const { ada, browser } = await signedIn();
    for (let i = 0; i < MAX_PASSKEYS_PER_ACCOUNT; i++) expect((await browser.addPasskey(ada.token)).status).toBe(201);
    const res = await browser.send('/api/auth/passkeys/registration/options', {
      token: ada.token,
      body: { currentPassword: 'correct horse battery staple' },
    });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('too_many_passkeys');
  });

  test('a malformed answer is refused with the field named, not a server error', async () => {
    const { ada, browser } = await signedIn();
    const body = { credential: { id: 'not base64url!', rawId: 'x', type: 'public-key', response: {} } };
    const res = await browser.send('/api/auth/passkeys/registration', { token: ada.token, body });
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).error.fields)).toContain('credential.id');
  });

  test('garbage that passes the schema is refused as unverified', async () => {
    const { ada, browser } = await signedIn();
    await browser.send('/api/auth/passkeys/registration/options', {
      token: ada.token,
      body: { currentPassword: 'correct horse battery staple' },
    });
    const credential = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
    };
    const res = await browser.send('/api/auth/passkeys/registration', { token: ada.token, body: { credential } });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.code).toBe('passkey_not_verified');
  });

  test('is for signed-in owners only', async () => {
    const t = await setup();
    const res = await passkeyBrowser(t.app).send('/api/auth/passkeys/registration/options', { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('adding a passkey offers to end the other sessions', () => {
  /** Another session of the account, opened by password elsewhere. */
  async function otherSession(t: TestApp, username: string): Promise<string> {
    const res = await t.app.request('/api/auth/login', postJson({ username, password: TEST_PASSWORD }));
    expect(res.status).toBe(200);
    return (await readJson(res)).token;
  }
  const isAlive = async (t: TestApp, token: string) =>
    (await t.app.request('/api/auth/me', bearer(token))).status === 200;

  test('with endOtherSessions, the other sessions end, this one stays, and the log says so', async () => {
    const { t, ada, browser } = await signedIn();
    const others = [await otherSession(t, 'ada'), await otherSession(t, 'ada')];
    const bob = await registerUser(t.app, 'bob');
    const res = await browser.addPasskey(ada.token, { endOtherSessions: true });
    expect(res.status).toBe(201);
    expect((await readJson(res)).otherSessionsEnded).toBe(2);
    for (const token of others) expect(await isAlive(t, token)).toBe(false);
    expect(await isAlive(t, ada.token)).toBe(true);
    expect(await isAlive(t, bob.token)).toBe(true);
    const [ended, added] = await listSecurityEvents(t.db, ada.user.id, 2);
    expect(ended).toMatchObject({ kind: 'sessions-ended', method: 'passkey', detail: '2 other sessions' });
    expect(added).toMatchObject({ kind: 'passkey-added' });
  });

  test('without endOtherSessions, the other sessions stay', async () => {
    const { t, ada, browser } = await signedIn();
    const other = await otherSession(t, 'ada');
    const res = await browser.addPasskey(ada.token);
    expect((await readJson(res)).otherSessionsEnded).toBe(0);
    expect(await isAlive(t, other)).toBe(true);
    const [event] = await listSecurityEvents(t.db, ada.user.id, 1);
    expect(event).toMatchObject({ kind: 'passkey-added' });
  });

  test('a refused passkey ends no session, whatever was asked', async () => {
    const { t, ada, browser } = await signedIn();
    const other = await otherSession(t, 'ada');
    const res = await browser.addPasskey(ada.token, { endOtherSessions: true, userVerified: false });
    expect(res.status).toBe(422);
    expect(await isAlive(t, other)).toBe(true);
  });
});
