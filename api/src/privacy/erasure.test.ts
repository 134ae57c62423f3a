import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { createLoginThrottle } from '#api/auth/login-throttle.ts';
import { OPERATOR, recordAudit } from '#api/back-office/audit.ts';
import { apiRateLimit } from '#api/http/api-rate-limit.ts';
import { databaseRateCounters } from '#api/http/rate-counters.ts';
import { listSecurityEvents } from '#api/repositories/security-events.ts';
import { mailedToken } from '#api/testing/account-mails.ts';
import { CHEAP_PASSWORD_HASHING, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { MONDAY_0920 } from '#api/testing/demo-bookings.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { allTables, givePersonalData, requestAndConfirm, tablesMentioning } from '#api/testing/personal-data.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';
import { SAME_ORIGIN, withBearer } from '#api/testing/two-factor.ts';
import { ERASED_VIEWER } from './erasure.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const ADDRESS = 'ada.lovelace@example.com';
/** Someone else, whose data must stay. */
const BYSTANDER = 'grace.hopper@example.org';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('an erasure request', () => {
  // claim: fadp-compliant, gdpr-compliant
  test('leaves the address in no table of the database but the rows its outcome says are kept', async () => {
    const t = await setup();
    await givePersonalData(t, BYSTANDER, { username: 'grace', demoAt: MONDAY_0920 });
    const person = await givePersonalData(t, ADDRESS);
    const before = await tablesMentioning(t.db, ADDRESS);
    // The scenario reaches every place an address can be: otherwise the test proves less than it says.
    expect(Object.keys(before).sort()).toEqual(
      expect.arrayContaining([
        'leads',
        'lead_submissions',
        'lead_activity',
        'demo_bookings',
        'mail_subscriptions',
        'subscription_addresses',
        'mail_outbox',
        'users',
        'account_tokens',
        'audit_log',
      ]),
    );
    const bystanderBefore = await tablesMentioning(t.db, BYSTANDER);

    const res = await requestAndConfirm(t, ADDRESS, 'erasure');
    expect(res.status).toBe(200);
    const view = await readJson(res);
    expect(view).toMatchObject({ kind: 'erasure', status: 'completed', heldForAdministrator: false });
    expect(view.outcome.found).toMatchObject({
      'lead-waitlist': expect.any(Number),
      'lead-demo': expect.any(Number),
      'lead-design-partner': expect.any(Number),
      'subscriptions-confirmed': expect.any(Number),
      'mail-log': expect.any(Number),
      accounts: expect.any(Number),
      sessions: expect.any(Number),
      'security-log': expect.any(Number),
      'known-browsers': expect.any(Number),
      'viewer-invitations': 1,
      'audit-log': expect.any(Number),
    });
    const kept = view.outcome.kept.map((entry: { what: string }) => entry.what);
    expect(kept).toEqual(
      expect.arrayContaining([
        'This request: your address, its dates and what we erased and kept',
        'The delivery record of the email telling you this request is done',
      ]),
    );

    // Only the request record and the mail saying it is done still name the address.
    expect(await tablesMentioning(t.db, ADDRESS)).toEqual({ privacy_requests: 1, mail_outbox: 1 });
    const [mail] = await t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', ADDRESS).execute();
    expect(mail?.template).toBe('privacy-request-answered');
    expect(JSON.parse(mail?.data ?? '{}').result).toBe('erasure');
    // The account, its viewer and every row tied to them by id are gone, whatever text they hold.
    for (const id of [person.userId, person.viewerId]) {
      expect(await t.db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
      expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([]);
      expect(await t.db.selectFrom('totp_credentials').select('user_id').where('user_id', '=', id).execute()).toEqual(
        [],
      );
      expect(await t.db.selectFrom('passkeys').select('id').where('user_id', '=', id).execute()).toEqual([]);
      expect(await t.db.selectFrom('portfolios').select('id').where('user_id', '=', id).execute()).toEqual([]);
    }
    // Audit entries about the person stay for accountability, with ids and no detail.
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'detail'])
      .where('subject_id', 'in', [person.userId, ...person.leadPublicIds])
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.detail).toBeNull();
    // The bystander's data is untouched.
    expect(await tablesMentioning(t.db, BYSTANDER)).toEqual(bystanderBefore);
    expect((await allTables(t.db)).length).toBeGreaterThan(30);
  });

  test('of an address with a staff account stays open for an administrator and erases nothing', async () => {
    const t = await setup();
    await givePersonalData(t, ADDRESS);
    await t.db.updateTable('users').set({ role: 'sales' }).where('email', '=', ADDRESS).execute();
    const before = await tablesMentioning(t.db, ADDRESS);

    const res = await requestAndConfirm(t, ADDRESS, 'erasure');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ status: 'open', outcome: null, heldForAdministrator: true });
    const after = await tablesMentioning(t.db, ADDRESS);
    expect(after.leads).toBe(before.leads);
    expect(after.users).toBe(1);
  });
});

describe('an erasure of an invited viewer', () => {
  test("leaves their address and username in no client's security log and no audit detail", async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client', { username: 'grace', email: BYSTANDER });
    const invited = await t.app.request(
      '/api/viewers/invitations',
      withBearer(client.token, { email: 'Ada.Lovelace+dash@Example.com' }),
    );
    expect(invited.status).toBe(201);
    const token = await mailedToken(t.db, 'viewer-invitation', 'Ada.Lovelace+dash@Example.com');
    const joined = await t.app.request(
      '/api/viewers/join',
      postJson({ token, username: 'adalove', password: TEST_PASSWORD }, SAME_ORIGIN),
    );
    expect(joined.status).toBe(201);
    const lead = await t.app.request(
      '/api/leads',
      postJson(sampleLead('contact', { email: ADDRESS, name: 'Ada Lovelace' })),
    );
    expect(lead.status).toBe(201);
    // The same person as a client under another tag of her address: her viewer's invitation mail names it.
    const asClient = await signedInAs(t, 'client', { username: 'adaw', email: 'Ada.Lovelace+work@Example.com' });
    expect(
      (await t.app.request('/api/viewers/invitations', withBearer(asClient.token, { email: 'bob@example.net' })))
        .status,
    ).toBe(201);
    // Audit details naming her as staff once searched for her (by name, a tagged address, her
    // username), and two that do not name her.
    for (const q of [
      'Ada Lovelace',
      'ADA.LOVELACE+news@example.com',
      'adalove',
      'bada.lovelace@example.com',
      'Adalbert',
    ]) {
      await recordAudit(t.db, OPERATOR, { action: 'users.list', subjectType: 'user', detail: { q } }, t.clock.now());
    }
    t.clock.advance(DAY_MS);

    const res = await requestAndConfirm(t, ADDRESS, 'erasure');
    expect(await readJson(res)).toMatchObject({ status: 'completed' });

    expect(await tablesMentioning(t.db, 'ada.lovelace+')).toEqual({});
    expect(await tablesMentioning(t.db, 'adalove')).toEqual({});
    expect(await tablesMentioning(t.db, 'ada lovelace')).toEqual({});
    // The client keeps a record that a viewer came, without who it was.
    const lines = await listSecurityEvents(t.db, client.user.id);
    expect(lines.map((line) => [line.kind, line.detail])).toEqual([
      ['viewer-joined', ERASED_VIEWER],
      ['viewer-invited', ERASED_VIEWER],
    ]);
    // Details that only look alike stay.
    const details = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'users.list').execute();
    expect(details.map((row) => row.detail)).toEqual(
      expect.arrayContaining(['{"q":"bada.lovelace@example.com"}', '{"q":"Adalbert"}']),
    );
    expect(details.filter((row) => row.detail === null)).toHaveLength(3);
  });
});

describe("an erasure's rate-limit counts", () => {
  test('go by the exact keys the limiters build for the person, and no one else’s', async () => {
    const t = await setup();
    const person = 'ada_l@example.com';
    const account = await signedInAs(t, 'client', { username: 'adal', email: person });
    const other = await signedInAs(t, 'client', { username: 'adaxl', email: 'adaxl@example.com' });
    const counters = databaseRateCounters(t.db);
    const throttle = createLoginThrottle({ clock: t.clock, counters });
    const calls = apiRateLimit({
      limit: 100,
      clock: t.clock,
      counters,
      ownerOf: async (c) => c.req.header('x-user') ?? null,
    });
    const hono = new Hono();
    hono.post('/login', async (c) => {
      await throttle.countAttempt(c, ((await c.req.json()) as { username: string }).username);
      return c.text('counted');
    });
    hono.use('/api/*', calls);
    hono.get('/api/anything', (c) => c.text('counted'));
    const from = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
    const login = (username: string) =>
      hono.request('/login', { method: 'POST', body: JSON.stringify({ username }) }, from);
    // What she typed to sign in (her username, her address in another case and with a tag) and
    // what others typed: a name her address's `_` would match as a wildcard, and one holding hers.
    for (const typed of [
      'adal',
      'ADA_L@example.com',
      'ada_l+x@example.com',
      'adaxl@example.com',
      'bada_l@example.com',
    ]) {
      expect((await login(typed)).status).toBe(200);
    }
    for (const user of [account.user.id, other.user.id]) {
      expect((await hono.request('/api/anything', { headers: { 'x-user': user } }, from)).status).toBe(200);
    }

    await requestAndConfirm(t, person, 'erasure');

    const left = await t.db
      .selectFrom('rate_limit_counters')
      .select(['scope', 'key'])
      .orderBy('scope')
      .orderBy('key')
      .execute();
    // On PostgreSQL the app's own limiters count the request's calls here too: those are not hers.
    const theirs = left.filter((row) => row.scope.startsWith('login-') || row.key.startsWith('user:'));
    expect(theirs).toEqual([
      { scope: 'API', key: `user:${other.user.id}` },
      { scope: 'login-ip', key: '203.0.113.9' },
      { scope: 'login-pair', key: 'adaxl@example.com\n203.0.113.9' },
      { scope: 'login-pair', key: 'bada_l@example.com\n203.0.113.9' },
      { scope: 'login-username', key: 'adaxl@example.com' },
      { scope: 'login-username', key: 'bada_l@example.com' },
    ]);
  });
});
