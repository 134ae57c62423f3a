import { PRIVACY_LINK_DAYS } from '@alpora/shared/schemas/privacy-requests';
import { describe, expect, test } from 'vitest';
import { CHEAP_PASSWORD_HASHING } from '#api/testing/accounts.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { givePersonalData, privacyLinkToken, requestAndConfirm } from '#api/testing/personal-data.ts';
import { appPerTest, postJson, readJson, TEST_NOW, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const ADDRESS = 'ada.lovelace@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

const ask = (t: TestApp, body: unknown) => t.app.request('/api/privacy-requests', postJson(body));

/** What a client can observe of an answer, less the request's own id and call count. */
async function observable(res: Response) {
  const headers = [...res.headers].filter(([name]) => !['x-request-id', 'ratelimit'].includes(name));
  return { status: res.status, headers, body: await res.text() };
}

describe('POST /api/privacy-requests', () => {
  // claim: privacy-link-validity
  test('stores an unconfirmed request and mails a link to the address that is valid for 7 days', async () => {
    const t = await setup();
    const res = await ask(t, { email: ' Ada.Lovelace@Example.com ', kind: 'access' });
    expect(res.status).toBe(202);
    expect(await readJson(res)).toEqual({ status: 'confirmation-sent' });
    const [row] = await t.db.selectFrom('privacy_requests').selectAll().execute();
    expect(row).toMatchObject({
      kind: 'access',
      channel: 'web',
      status: 'unconfirmed',
      email: ADDRESS,
      email_key: ADDRESS,
      received_at: TEST_NOW,
      due_at: null,
      token_expires_at: new Date(Date.parse(TEST_NOW) + PRIVACY_LINK_DAYS * DAY_MS).toISOString(),
    });
    const [mail] = await t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', ADDRESS).execute();
    expect(mail).toMatchObject({ template: 'privacy-request-confirm', visitor_key: null });
    const token = await privacyLinkToken(t.db, ADDRESS);
    expect(JSON.parse(mail?.data ?? '{}').confirmUrl).toBe(
      `${new URL(t.config.SITE_URL).origin}/privacy/request/confirm#token={link-token}`,
    );
    // Only the link's hash is stored.
    expect(row?.token_hash).not.toBe(token);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('mails its link after three forms used up the address’s daily mails, and uses none of theirs', async () => {
    const t = await setup();
    for (const kind of ['demo', 'contact', 'design-partner'] as const) {
      expect((await t.app.request('/api/leads', postJson(sampleLead(kind, { email: ADDRESS })))).status).toBe(201);
    }
    const acknowledgements = () =>
      t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', ADDRESS)
        .where('template', '=', 'lead-acknowledgement')
        .execute();
    expect(await acknowledgements()).toHaveLength(3);
    expect((await ask(t, { email: ADDRESS, kind: 'access' })).status).toBe(202);
    expect(await privacyLinkToken(t.db, ADDRESS)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A day on, three requests do not keep a form's acknowledgement from reaching the address.
    t.clock.advance(DAY_MS + 1000);
    for (let i = 0; i < 3; i += 1) await ask(t, { email: ADDRESS, kind: 'access' });
    expect(
      (await t.app.request('/api/leads', postJson(sampleLead('contact', { email: ADDRESS, message: 'Again' })))).status,
    ).toBe(201);
    expect(await acknowledgements()).toHaveLength(4);
  });

  test('answers exactly alike for an address we hold data of, one we do not, one past its cap, and a bot', async () => {
    const t = await setup();
    await givePersonalData(t, ADDRESS);
    const known = await observable(await ask(t, { email: ADDRESS, kind: 'erasure' }));
    const unknown = await observable(await ask(t, { email: 'nobody@example.net', kind: 'erasure' }));
    for (let i = 0; i < 3; i += 1) await ask(t, { email: 'capped@example.net', kind: 'access' });
    const capped = await observable(await ask(t, { email: 'capped@example.net', kind: 'access' }));
    const bot = await observable(await ask(t, { email: 'bot@example.net', kind: 'access', website: 'https://spam' }));
    expect(unknown).toEqual(known);
    expect(capped).toEqual(known);
    expect(bot).toEqual(known);
    expect(known.status).toBe(202);
    const bots = await t.db.selectFrom('privacy_requests').selectAll().where('email', '=', 'bot@example.net').execute();
    expect(bots).toEqual([]);
  });

  test('takes at most 3 requests a day per mailbox, tagged addresses counted as one, and more the next day', async () => {
    const t = await setup();
    for (const email of ['ada@example.com', 'Ada+1@example.com', 'ada+2@example.com', 'ada+3@example.com']) {
      expect((await ask(t, { email, kind: 'access' })).status).toBe(202);
    }
    const count = async () => (await t.db.selectFrom('privacy_requests').select('id').execute()).length;
    expect(await count()).toBe(3);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('template', '=', 'privacy-request-confirm')
      .execute();
    expect(mails).toHaveLength(3);
    t.clock.advance(DAY_MS + 1000);
    await ask(t, { email: 'ada@example.com', kind: 'access' });
    expect(await count()).toBe(4);
  });

  test('limits the form per network address', async () => {
    const t = await setup({ LEADS_RATE_LIMIT: 2 });
    expect((await ask(t, { email: 'a@example.com', kind: 'access' })).status).toBe(202);
    expect((await ask(t, { email: 'b@example.com', kind: 'access' })).status).toBe(202);
    const third = await ask(t, { email: 'c@example.com', kind: 'access' });
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  test('refuses a missing address or kind with field messages', async () => {
    const t = await setup();
    const res = await ask(t, { email: 'not an address', kind: 'everything' });
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'kind']);
  });
});

describe('the mailed link', () => {
  // claim: privacy-answer-due; access requests are answered: claim: fadp-compliant, claim: gdpr-compliant
  test('confirms an access request, which is answered at once with the rows found per kind and a download link mailed', async () => {
    const t = await setup();
    await givePersonalData(t, ADDRESS);
    const confirmedAt = t.clock.now();
    const res = await requestAndConfirm(t, ADDRESS, 'access');
    expect(res.status).toBe(200);
    const view = await readJson(res);
    expect(view).toMatchObject({
      kind: 'access',
      status: 'completed',
      email: ADDRESS,
      confirmedAt: confirmedAt.toISOString(),
      dueAt: new Date(confirmedAt.getTime() + 30 * DAY_MS).toISOString(),
      completedAt: confirmedAt.toISOString(),
      downloadUntil: new Date(confirmedAt.getTime() + PRIVACY_LINK_DAYS * DAY_MS).toISOString(),
      heldForAdministrator: false,
    });
    expect(view.outcome.found).toMatchObject({
      'lead-contact': expect.any(Number),
      'subscriptions-confirmed': expect.any(Number),
      accounts: expect.any(Number),
      sessions: expect.any(Number),
    });
    expect(view.outcome.kept).toEqual([]);
    // Nothing was erased.
    expect(await t.db.selectFrom('leads').select('id').where('email', '=', ADDRESS).execute()).toHaveLength(6);
    const answer = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'privacy-request-answered')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(answer.data)).toMatchObject({ result: 'access', downloadUntil: view.downloadUntil });
  });

  test('shows the answered request again when followed again, without answering twice', async () => {
    const t = await setup();
    await requestAndConfirm(t, ADDRESS, 'access');
    const token = await privacyLinkToken(t.db, ADDRESS);
    const again = await t.app.request('/api/privacy-requests/confirm', postJson({ token }));
    expect(again.status).toBe(200);
    expect((await readJson(again)).status).toBe('completed');
    const answers = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('template', '=', 'privacy-request-answered')
      .execute();
    expect(answers).toHaveLength(1);
  });

  test('downloads everything held about the address as JSON: leads, subscription and account, labelled by kind', async () => {
    const t = await setup();
    await givePersonalData(t, ADDRESS);
    await requestAndConfirm(t, ADDRESS, 'access');
    const token = await privacyLinkToken(t.db, ADDRESS);
    const res = await t.app.request('/api/privacy-requests/export', postJson({ token, format: 'json' }));
    expect(res.status).toBe(200);
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="privacy-export-${day}.json"`);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    const file = await readJson(res);
    expect(file.email).toBe(ADDRESS);
    const kinds = file.sections.map((section: { kind: string }) => section.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'lead-waitlist',
        'lead-one-pager',
        'lead-demo',
        'lead-design-partner',
        'subscriptions-confirmed',
        'mail-log',
        'accounts',
        'sessions',
        'security-log',
        'known-browsers',
        'viewer-invitations',
        'audit-log',
        'privacy-requests',
      ]),
    );
    const section = (kind: string) => file.sections.find((candidate: { kind: string }) => candidate.kind === kind);
    expect(section('lead-waitlist').name).toBe('Waitlist sign-ups');
    expect(section('lead-waitlist').keptFor).toMatch(/^24 months after/);
    expect(
      section('subscriptions-confirmed').records.map((record: { fields: object }) => record.fields),
    ).toContainEqual(expect.objectContaining({ list: 'updates', state: 'confirmed', email: ADDRESS }));
    const account = section('accounts').records.find((record: { what: string }) => record.what === 'Account');
    expect(account.fields).toMatchObject({
      username: 'ada',
      email: ADDRESS,
      password: 'stored as an Argon2id hash only',
    });
    const records = section('accounts').records.map((record: { what: string }) => record.what);
    expect(records).toEqual(
      expect.arrayContaining(['Authenticator app', 'Recovery codes', 'Passkey', 'Portfolio', 'Viewer you invited']),
    );
    // Staff are named by role, never by name; secrets are never shown.
    const audit = section('audit-log').records.map((record: { fields: Record<string, unknown> }) => record.fields);
    expect(audit).toContainEqual(expect.objectContaining({ action: 'lead.view', byOurRole: 'sales' }));
    const text = JSON.stringify(file);
    expect(text).not.toMatch(/sales\d+|argon2id\$|"secret":"[A-Z2-7]{16,}/);
    expect(file.notTiedToAnAddress).toHaveLength(2);
  });

  test('downloads the same answer as one CSV document, one row per field, safe from formulas', async () => {
    const t = await setup();
    await t.app.request(
      '/api/leads',
      postJson(sampleLead('contact', { email: ADDRESS, message: '=HYPERLINK("http://x")' })),
    );
    t.clock.advance(DAY_MS);
    await requestAndConfirm(t, ADDRESS, 'access');
    const token = await privacyLinkToken(t.db, ADDRESS);
    const res = await t.app.request('/api/privacy-requests/export', postJson({ token, format: 'csv' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="privacy-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Read as a spreadsheet does, the byte order mark included.
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(csv.startsWith('\uFEFFsection,record,field,value\r\n')).toBe(true);
    expect(csv).toContain('Contact enquiries,Lead 1,email,ada.lovelace@example.com');
    expect(csv).toContain(`Contact enquiries,Lead 1,message,"'=HYPERLINK(""http://x"")"`);
  });

  test('refuses an unknown link with 404 and an expired one with 410, never 500', async () => {
    const t = await setup();
    await ask(t, { email: ADDRESS, kind: 'access' });
    const token = await privacyLinkToken(t.db, ADDRESS);
    const unknown = await t.app.request('/api/privacy-requests/confirm', postJson({ token: 'A'.repeat(43) }));
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error.code).toBe('not_found');
    const malformed = await t.app.request(
      '/api/privacy-requests/export',
      postJson({ token: 'not a token at all', format: 'csv' }),
    );
    expect(malformed.status).toBe(404);
    t.clock.advance(PRIVACY_LINK_DAYS * DAY_MS);
    const expired = await t.app.request('/api/privacy-requests/confirm', postJson({ token }));
    expect(expired.status).toBe(410);
    expect(await readJson(expired)).toMatchObject({ error: { code: 'link_expired' } });
    const status = await t.db.selectFrom('privacy_requests').select('status').executeTakeFirstOrThrow();
    expect(status.status).toBe('unconfirmed');
  });

  test('stops downloading an access answer when its link expires', async () => {
    const t = await setup();
    await requestAndConfirm(t, ADDRESS, 'access');
    const token = await privacyLinkToken(t.db, ADDRESS);
    t.clock.advance(PRIVACY_LINK_DAYS * DAY_MS - 1000);
    expect((await t.app.request('/api/privacy-requests/export', postJson({ token, format: 'json' }))).status).toBe(200);
    t.clock.advance(1000);
    expect((await t.app.request('/api/privacy-requests/export', postJson({ token, format: 'json' }))).status).toBe(410);
  });

  test("downloads an access answer for 7 days after it is confirmed, even when confirmed on the link's last day", async () => {
    const t = await setup();
    await ask(t, { email: ADDRESS, kind: 'access' });
    const token = await privacyLinkToken(t.db, ADDRESS);
    t.clock.advance(PRIVACY_LINK_DAYS * DAY_MS - 60_000);
    const confirmedAt = t.clock.now();
    const view = await readJson(await t.app.request('/api/privacy-requests/confirm', postJson({ token })));
    const until = new Date(confirmedAt.getTime() + PRIVACY_LINK_DAYS * DAY_MS).toISOString();
    expect(view).toMatchObject({ status: 'completed', downloadUntil: until });
    const answer = await t.db
      .selectFrom('mail_outbox')
      .select('data')
      .where('template', '=', 'privacy-request-answered')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(answer.data)).toMatchObject({ downloadUntil: until });
    const download = () => t.app.request('/api/privacy-requests/export', postJson({ token, format: 'json' }));
    t.clock.advance(PRIVACY_LINK_DAYS * DAY_MS - 1000);
    expect((await download()).status).toBe(200);
    t.clock.advance(1000);
    expect((await download()).status).toBe(410);
  });

  test('has nothing to download for an erasure request, and says so', async () => {
    const t = await setup();
    await requestAndConfirm(t, ADDRESS, 'erasure');
    const token = await privacyLinkToken(t.db, ADDRESS).catch(() => null);
    // The erasure's answer carries no link; the confirm link's own mail was erased with the rest.
    expect(token).toBeNull();
    const row = await t.db.selectFrom('privacy_requests').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
  });
});
