import { describe, expect, test } from 'vitest';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { findUserByUsername } from '#api/repositories/users.ts';
import { queuedMails } from '#api/testing/account-mails.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser } from '#api/testing/accounts.ts';
import { appPerTest, postJson } from '#api/testing/test-app.ts';
import { enableTotp, SAME_ORIGIN } from '#api/testing/two-factor.ts';
import { user } from './users.ts';

const appFor = appPerTest(CHEAP_PASSWORD_HASHING);

async function setup() {
  const t = await appFor();
  const cli = async (...args: string[]) => {
    let output = '';
    const code = await user.run(args, { db: t.db, config: t.config, out: (text) => (output += text) });
    return { code, output };
  };
  return { ...t, cli };
}

describe('user sign-out', () => {
  test('ends every session of that account and none of another, and tells its owner’s log', async () => {
    const t = await setup();
    const alice = await registerUser(t.app, 'alice');
    const bob = await registerUser(t.app, 'bob');
    expect(await t.cli('sign-out', '--username', 'ALICE')).toEqual({ code: 0, output: 'Ended 1 session of alice.\n' });
    expect((await t.app.request('/api/auth/me', bearer(alice.token))).status).toBe(401);
    expect((await t.app.request('/api/auth/me', bearer(bob.token))).status).toBe(200);
    const [latest] = await listSecurityEvents(t.db, alice.user.id);
    expect(latest).toMatchObject({ kind: 'sessions-ended', detail: 'by an operator' });
  });

  test.each([
    [['sign-out'], '--username is required.'],
    [['sign-out', '--username', 'nobody'], 'No account has the username "nobody".'],
    [['sign-out', '--user', 'alice'], "Unknown option '--user'"],
    [['promote'], 'Unknown action "promote".'],
    [[], 'Name an action.'],
  ])('%j is refused with the reason and the usage, exit 2', async (args, reason) => {
    const t = await setup();
    const result = await t.cli(...args);
    expect(result.code).toBe(2);
    expect(result.output).toContain(reason);
    expect(result.output).toContain('Usage:\n  user sign-out --username <name>');
  });
});

describe('user role', () => {
  test('makes an account with a second factor staff, ends its sessions, and writes both logs', async () => {
    const t = await setup();
    const alice = await registerUser(t.app, 'alice');
    await enableTotp(t, alice.token);
    expect(await t.cli('role', '--username', 'alice', '--role', 'admin')).toEqual({
      code: 0,
      output: 'alice is now admin; their sessions ended.\n',
    });
    expect((await findUserByUsername(t.db, 'alice'))?.role).toBe('admin');
    expect((await t.app.request('/api/auth/me', bearer(alice.token))).status).toBe(401);
    const [latest] = await listSecurityEvents(t.db, alice.user.id);
    expect(latest).toMatchObject({ kind: 'role-changed', detail: 'role client → admin' });
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject([
      { actor_name: 'operator', actor_user_id: null, action: 'user.role', subject_id: alice.user.id },
    ]);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({ from: 'client', to: 'admin', sessionsEnded: 1 });
  });

  test.each([
    [['role', '--username', 'alice'], '--role must be one of admin, sales, client.'],
    [['role', '--username', 'alice', '--role', 'viewer'], '--role must be one of admin, sales, client.'],
    [['role', '--username', 'alice', '--role', 'sales'], 'alice has no second factor yet'],
    [['role', '--username', 'alice', '--role', 'client'], 'alice is already client.'],
  ])('%j is refused with the reason, exit 2, and nothing changes', async (args, reason) => {
    const t = await setup();
    const alice = await registerUser(t.app, 'alice');
    const result = await t.cli(...args);
    expect(result.code).toBe(2);
    expect(result.output).toContain(reason);
    expect((await findUserByUsername(t.db, 'alice'))?.role).toBe('client');
    expect((await t.app.request('/api/auth/me', bearer(alice.token))).status).toBe(200);
    expect(await t.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});

describe('user create', () => {
  test('opens an account with the role and no password, prints and mails one set-up link, and audits it', async () => {
    const t = await setup();
    const result = await t.cli(
      'create',
      '--username',
      'grace',
      '--email',
      'grace@example.com',
      '--role',
      'admin',
      '--first-name',
      'Grace',
    );
    expect(result.code).toBe(0);
    const printed = /(http\S+set-up-account\?token=([A-Za-z0-9_-]{43}))/.exec(result.output);
    expect(result.output).toContain('Created admin grace without a password.');
    expect(result.output).toContain('and set up an authenticator app');
    const grace = await findUserByUsername(t.db, 'grace');
    expect(grace).toMatchObject({ role: 'admin', password_hash: '', first_name: 'Grace', email_verified_at: null });
    const [mail] = await queuedMails(t.db, 'account-setup', 'grace@example.com');
    expect(mail?.link_token).toBe(printed?.[2]);
    expect(JSON.parse(mail?.data ?? '{}')).toMatchObject({ username: 'grace', staff: true });
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject([{ actor_name: 'operator', action: 'user.create', subject_id: grace?.id }]);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toEqual({
      username: 'grace',
      email: 'grace@example.com',
      role: 'admin',
    });
  });

  test.each([
    [['create', '--email', 'x@example.com', '--role', 'admin'], '--username is required.'],
    [['create', '--username', 'grace', '--role', 'admin'], '--email is required.'],
    [
      ['create', '--username', 'grace', '--email', 'x@example.com', '--role', 'viewer'],
      '--role must be one of admin, sales, client.',
    ],
    [
      ['create', '--username', 'alice', '--email', 'x@example.com', '--role', 'sales'],
      'The username "alice" is taken.',
    ],
    [
      ['create', '--username', 'grace', '--email', 'ALICE@example.com', '--role', 'client'],
      'An account with the address ALICE@example.com exists already.',
    ],
    [
      ['create', '--username', 'no spaces', '--email', 'x@example.com', '--role', 'client'],
      '--username: Use letters, digits',
    ],
    [
      ['create', '--username', 'grace', '--email', 'not-an-address', '--role', 'client'],
      '--email: Enter a valid email address.',
    ],
    [
      ['create', '--username', 'Demo', '--email', 'x@example.com', '--role', 'client'],
      'The username "Demo" is reserved.',
    ],
  ])('%j is refused with the reason, exit 2, and opens nothing', async (args, reason) => {
    const t = await setup();
    await registerUser(t.app, 'alice');
    const result = await t.cli(...args);
    expect(result.code).toBe(2);
    expect(result.output).toContain(reason);
    expect(result.output).toContain('user create --username <name> --email <address>');
    const users = await t.db.selectFrom('users').select('username').execute();
    expect(users.map((u) => u.username)).toEqual(['alice']);
    expect(await t.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});

describe('user setup-link', () => {
  test('mails a new link to an account never set up; the earlier link stops working', async () => {
    const t = await setup();
    const created = await t.cli('create', '--username', 'grace', '--email', 'grace@example.com', '--role', 'client');
    const first = /token=([A-Za-z0-9_-]{43})/.exec(created.output)?.[1];
    const again = await t.cli('setup-link', '--username', 'grace');
    expect(again.code).toBe(0);
    const second = /token=([A-Za-z0-9_-]{43})/.exec(again.output)?.[1];
    expect(second).not.toBe(first);
    const start = (token: string | undefined) =>
      t.app.request('/api/account-setup/start', postJson({ token }, SAME_ORIGIN));
    expect((await start(first)).status).toBe(404);
    expect((await start(second)).status).toBe(200);
    expect((await queuedMails(t.db, 'account-setup', 'grace@example.com')).map((m) => m.link_token)).toEqual([
      first,
      second,
    ]);
  });

  test('is refused for an account that has a password', async () => {
    const t = await setup();
    await registerUser(t.app, 'alice');
    const result = await t.cli('setup-link', '--username', 'alice');
    expect(result.code).toBe(2);
    expect(result.output).toContain('alice has a password already');
  });
});
