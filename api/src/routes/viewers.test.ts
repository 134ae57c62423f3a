import { describe, expect, test } from 'vitest';
import { INVITATIONS_PER_DAY, inviteViewer } from '#api/auth/viewer-invitations.ts';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { findUserByUsername } from '#api/repositories/users.ts';
import { listInvitationsOfClient } from '#api/repositories/viewer-invitations.ts';
import { createDemoPortfolio } from '#api/seed/demo-portfolio.ts';
import { mailedToken, queuedMails } from '#api/testing/account-mails.ts';
import { bearer, CHEAP_PASSWORD_HASHING, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';
import { SAME_ORIGIN, withBearer } from '#api/testing/two-factor.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A client with a portfolio of its own, signed in. */
async function clientWithPortfolio(t: TestApp, username = 'ada') {
  const client = await signedInAs(t, 'client', { username });
  const portfolioId = await createDemoPortfolio(t.db, client.user.id, t.clock.now());
  return { ...client, portfolioId };
}

async function invite(t: TestApp, token: string, email: string) {
  return t.app.request('/api/viewers/invitations', withBearer(token, { email }));
}

function join(t: TestApp, token: string, username = 'auditor') {
  return t.app.request('/api/viewers/join', postJson({ token, username, password: TEST_PASSWORD }, SAME_ORIGIN));
}

/** A client, and a viewer who accepted its invitation through the mailed link. */
async function clientAndViewer(t: TestApp) {
  const client = await clientWithPortfolio(t);
  expect((await invite(t, client.token, 'auditor@example.net')).status).toBe(201);
  const res = await join(t, await mailedToken(t.db, 'viewer-invitation', 'auditor@example.net'));
  expect(res.status).toBe(201);
  return { client, viewer: await readJson(res) };
}

describe('inviting a viewer', () => {
  test('mails a link naming the client, lists the invitation as pending, and tells the client’s log', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client', { username: 'ada', email: 'ada@example.com' });
    const res = await invite(t, client.token, 'Auditor@Example.net');
    expect(res.status).toBe(201);
    const [mail] = await queuedMails(t.db, 'viewer-invitation', 'Auditor@Example.net');
    expect(JSON.parse(mail?.data ?? '{}')).toMatchObject({ clientName: 'ada', clientEmail: 'ada@example.com' });
    expect(mail?.link_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const list = await readJson(await t.app.request('/api/viewers', bearer(client.token)));
    expect(list.viewers).toMatchObject([{ email: 'Auditor@Example.net', status: 'pending', username: null }]);
    const [latest] = await listSecurityEvents(t.db, client.user.id);
    expect(latest).toMatchObject({ kind: 'viewer-invited', detail: 'Auditor@Example.net' });
  });

  test('the link page says who invited which address, without taking the link', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client', { username: 'ada', email: 'ada@example.com' });
    await invite(t, client.token, 'auditor@example.net');
    const token = await mailedToken(t.db, 'viewer-invitation', 'auditor@example.net');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/api/viewers/invitation', postJson({ token }, SAME_ORIGIN));
      expect(res.status).toBe(200);
      expect(await readJson(res)).toMatchObject({
        clientName: 'ada',
        clientEmail: 'ada@example.com',
        email: 'auditor@example.net',
      });
    }
  });

  test.each([
    ['the client’s own address', 'ada@example.com', 422, 'validation_failed'],
    ['an address that is already a viewer', 'auditor@example.net', 409, 'already_viewer'],
  ])('refuses %s', async (_what, email, status, code) => {
    const t = await setup();
    const { client } = await clientAndViewer(t);
    const res = await invite(t, client.token, email);
    expect(res.status).toBe(status);
    expect((await readJson(res)).error.code).toBe(code);
  });

  test('needs the client’s own address verified, since the mail names it', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client');
    await t.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', client.user.id).execute();
    const res = await invite(t, client.token, 'auditor@example.net');
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('email_unverified');
    expect(await queuedMails(t.db, 'viewer-invitation', 'auditor@example.net')).toEqual([]);
  });

  test('inviting an address again replaces the pending invitation: only the newest link works', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client');
    await invite(t, client.token, 'auditor@example.net');
    const first = await mailedToken(t.db, 'viewer-invitation', 'auditor@example.net');
    t.clock.advance(1000);
    await invite(t, client.token, 'auditor@example.net');
    const second = await mailedToken(t.db, 'viewer-invitation', 'auditor@example.net');
    expect((await join(t, first)).status).toBe(404);
    expect((await join(t, second)).status).toBe(201);
    const list = await readJson(await t.app.request('/api/viewers', bearer(client.token)));
    expect(list.viewers).toHaveLength(1);
  });

  test('withdrawing does not give invitations back: the 11th in 24 hours gets 429 after 10 mails, and a day later one goes', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client');
    const del = { method: 'DELETE', headers: { Authorization: `Bearer ${client.token}`, ...SAME_ORIGIN } };
    const mails = async () =>
      (await t.db.selectFrom('mail_outbox').select('id').where('template', '=', 'viewer-invitation').execute()).length;
    for (let i = 1; i <= INVITATIONS_PER_DAY; i++) {
      const res = await invite(t, client.token, `auditor${i}@example.net`);
      expect(res.status).toBe(201);
      expect((await t.app.request(`/api/viewers/${(await readJson(res)).id}`, del)).status).toBe(204);
      t.clock.advance(60_000);
    }
    const refused = await invite(t, client.token, 'auditor11@example.net');
    expect(refused.status).toBe(429);
    expect((await readJson(refused)).error.code).toBe('rate_limited');
    expect(await mails()).toBe(INVITATIONS_PER_DAY);
    // The first invitation leaves the 24 hours: one more may go (the session has timed out by then).
    t.clock.advance(DAY_MS - INVITATIONS_PER_DAY * 60_000 + 1);
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', client.user.id).executeTakeFirstOrThrow();
    const device = { userAgent: null, addressHint: null };
    const settings = subscriptionMailSettings(t.config);
    await inviteViewer(t.db, settings, { client: user, email: 'auditor11@example.net', device }, t.clock.now());
    expect(await mails()).toBe(INVITATIONS_PER_DAY + 1);
  });

  test('a client has at most ten viewers and invitations at once', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client');
    for (let i = 0; i < 10; i++) expect((await invite(t, client.token, `v${i}@example.net`)).status).toBe(201);
    const res = await invite(t, client.token, 'eleventh@example.net');
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('viewer_limit');
  });
});

describe('accepting an invitation', () => {
  test('opens a verified viewer account of that client with the invited address, signed in', async () => {
    const t = await setup();
    const { client, viewer } = await clientAndViewer(t);
    expect(viewer.user).toMatchObject({ username: 'auditor', email: 'auditor@example.net', role: 'viewer' });
    expect(viewer.user.emailVerified).toBe(true);
    const row = await findUserByUsername(t.db, 'auditor');
    expect(row?.viewer_of).toBe(client.user.id);
    expect((await t.app.request('/api/auth/me', bearer(viewer.token))).status).toBe(200);
    const list = await readJson(await t.app.request('/api/viewers', bearer(client.token)));
    expect(list.viewers).toMatchObject([{ status: 'active', username: 'auditor', email: 'auditor@example.net' }]);
    const [latest] = await listSecurityEvents(t.db, client.user.id);
    expect(latest).toMatchObject({ kind: 'viewer-joined', detail: 'auditor (auditor@example.net)' });
  });

  test('the link works once', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client');
    await invite(t, client.token, 'auditor@example.net');
    const token = await mailedToken(t.db, 'viewer-invitation', 'auditor@example.net');
    expect((await join(t, token, 'first')).status).toBe(201);
    const again = await join(t, token, 'second');
    expect(again.status).toBe(404);
    expect(await findUserByUsername(t.db, 'second')).toBeUndefined();
  });

  // claim: viewer-invitation-validity
  test('the link expires after 7 days', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client');
    await invite(t, client.token, 'auditor@example.net');
    const token = await mailedToken(t.db, 'viewer-invitation', 'auditor@example.net');
    t.clock.advance(7 * DAY_MS);
    expect((await t.app.request('/api/viewers/invitation', postJson({ token }, SAME_ORIGIN))).status).toBe(404);
    expect((await join(t, token)).status).toBe(404);
    // The client's list leaves it out (its session of a week ago has expired: read the rows).
    expect(await listInvitationsOfClient(t.db, client.user.id, t.clock.now())).toEqual([]);
  });

  test('a refused password or a taken username leaves the link usable', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client', { username: 'ada' });
    await invite(t, client.token, 'auditor@example.net');
    const token = await mailedToken(t.db, 'viewer-invitation', 'auditor@example.net');
    const weak = await t.app.request(
      '/api/viewers/join',
      postJson({ token, username: 'auditor', password: 'auditor-password-1' }, SAME_ORIGIN),
    );
    expect(weak.status).toBe(422);
    expect((await readJson(weak)).error.fields.password).toBe('The password must not contain your username.');
    const taken = await join(t, token, 'ada');
    expect(taken.status).toBe(409);
    expect((await readJson(taken)).error.fields.username).toBe('This username is already taken.');
    expect((await join(t, token)).status).toBe(201);
  });
});

// claim: viewer-accounts
describe('what a viewer reads', () => {
  test('its client’s portfolios, positions and orders, and not its own', async () => {
    const t = await setup();
    const { client, viewer } = await clientAndViewer(t);
    const viewerRow = await findUserByUsername(t.db, 'auditor');
    const own = await createDemoPortfolio(t.db, viewerRow?.id ?? '', t.clock.now());
    const portfolios = await readJson(await t.app.request('/api/portfolios', bearer(viewer.token)));
    expect(portfolios.map((p: { id: string }) => p.id)).toEqual([client.portfolioId]);
    expect((await t.app.request(`/api/positions/${client.portfolioId}`, bearer(viewer.token))).status).toBe(200);
    expect((await t.app.request(`/api/orders/${client.portfolioId}`, bearer(viewer.token))).status).toBe(200);
    expect((await t.app.request(`/api/positions/${own}`, bearer(viewer.token))).status).toBe(404);
    const owner = await readJson(await t.app.request('/api/dashboard/owner', bearer(viewer.token)));
    expect(owner).toEqual({ name: 'ada', readOnly: true });
  });

  test('a client reads its own dashboard, not read-only', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client', { username: 'ada' });
    await t.db
      .updateTable('users')
      .set({ first_name: 'Ada', last_name: 'Lovelace' })
      .where('id', '=', client.user.id)
      .execute();
    const owner = await readJson(await t.app.request('/api/dashboard/owner', bearer(client.token)));
    expect(owner).toEqual({ name: 'Ada Lovelace', readOnly: false });
  });

  test('cannot invite, list or remove viewers of its client', async () => {
    const t = await setup();
    const { viewer } = await clientAndViewer(t);
    expect((await invite(t, viewer.token, 'friend@example.net')).status).toBe(403);
    expect((await t.app.request('/api/viewers', bearer(viewer.token))).status).toBe(403);
  });

  test('sees nothing of a suspended client, while its own account settings keep working', async () => {
    const t = await setup();
    const { client, viewer } = await clientAndViewer(t);
    await t.db
      .updateTable('users')
      .set({ suspended_at: t.clock.now().toISOString() })
      .where('id', '=', client.user.id)
      .execute();
    const res = await t.app.request('/api/portfolios', bearer(viewer.token));
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('client_unavailable');
    expect((await t.app.request(`/api/positions/${client.portfolioId}`, bearer(viewer.token))).status).toBe(403);
    expect((await t.app.request('/api/auth/sessions', bearer(viewer.token))).status).toBe(200);
  });

  test('an invitation of a suspended client cannot be accepted', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client');
    await invite(t, client.token, 'auditor@example.net');
    const token = await mailedToken(t.db, 'viewer-invitation', 'auditor@example.net');
    await t.db
      .updateTable('users')
      .set({ suspended_at: t.clock.now().toISOString() })
      .where('id', '=', client.user.id)
      .execute();
    expect((await join(t, token)).status).toBe(404);
  });
});

describe('removing a viewer', () => {
  test('deletes the viewer account: its sessions end at once, and the client’s log says so', async () => {
    const t = await setup();
    const { client, viewer } = await clientAndViewer(t);
    const [row] = (await readJson(await t.app.request('/api/viewers', bearer(client.token)))).viewers;
    const res = await t.app.request(`/api/viewers/${row.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${client.token}`, ...SAME_ORIGIN },
    });
    expect(res.status).toBe(204);
    expect((await t.app.request('/api/portfolios', bearer(viewer.token))).status).toBe(401);
    expect(await findUserByUsername(t.db, 'auditor')).toBeUndefined();
    expect((await readJson(await t.app.request('/api/viewers', bearer(client.token)))).viewers).toEqual([]);
    const [latest] = await listSecurityEvents(t.db, client.user.id);
    expect(latest).toMatchObject({ kind: 'viewer-removed', detail: 'auditor (auditor@example.net)' });
  });

  test('withdrawing a pending invitation ends its link', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client');
    const { id } = await readJson(await invite(t, client.token, 'auditor@example.net'));
    const token = await mailedToken(t.db, 'viewer-invitation', 'auditor@example.net');
    const del = { method: 'DELETE', headers: { Authorization: `Bearer ${client.token}`, ...SAME_ORIGIN } };
    expect((await t.app.request(`/api/viewers/${id}`, del)).status).toBe(204);
    expect((await join(t, token)).status).toBe(404);
  });

  test('another client’s viewer is not found', async () => {
    const t = await setup();
    const { client } = await clientAndViewer(t);
    const other = await signedInAs(t, 'client');
    const [row] = (await readJson(await t.app.request('/api/viewers', bearer(client.token)))).viewers;
    const del = { method: 'DELETE', headers: { Authorization: `Bearer ${other.token}`, ...SAME_ORIGIN } };
    expect((await t.app.request(`/api/viewers/${row.id}`, del)).status).toBe(404);
    expect(await findUserByUsername(t.db, 'auditor')).toBeDefined();
  });
});
