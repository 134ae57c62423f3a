/**
 * A suspended account signs in by no method (docs/back-office.md#users): the password and the
 * second step are covered with the users routes; here the passkey and single sign-on, and the
 * safeguard that keeps one administrator.
 */
import { describe, expect, test } from 'vitest';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { bearer, registerUser } from '#api/testing/accounts.ts';
import { passkeyBrowser } from '#api/testing/passkey-browser.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { ssoPerFile } from '#api/testing/sso-sign-in.ts';
import { readJson, type TestApp } from '#api/testing/test-app.ts';
import { OPERATOR } from './audit.ts';
import { reinstateAccount, suspendAccount } from './suspension.ts';
import { assertKeepsAnAdmin } from './user-safeguards.ts';

const sso = ssoPerFile();

async function suspendUser(t: TestApp, userId: string) {
  const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  await suspendAccount(
    t.db,
    subscriptionMailSettings(t.config),
    { user, reason: 'test', actor: OPERATOR },
    t.clock.now(),
  );
  return user;
}

describe('a suspended account', () => {
  test('is refused a passkey sign-in with the suspension message, and signs in once reinstated', async () => {
    const t = await sso.app();
    const ada = await registerUser(t.app, 'ada');
    const registering = passkeyBrowser(t.app);
    expect((await registering.addPasskey(ada.token)).status).toBe(201);
    const browser = passkeyBrowser(t.app, registering.device);
    const suspended = await suspendUser(t, ada.user.id);

    const options = await browser.signInOptions();
    const refused = await browser.send('/api/auth/passkeys/sign-in', {
      body: { credential: browser.device.get(options) },
    });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error.code).toBe('account_suspended');

    await reinstateAccount(
      t.db,
      subscriptionMailSettings(t.config),
      { user: { ...suspended, suspended_at: t.clock.now().toISOString() }, actor: OPERATOR },
      t.clock.now(),
    );
    const again = await browser.signInOptions();
    const signedIn = await browser.send('/api/auth/passkeys/sign-in', {
      body: { credential: browser.device.get(again) },
    });
    expect(signedIn.status).toBe(200);
    expect((await t.app.request('/api/auth/me', bearer((await readJson(signedIn)).token))).status).toBe(200);
  });

  test('is sent back from single sign-on to the login page with the suspension as its reason', async () => {
    const t = await sso.app();
    const person = sso.account();
    const first = await sso.signIn(t, person);
    const user = (await readJson(await sso.complete(t, first.jar))).user;
    await suspendUser(t, user.id);

    const second = await sso.signIn(t, person);
    expect(second.location).toBe('/login?sso_error=account_suspended');
    expect(second.jar.cookies.has('sso-complete')).toBe(false);
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([]);
  });

  test('cannot finish a single sign-on handed over before the suspension', async () => {
    const t = await sso.app();
    const person = sso.account();
    const first = await sso.signIn(t, person);
    const user = (await readJson(await sso.complete(t, first.jar))).user;
    const second = await sso.signIn(t, person);
    await suspendUser(t, user.id);
    const res = await sso.complete(t, second.jar);
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('account_suspended');
  });
});

describe('keeping an administrator', () => {
  test('refuses to demote or suspend the last administrator who can sign in', async () => {
    const t = await sso.app();
    const only = await signedInAs(t, 'admin', { username: 'onlyadmin' });
    const someoneElse = { id: crypto.randomUUID() };
    for (const action of ['role', 'suspend'] as const) {
      await expect(assertKeepsAnAdmin(t.db, someoneElse, only.user, action)).rejects.toMatchObject({
        status: 409,
        code: 'last_admin',
      });
    }
    // A second administrator who can sign in makes the first one replaceable; a suspended one does not.
    const other = await signedInAs(t, 'admin');
    await t.db
      .updateTable('users')
      .set({ suspended_at: t.clock.now().toISOString() })
      .where('id', '=', other.user.id)
      .execute();
    await expect(assertKeepsAnAdmin(t.db, someoneElse, only.user, 'suspend')).rejects.toMatchObject({
      code: 'last_admin',
    });
    await t.db.updateTable('users').set({ suspended_at: null }).where('id', '=', other.user.id).execute();
    await expect(assertKeepsAnAdmin(t.db, someoneElse, only.user, 'suspend')).resolves.toBeUndefined();
  });
});
