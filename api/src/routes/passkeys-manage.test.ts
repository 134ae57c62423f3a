import { describe, expect, test } from 'vitest';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { passkeyBrowser } from '#api/testing/passkey-browser.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

async function withPasskeys(t: TestApp, username: string, count: number) {
  const account = await registerUser(t.app, username);
  const browser = passkeyBrowser(t.app);
  for (let i = 0; i < count; i++) expect((await browser.addPasskey(account.token)).status).toBe(201);
  const ids = browser.device.credentials.map((credential) => credential.id);
  return { ...account, ids, browser };
}

function patchName(token: string, name: unknown): RequestInit {
  return {
    method: 'PATCH',
    headers: { ...bearer(token).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  };
}

function remove(token: string, body: Record<string, unknown> = { currentPassword: TEST_PASSWORD }): RequestInit {
  return {
    method: 'DELETE',
    headers: { ...bearer(token).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

describe('PATCH /api/auth/passkeys/:id', () => {
  test('renames the passkey, trimmed, and logs it', async () => {
    const t = await setup();
    const ada = await withPasskeys(t, 'ada', 1);
    const res = await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, patchName(ada.token, '  Work phone '));
    expect(res.status).toBe(200);
    expect((await readJson(res)).name).toBe('Work phone');
    const [event] = await listSecurityEvents(t.db, ada.user.id, 1);
    expect(event).toMatchObject({ kind: 'passkey-renamed', detail: 'Work phone' });
  });

  test("another account's passkey is not found, and keeps its name", async () => {
    const t = await setup();
    const ada = await withPasskeys(t, 'ada', 1);
    const bob = await registerUser(t.app, 'bob');
    const res = await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, patchName(bob.token, 'Mine now'));
    expect(res.status).toBe(404);
    expect((await t.db.selectFrom('passkeys').select('name').executeTakeFirst())?.name).toBe('Passkey 1');
  });

  test.each([
    ['blank', '   ', 'Enter a name for this passkey.'],
    ['too long', 'x'.repeat(65), 'Use at most 64 characters.'],
  ])('a %s name is refused', async (_name, name, message) => {
    const t = await setup();
    const ada = await withPasskeys(t, 'ada', 1);
    const res = await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, patchName(ada.token, name));
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields.name).toBe(message);
  });
});

describe('DELETE /api/auth/passkeys/:id', () => {
  test('removes the passkey with the current password, logs it, and it signs in no more', async () => {
    const t = await setup();
    const ada = await withPasskeys(t, 'ada', 1);
    expect((await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, remove(ada.token))).status).toBe(200);
    const { passkeys } = await readJson(await t.app.request('/api/auth/passkeys', bearer(ada.token)));
    expect(passkeys).toEqual([]);
    const [event] = await listSecurityEvents(t.db, ada.user.id, 1);
    expect(event).toMatchObject({ kind: 'passkey-removed', detail: 'Passkey 1' });
    expect((await ada.browser.signInWithPasskey()).status).toBe(401);
  });

  test.each([
    ['without the current password', {}],
    ['with a wrong current password', { currentPassword: 'not my password at all' }],
  ])('is refused %s', async (_name, body) => {
    const t = await setup();
    const ada = await withPasskeys(t, 'ada', 1);
    const res = await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, remove(ada.token, body));
    expect(res.status).toBe(422);
    expect(await t.db.selectFrom('passkeys').select('id').execute()).toHaveLength(1);
  });

  test("another account's passkey is not found and stays", async () => {
    const t = await setup();
    const ada = await withPasskeys(t, 'ada', 1);
    const bob = await registerUser(t.app, 'bob');
    expect((await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, remove(bob.token))).status).toBe(404);
    expect(await t.db.selectFrom('passkeys').select('id').execute()).toHaveLength(1);
  });

  test('a staff account keeps its last second factor, and may remove one of two', async () => {
    const t = await setup();
    const ada = await withPasskeys(t, 'ada', 2);
    await t.db.updateTable('users').set({ role: 'sales' }).where('id', '=', ada.user.id).execute();
    expect((await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, remove(ada.token))).status).toBe(200);
    const res = await t.app.request(`/api/auth/passkeys/${ada.ids[1]}`, remove(ada.token));
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('last_second_factor');
  });

  test('a client account may remove its last passkey', async () => {
    const t = await setup();
    const ada = await withPasskeys(t, 'ada', 1);
    expect((await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, remove(ada.token))).status).toBe(200);
  });
});

describe('removing a passkey offers to end the other sessions', () => {
  const isAlive = async (t: TestApp, token: string) =>
    (await t.app.request('/api/auth/me', bearer(token))).status === 200;

  /** Ada with two passkeys and a second session opened by one of them. */
  async function withOtherSession(t: TestApp) {
    const ada = await withPasskeys(t, 'ada', 2);
    const signIn = await ada.browser.signInWithPasskey();
    expect(signIn.status).toBe(200);
    return { ...ada, other: (await readJson(signIn)).token as string };
  }

  test('with endOtherSessions, the other sessions end, this one stays, and the log says so', async () => {
    const t = await setup();
    const ada = await withOtherSession(t);
    const body = { currentPassword: TEST_PASSWORD, endOtherSessions: true };
    const res = await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, remove(ada.token, body));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ otherSessionsEnded: 1 });
    expect(await isAlive(t, ada.other)).toBe(false);
    expect(await isAlive(t, ada.token)).toBe(true);
    const [ended, removed] = await listSecurityEvents(t.db, ada.user.id, 2);
    expect(ended).toMatchObject({ kind: 'sessions-ended', method: 'passkey', detail: '1 other sessions' });
    expect(removed).toMatchObject({ kind: 'passkey-removed' });
  });

  test('without endOtherSessions, the other sessions stay', async () => {
    const t = await setup();
    const ada = await withOtherSession(t);
    const res = await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, remove(ada.token));
    expect(await readJson(res)).toEqual({ otherSessionsEnded: 0 });
    expect(await isAlive(t, ada.other)).toBe(true);
  });

  test('a removal refused for a wrong password ends no session', async () => {
    const t = await setup();
    const ada = await withOtherSession(t);
    const body = { currentPassword: 'not my password at all', endOtherSessions: true };
    const res = await t.app.request(`/api/auth/passkeys/${ada.ids[0]}`, remove(ada.token, body));
    expect(res.status).toBe(422);
    expect(await isAlive(t, ada.other)).toBe(true);
    expect(await t.db.selectFrom('passkeys').select('id').execute()).toHaveLength(2);
  });
});
