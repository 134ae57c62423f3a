import { describe, expect, test } from 'vitest';
import { OPERATOR, recordAudit } from '#api/back-office/audit.ts';
import { ACCOUNT_SUSPENDED_MESSAGE, SUSPENSION_CONTACT, suspendAccount } from '#api/back-office/suspension.ts';
import { ACCOUNT_LINKS_PER_HOUR } from '#api/repositories/account-link-allowance.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { mailedToken, queuedMails, registerVerifiedUser } from '#api/testing/account-mails.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { senderTo } from '#api/testing/mail-delivery.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { startSmtpSink } from '#api/testing/smtp-sink.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';
import { enableTotp, loginToSecondStep, SAME_ORIGIN, withBearer } from '#api/testing/two-factor.ts';
import { USERS_PAGE_SIZE } from './admin-users.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

const asAdmin = (token: string, method: string, body?: unknown): RequestInit => ({
  method,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...SAME_ORIGIN },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

const suspend = (t: TestApp, token: string, id: string, reason = 'Chargeback under review') =>
  t.app.request(`/api/admin/users/${id}/suspend`, asAdmin(token, 'POST', { reason }));
const reinstate = (t: TestApp, token: string, id: string) =>
  t.app.request(`/api/admin/users/${id}/reinstate`, asAdmin(token, 'POST'));
const changeRole = (t: TestApp, token: string, id: string, role: string) =>
  t.app.request(`/api/admin/users/${id}/role`, asAdmin(token, 'PATCH', { role }));
const login = (t: TestApp, username: string, password = TEST_PASSWORD) =>
  t.app.request('/api/auth/login', postJson({ username, password }));

const auditOf = (t: TestApp, action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

async function listUsers(t: TestApp, token: string, query = '') {
  const res = await t.app.request(`/api/admin/users${query}`, bearer(token));
  expect(res.status).toBe(200);
  return readJson(res);
}

describe('GET /api/admin/users', () => {
  test('lists every account newest first with role, verification, suspension, second factor and last sign-in', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin', { username: 'root' });
    t.clock.advance(60_000);
    const ada = await registerUser(t.app, 'ada', { firstName: 'Ada', lastName: 'Lovelace' });
    await enableTotp(t, ada.token);
    t.clock.advance(60_000);
    await registerUser(t.app, 'bob');
    const { users, next } = await listUsers(t, admin.token);
    expect(users.map((user: { username: string }) => user.username)).toEqual(['bob', 'ada', 'root']);
    expect(next).toBeNull();
    const adaListed = users[1];
    expect(adaListed).toMatchObject({
      username: 'ada',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      role: 'client',
      emailVerifiedAt: null,
      suspendedAt: null,
      hasSecondFactor: true,
    });
    // Registration opens the first session: the security log's sign-in and the session's use.
    expect(users[2]).toMatchObject({ username: 'root', role: 'admin', hasSecondFactor: false });
    expect(adaListed.lastSeenAt).not.toBeNull();
  });

  test('takes the last sign-in from the security log', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    t.clock.advance(3_600_000);
    const device = { userAgent: null, addressHint: null };
    await recordSecurityEvent(
      t.db,
      { userId: ada.user.id, kind: 'sign-in', outcome: 'success', device },
      t.clock.now(),
    );
    t.clock.advance(60_000);
    await recordSecurityEvent(
      t.db,
      { userId: ada.user.id, kind: 'sign-in', outcome: 'failure', device },
      t.clock.now(),
    );
    const { users } = await listUsers(t, admin.token, '?q=ada');
    expect(users[0].lastSignInAt).toBe(new Date(t.clock.now().getTime() - 60_000).toISOString());
  });

  test.each([
    ['part of a username, any case', '?q=LOVE', ['lovebird']],
    ['part of an email address', '?q=example.org', ['grace']],
    ['part of a name', '?q=hopper', ['grace']],
    ['a role', '?role=sales', ['seller']],
    ['suspended accounts', '?status=suspended', ['lovebird']],
    ['unverified addresses', '?status=unverified&q=e', ['grace', 'lovebird']],
    ['a search taking % and _ literally', '?q=%25', []],
  ])('searches and filters by %s', async (_what, query, expected) => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin', { username: 'root' });
    await signedInAs(t, 'sales', { username: 'seller' });
    t.clock.advance(1000);
    await registerUser(t.app, 'grace', { email: 'grace@example.org', firstName: 'Grace', lastName: 'Hopper' });
    t.clock.advance(1000);
    const love = await registerUser(t.app, 'lovebird');
    await t.db
      .updateTable('users')
      .set({ suspended_at: t.clock.now().toISOString() })
      .where('id', '=', love.user.id)
      .execute();
    const { users } = await listUsers(t, admin.token, query);
    expect(users.map((user: { username: string }) => user.username).sort()).toEqual(expected);
  });

  test.each([
    ['Émile', ['emile']],
    ['emile', ['emile']],
    ['ÄRNI', ['beat']],
    ['zoë', ['zoe.k']],
    ['ZOE', ['zoe.k']],
    ['orsted', ['mette']],
    ['Ørsted', ['mette']],
    ['@Example.CH', ['beat', 'emile', 'zoe.k']],
    ['gass', ['beat']],
    ['rochat beat', []],
  ])('finds names with accents and capitals by %j, alike on SQLite and PostgreSQL', async (q, expected) => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin', { username: 'root' });
    await registerUser(t.app, 'emile', { email: 'emile@example.ch', firstName: 'Émile', lastName: 'Rochat' });
    await registerUser(t.app, 'beat', { email: 'Beat.Arni@Example.ch', firstName: 'Beat', lastName: 'ÄRNI-Gaß' });
    await registerUser(t.app, 'zoe.k', { email: 'zk@example.ch', firstName: 'zoë' });
    await registerUser(t.app, 'mette', { email: 'mette@energy.example', firstName: 'Mette', lastName: 'Ørsted' });
    const { users } = await listUsers(t, admin.token, `?q=${encodeURIComponent(q)}`);
    expect(users.map((user: { username: string }) => user.username).sort()).toEqual(expected);
  });

  test('pages by the last account of the page before, so a new account never shifts a page', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    for (let i = 0; i < USERS_PAGE_SIZE + 2; i += 1) await signedInAs(t, 'client', { username: `c${i}` });
    const first = await listUsers(t, admin.token, '?role=client');
    expect(first.users).toHaveLength(USERS_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    t.clock.advance(1000);
    await signedInAs(t, 'client', { username: 'latecomer' });
    const second = await listUsers(t, admin.token, `?role=client&after=${encodeURIComponent(first.next)}`);
    expect(second.users).toHaveLength(2);
    expect(second.next).toBeNull();
    const all = [...first.users, ...second.users].map((user: { id: string }) => user.id);
    expect(new Set(all).size).toBe(USERS_PAGE_SIZE + 2);
  });

  test('records each page as a users.list audit entry with its filters, but not the words searched for', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin', { username: 'root' });
    await listUsers(t, admin.token, '?q=ada&role=client');
    const [entry] = await auditOf(t, 'users.list');
    expect(entry).toMatchObject({ actor_name: 'root', actor_role: 'admin', subject_id: null });
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual({ searchedByText: true, role: 'client', shown: [] });
  });

  test.each([
    ['an unknown role', '?role=owner', 'role'],
    ['an unknown status', '?status=gone', 'status'],
    ['a cursor of another form', '?after=42', 'after'],
  ])('refuses %s with 422 on the field', async (_what, query, field) => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const res = await t.app.request(`/api/admin/users${query}`, bearer(admin.token));
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).error.fields)).toEqual([field]);
  });

  test('is for admins only: sales gets 403', async () => {
    const t = await setup();
    const sales = await signedInAs(t, 'sales');
    const res = await t.app.request('/api/admin/users', bearer(sales.token));
    expect(res.status).toBe(403);
  });
});

describe('PATCH /api/admin/users/{id}/role', () => {
  test('gives a client with a second factor the sales role, ends its sessions and records it', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin', { username: 'root' });
    const ada = await registerUser(t.app, 'ada');
    await enableTotp(t, ada.token);
    const res = await changeRole(t, admin.token, ada.user.id, 'sales');
    expect(res.status).toBe(200);
    expect((await readJson(res)).user).toMatchObject({ username: 'ada', role: 'sales' });
    expect((await t.app.request('/api/auth/me', bearer(ada.token))).status).toBe(401);
    const [entry] = await auditOf(t, 'user.role');
    expect(entry).toMatchObject({ actor_name: 'root', subject_id: ada.user.id });
    expect(JSON.parse(entry?.detail ?? '{}')).toMatchObject({ from: 'client', to: 'sales' });
  });

  test('refuses a staff role to an account without a second factor with 409 and its reason', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    const res = await changeRole(t, admin.token, ada.user.id, 'admin');
    expect(res.status).toBe(409);
    const { error } = await readJson(res);
    expect(error.code).toBe('second_factor_required');
    expect(error.message).toContain('ada has no second factor');
    expect(await auditOf(t, 'user.role')).toEqual([]);
  });

  test("refuses an administrator's change of their own role", async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    await signedInAs(t, 'admin');
    const res = await changeRole(t, admin.token, admin.user.id, 'client');
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('own_account');
  });

  test('refuses the viewer role, which only an invitation gives, with 422', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    const res = await changeRole(t, admin.token, ada.user.id, 'viewer');
    expect(res.status).toBe(422);
  });

  test('answers 404 for an id no account has', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const res = await changeRole(t, admin.token, crypto.randomUUID(), 'client');
    expect(res.status).toBe(404);
  });
});

describe('suspending an account', () => {
  test('ends every session at once, records the reason in the audit log and a line in the owner’s log', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin', { username: 'root' });
    const ada = await registerUser(t.app, 'ada');
    const again = await readJson(await login(t, 'ada'));
    const res = await suspend(t, admin.token, ada.user.id, 'Card payments disputed');
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.message).toBe('ada is suspended; 2 sessions ended.');
    expect(body.user).toMatchObject({ username: 'ada', suspensionReason: 'Card payments disputed' });
    expect(body.user.suspendedAt).toBe(t.clock.now().toISOString());
    for (const token of [ada.token, again.token]) {
      expect((await t.app.request('/api/auth/me', bearer(token))).status).toBe(401);
    }
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', ada.user.id).execute();
    expect(sessions).toEqual([]);
    const [entry] = await auditOf(t, 'user.suspend');
    expect(entry).toMatchObject({ actor_name: 'root', subject_type: 'user', subject_id: ada.user.id });
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual({ reason: 'Card payments disputed', sessionsEnded: 2 });
    const events = await t.db
      .selectFrom('security_events')
      .select('kind')
      .where('user_id', '=', ada.user.id)
      .where('kind', '=', 'account-suspended')
      .execute();
    expect(events).toHaveLength(1);
  });

  test('refuses a session opened before the suspension committed: the request gets 401', async () => {
    const t = await setup();
    const ada = await registerUser(t.app, 'ada');
    // The suspension committing while this session's request is under way: the row is marked,
    // the session is still there.
    await t.db
      .updateTable('users')
      .set({ suspended_at: t.clock.now().toISOString() })
      .where('id', '=', ada.user.id)
      .execute();
    expect((await t.app.request('/api/auth/me', bearer(ada.token))).status).toBe(401);
    const left = await t.db.selectFrom('sessions').select('id').where('user_id', '=', ada.user.id).execute();
    expect(left).toEqual([]);
  });

  test('refuses the password sign-in with the suspension message, only when the password is right', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    await suspend(t, admin.token, ada.user.id);
    const wrong = await login(t, 'ada', 'not the password at all');
    expect(wrong.status).toBe(401);
    expect((await readJson(wrong)).error.code).toBe('invalid_credentials');
    const right = await login(t, 'ada');
    expect(right.status).toBe(403);
    expect((await readJson(right)).error).toEqual({ code: 'account_suspended', message: ACCOUNT_SUSPENDED_MESSAGE });
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', ada.user.id).execute();
    expect(sessions).toEqual([]);
  });

  test('refuses an account with a second factor after its right password, before any code is asked', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    await enableTotp(t, ada.token);
    await suspend(t, admin.token, ada.user.id);
    const { res, body } = await loginToSecondStep(t, 'ada');
    expect(res.status).toBe(403);
    expect(body.error.code).toBe('account_suspended');
    const pending = await t.db
      .selectFrom('sign_in_ceremonies')
      .select('id')
      .where('user_id', '=', ada.user.id)
      .execute();
    expect(pending).toEqual([]);
  });

  test('refuses a second step begun before the suspension', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    const { secret } = await enableTotp(t, ada.token);
    const { cookie } = await loginToSecondStep(t, 'ada');
    await suspend(t, admin.token, ada.user.id);
    const { totpCodeAt } = await import('#api/auth/totp.ts');
    const res = await t.app.request(
      '/api/auth/second-step',
      postJson({ code: totpCodeAt(secret, t.clock.now()) }, { Cookie: cookie, ...SAME_ORIGIN }),
    );
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('account_suspended');
  });

  test('refuses to complete a password reset, leaving the password as it was', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerVerifiedUser(t, 'ada');
    const asked = await t.app.request('/api/auth/password-reset', postJson({ email: 'ada@example.com' }));
    expect(asked.status).toBe(202);
    const token = await mailedToken(t.db, 'password-reset', 'ada@example.com');
    await suspend(t, admin.token, ada.user.id);
    const res = await t.app.request(
      '/api/auth/password-reset/complete',
      postJson({ token, password: 'a lighthouse keeper in winter' }),
    );
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('account_suspended');
    await reinstate(t, admin.token, ada.user.id);
    expect((await login(t, 'ada')).status).toBe(200);
  });

  test("refuses an administrator's suspension of their own account", async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const res = await suspend(t, admin.token, admin.user.id);
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('own_account');
    expect((await t.app.request('/api/auth/me', bearer(admin.token))).status).toBe(200);
  });

  test('answers 409 for an account suspended already, and 422 without a reason', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    expect((await suspend(t, admin.token, ada.user.id)).status).toBe(200);
    const twice = await suspend(t, admin.token, ada.user.id);
    expect(twice.status).toBe(409);
    expect((await readJson(twice)).error.code).toBe('already_suspended');
    const bob = await registerUser(t.app, 'bob');
    const noReason = await suspend(t, admin.token, bob.user.id, '  ');
    expect(noReason.status).toBe(422);
    expect((await readJson(noReason)).error.fields.reason).toContain('Say why');
  });
});

describe('POST /api/admin/users/{id}/reinstate', () => {
  test('lets the owner sign in again and records who reinstated', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin', { username: 'root' });
    const ada = await registerUser(t.app, 'ada');
    await suspend(t, admin.token, ada.user.id);
    const res = await reinstate(t, admin.token, ada.user.id);
    expect(res.status).toBe(200);
    expect((await readJson(res)).user).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect((await login(t, 'ada')).status).toBe(200);
    const [entry] = await auditOf(t, 'user.reinstate');
    expect(entry).toMatchObject({ actor_name: 'root', subject_id: ada.user.id });
  });

  test('answers 409 for an account that is not suspended', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    const res = await reinstate(t, admin.token, ada.user.id);
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('not_suspended');
  });
});

describe("the owner's mail about a suspension", () => {
  const mailsTo = (t: TestApp, recipient: string) =>
    t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

  test('suspending queues exactly one account-suspended mail to the owner, without the reason', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerVerifiedUser(t, 'ada');
    const before = (await mailsTo(t, 'ada@example.com')).length;
    expect((await suspend(t, admin.token, ada.user.id, 'Card payments disputed')).status).toBe(200);
    const mails = (await mailsTo(t, 'ada@example.com')).slice(before);
    expect(mails.map((mail) => mail.template)).toEqual(['account-suspended']);
    expect(mails[0]).toMatchObject({ category: 'transactional', status: 'queued' });
    expect(JSON.parse(mails[0]?.data ?? '{}')).toEqual({
      username: 'ada',
      at: t.clock.now().toISOString(),
      contact: SUSPENSION_CONTACT,
    });
    expect(mails[0]?.data).not.toContain('Card payments');
  });

  test('reinstating queues exactly one account-reinstated mail with the login link', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    await suspend(t, admin.token, ada.user.id);
    const before = (await mailsTo(t, 'ada@example.com')).length;
    expect((await reinstate(t, admin.token, ada.user.id)).status).toBe(200);
    const mails = (await mailsTo(t, 'ada@example.com')).slice(before);
    expect(mails.map((mail) => mail.template)).toEqual(['account-reinstated']);
    expect(JSON.parse(mails[0]?.data ?? '{}')).toMatchObject({
      username: 'ada',
      loginUrl: `${t.config.SITE_URL.replace(/\/$/, '')}/login`,
    });
  });

  test('a suspension that rolls back queues no mail and leaves the account as it was', async () => {
    const t = await setup();
    const ada = await registerUser(t.app, 'ada');
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', ada.user.id).executeTakeFirstOrThrow();
    const before = await mailsTo(t, 'ada@example.com');
    // An audit entry without the actor's name cannot be written: the transaction fails after the mail was queued in it.
    const unnamed = { ...OPERATOR, name: null as unknown as string };
    await expect(
      suspendAccount(t.db, subscriptionMailSettings(t.config), { user, reason: 'x', actor: unnamed }, t.clock.now()),
    ).rejects.toThrow();
    expect(await mailsTo(t, 'ada@example.com')).toEqual(before);
    const row = await t.db.selectFrom('users').select('suspended_at').where('id', '=', ada.user.id).executeTakeFirst();
    expect(row?.suspended_at).toBeNull();
    expect((await t.app.request('/api/auth/me', bearer(ada.token))).status).toBe(200);
  });

  test('a real mail server receives the notice: what happened and whom to write to, not the reason', async () => {
    const t = await setup();
    const sink = await startSmtpSink();
    try {
      const admin = await signedInAs(t, 'admin');
      const ada = await registerUser(t.app, 'ada');
      const deliver = senderTo(t, sink);
      await deliver();
      const before = sink.messages.length;
      await suspend(t, admin.token, ada.user.id, 'Card payments disputed');
      expect(await deliver()).toBe(1);
      const [mail] = sink.messages.slice(before);
      expect(mail?.subject).toBe('Your Alpora account is suspended');
      expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('ada@example.com');
      expect(mail?.text).toContain('Every session of the account ended at once');
      expect(mail?.text).toContain(SUSPENSION_CONTACT);
      expect(mail?.text).not.toContain('Card payments');
      expect(mail?.html).not.toContain('Card payments');
    } finally {
      await sink.stop();
    }
  });
});

describe('POST /api/admin/users/{id}/verification', () => {
  test("mails the account's verification link again and records it", async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin', { username: 'root' });
    const ada = await registerUser(t.app, 'ada');
    const res = await t.app.request(`/api/admin/users/${ada.user.id}/verification`, withBearer(admin.token));
    expect(res.status).toBe(202);
    expect((await readJson(res)).message).toBe('A new verification link is on its way to ada@example.com.');
    expect(await queuedMails(t.db, 'verify-email', 'ada@example.com')).toHaveLength(2);
    const [entry] = await auditOf(t, 'user.verification');
    expect(entry).toMatchObject({ actor_name: 'root', subject_id: ada.user.id });
  });

  test("stays within the account's hourly link allowance: 429 past it", async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    const send = () => t.app.request(`/api/admin/users/${ada.user.id}/verification`, withBearer(admin.token));
    // Registration sent the first link of the hour.
    for (let i = 1; i < ACCOUNT_LINKS_PER_HOUR; i += 1) expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await queuedMails(t.db, 'verify-email', 'ada@example.com')).toHaveLength(ACCOUNT_LINKS_PER_HOUR);
    expect(await auditOf(t, 'user.verification')).toHaveLength(ACCOUNT_LINKS_PER_HOUR - 1);
  });

  test('answers 409 for an address verified already', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerVerifiedUser(t, 'ada');
    const res = await t.app.request(`/api/admin/users/${ada.user.id}/verification`, withBearer(admin.token));
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('already_verified');
  });
});

describe('audit entries of operators', () => {
  test('a suspension reason shown comes from the newest suspension of the account', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const ada = await registerUser(t.app, 'ada');
    const old = {
      action: 'user.suspend',
      subjectType: 'user',
      subjectId: ada.user.id,
      detail: { reason: 'old' },
    } as const;
    await recordAudit(t.db, OPERATOR, old, t.clock.now());
    await suspend(t, admin.token, ada.user.id, 'the current one');
    const { users } = await listUsers(t, admin.token, '?status=suspended');
    expect(users[0].suspensionReason).toBe('the current one');
  });
});
