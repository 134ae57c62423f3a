/**
 * Single sign-on against a real OpenID Connect provider (docs/decisions.md §105–§108): whether
 * the login page offers it, and which account each sign-in opens.
 */
import { describe, expect, test } from 'vitest';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { ssoPerFile } from '#api/testing/sso-sign-in.ts';
import { appPerTest, postJson, readJson, TEST_NOW, type TestApp } from '#api/testing/test-app.ts';

const sso = ssoPerFile();
const unconfigured = appPerTest(CHEAP_PASSWORD_HASHING);

async function usersNamed(t: TestApp, email: string) {
  return t.db.selectFrom('users').selectAll().where('email_key', '=', email.toLowerCase()).execute();
}

async function eventsOf(t: TestApp, userId: string) {
  return t.db
    .selectFrom('security_events')
    .select(['kind', 'outcome', 'method'])
    .where('user_id', '=', userId)
    .execute();
}

describe('GET /api/auth/sso', () => {
  test('without a provider set up, the login page offers no single sign-on and its start refuses', async () => {
    const t = await unconfigured();
    expect(await readJson(await t.app.request('/api/auth/sso'))).toEqual({ enabled: false });
    const start = await t.app.request('/api/auth/sso/start');
    expect(start.status).toBe(302);
    expect(start.headers.get('Location')).toBe('/login?sso_error=not_configured');
  });

  test('with a provider set up, it answers the configured words of the button', async () => {
    const t = await sso.app({ OIDC_BUTTON_LABEL: 'Sign in with Contoso' });
    expect(await readJson(await t.app.request('/api/auth/sso'))).toEqual({
      enabled: true,
      label: 'Sign in with Contoso',
    });
  });
});

// claim: sso
describe('single sign-on opens the account of the identity', () => {
  test('a first sign-in opens an account without a password and the session page takes its session', async () => {
    const t = await sso.app();
    const person = sso.account({ preferred_username: 'ada.lovelace', given_name: 'Ada', family_name: 'Lovelace' });
    const { location, jar } = await sso.signIn(t, person, '?next=%2Faccount');
    expect(location).toBe('/login/sso-complete?next=%2Faccount');

    const complete = await sso.complete(t, jar);
    expect(complete.status).toBe(200);
    const body = await readJson(complete);
    expect(body.user).toMatchObject({
      username: 'ada.lovelace',
      email: person.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
      role: 'client',
    });
    const me = await t.app.request('/api/auth/me', bearer(body.token));
    expect((await readJson(me)).user.id).toBe(body.user.id);
    const session = await t.db.selectFrom('sessions').select('method').where('user_id', '=', body.user.id).execute();
    expect(session).toEqual([{ method: 'sso' }]);
    const portfolios = await t.db.selectFrom('portfolios').select('name').where('user_id', '=', body.user.id).execute();
    expect(portfolios).toHaveLength(1);
    expect(await eventsOf(t, body.user.id)).toEqual(
      expect.arrayContaining([
        { kind: 'sso-linked', outcome: 'success', method: 'sso' },
        { kind: 'sign-in', outcome: 'success', method: 'sso' },
      ]),
    );
    // No password opens it: the account was never given one.
    const login = await t.app.request('/api/auth/login', postJson({ username: 'ada.lovelace', password: '' }));
    expect(login.status).not.toBe(200);
  });

  test('the next sign-in finds the account by its subject, even after the address changed at the provider', async () => {
    const t = await sso.app();
    const person = sso.account();
    const first = await sso.signIn(t, person);
    const firstUser = (await readJson(await sso.complete(t, first.jar))).user;
    sso.provider().addAccount({ ...person, email: `renamed-${person.email}` });

    const second = await sso.signIn(t, person);
    const secondUser = (await readJson(await sso.complete(t, second.jar))).user;
    expect(secondUser.id).toBe(firstUser.id);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([{ id: firstUser.id }]);
  });

  test('a verified address of an existing account links the identity to it, and the owner sees it in the log', async () => {
    const t = await sso.app();
    const { user: owner } = await registerUser(t.app, 'grace');
    await t.db.updateTable('users').set({ email_verified_at: TEST_NOW }).where('id', '=', owner.id).execute();
    const person = sso.account({ email: 'Grace@Example.com', email_verified: true });
    const { jar } = await sso.signIn(t, person);
    const signedIn = (await readJson(await sso.complete(t, jar))).user;

    expect(signedIn.id).toBe(owner.id);
    expect(signedIn.emailVerified).toBe(true);
    const identities = await t.db.selectFrom('sso_identities').select(['subject', 'user_id']).execute();
    expect(identities).toEqual([{ subject: person.sub, user_id: owner.id }]);
    expect(await eventsOf(t, owner.id)).toContainEqual({ kind: 'sso-linked', outcome: 'success', method: 'sso' });
    // The password goes on working.
    const login = await t.app.request('/api/auth/login', postJson({ username: 'grace', password: TEST_PASSWORD }));
    expect(login.status).toBe(200);
  });

  test('an account whose owner never confirmed its address is not taken over, even by a verified address', async () => {
    const t = await sso.app();
    // Someone opened an account with an address that is not theirs, and set its password.
    const { token } = await registerUser(t.app, 'squatter', { email: 'victim@example.com' });
    const person = sso.account({ email: 'victim@example.com', email_verified: true });
    const { location, jar } = await sso.signIn(t, person);

    expect(location).toBe('/login?sso_error=account_unverified');
    expect(jar.cookies.has('sso-complete')).toBe(false);
    expect(await t.db.selectFrom('sso_identities').selectAll().execute()).toEqual([]);
    const [squatter] = await t.db.selectFrom('users').select('email_verified_at').execute();
    expect(squatter?.email_verified_at).toBeNull();
    expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(200);
  });

  test('an unverified address of an existing account takes nothing over: the login page says why', async () => {
    const t = await sso.app();
    await registerUser(t.app, 'hopper');
    const person = sso.account({ email: 'hopper@example.com', email_verified: false });
    const { location, jar } = await sso.signIn(t, person);

    expect(location).toBe('/login?sso_error=email_unverified');
    expect(jar.cookies.has('sso-complete')).toBe(false);
    expect(await t.db.selectFrom('sso_identities').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
  });

  test('a first sign-in begun on a French login page opens a French account; a later one leaves it (docs/decisions.md §303)', async () => {
    const t = await sso.app();
    const person = sso.account({ email: `lea-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const email = person.email ?? '';
    const first = await sso.signIn(t, person, '?next=%2Ffr%2Fdashboard&locale=fr');
    expect(first.location).toBe('/login/sso-complete?next=%2Ffr%2Fdashboard');
    expect((await usersNamed(t, email)).map((user) => user.locale)).toEqual(['fr']);
    await sso.signIn(t, person, '?locale=de');
    expect((await usersNamed(t, email)).map((user) => user.locale)).toEqual(['fr']);
    const bad = await t.app.request('/api/auth/sso/start?locale=xx');
    expect(bad.status).toBe(422);
  });

  test('an unverified address nobody has opens an account whose address is not verified', async () => {
    const t = await sso.app();
    const person = sso.account({ email_verified: false });
    const { jar } = await sso.signIn(t, person);
    expect((await readJson(await sso.complete(t, jar))).user.emailVerified).toBe(false);
  });

  test('a provider that shares no address opens no account', async () => {
    const t = await sso.app();
    const person = sso.account({ email: undefined });
    const { location } = await sso.signIn(t, person);
    expect(location).toBe('/login?sso_error=email_missing');
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  test('a username another account has gets the first free number', async () => {
    const t = await sso.app();
    await registerUser(t.app, 'linus');
    const person = sso.account({ preferred_username: 'linus@corp.example' });
    const { jar } = await sso.signIn(t, person);
    expect((await readJson(await sso.complete(t, jar))).user.username).toBe('linus-2');
    expect(await usersNamed(t, person.email ?? '')).toHaveLength(1);
  });

  test('an account with an authenticator app goes to the second step, with no session yet', async () => {
    const t = await sso.app();
    const person = sso.account();
    const first = await sso.signIn(t, person);
    const user = (await readJson(await sso.complete(t, first.jar))).user;
    await t.db
      .insertInto('totp_credentials')
      .values({
        user_id: user.id,
        secret: 'JBSWY3DPEHPK3PXP',
        confirmed_at: t.clock.now().toISOString(),
        created_at: t.clock.now().toISOString(),
      })
      .execute();

    const second = await sso.signIn(t, person, '?next=%2Fdashboard');
    expect(second.location).toBe('/login/verify?next=%2Fdashboard');
    expect(second.jar.cookies.has('sign-in')).toBe(true);
    expect(second.jar.cookies.has('sso-complete')).toBe(false);
    const pending = await t.db.selectFrom('sign_in_ceremonies').select(['purpose', 'user_id', 'data']).execute();
    expect(pending).toEqual([{ purpose: 'second-step', user_id: user.id, data: JSON.stringify({ first: 'sso' }) }]);
  });

  test('a staff account without a second factor is refused', async () => {
    const t = await sso.app();
    const person = sso.account();
    const first = await sso.signIn(t, person);
    const user = (await readJson(await sso.complete(t, first.jar))).user;
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();

    const second = await sso.signIn(t, person);
    expect(second.location).toBe('/login?sso_error=second_factor_required');
    expect(second.jar.cookies.has('sso-complete')).toBe(false);
  });
});
