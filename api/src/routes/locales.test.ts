/**
 * The language a person used (docs/decisions.md §303, §304): every form sends its page's
 * language, the API keeps it with the lead, subscription, request or account, staff see it, and
 * every mail to that person is queued in it with links to the pages in it.
 */
import { describe, expect, test } from 'vitest';
import type { MailRow } from '#api/db/schema.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser } from '#api/testing/accounts.ts';
import { bookingRequest, MONDAY_0900, openDemoHours } from '#api/testing/demo-bookings.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';

const appFor = appPerTest({ ...CHEAP_PASSWORD_HASHING, LEADS_RATE_LIMIT: 100 });

function mailsTo(t: TestApp, recipient: string): Promise<MailRow[]> {
  return t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
}

const data = (mail: MailRow | undefined) => JSON.parse(mail?.data ?? 'null') as Record<string, string>;

function patchLanguage(t: TestApp, token: string, body: unknown) {
  return t.app.request('/api/account/language', {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify(body),
  });
}

describe('a lead’s language', () => {
  test('a lead sent from a French page is stored French, listed, filtered and exported with it', async () => {
    const t = await appFor();
    const sales = await signedInAs(t, 'sales');
    const french = sampleLead('contact', { locale: 'fr', page: '/fr/contact' });
    expect((await t.app.request('/api/leads', postJson(french))).status).toBe(201);
    expect((await t.app.request('/api/leads', postJson(sampleLead('demo')))).status).toBe(201);

    const stored = await t.db.selectFrom('leads').select(['kind', 'locale']).orderBy('id').execute();
    expect(stored).toEqual([
      { kind: 'contact', locale: 'fr' },
      { kind: 'demo', locale: 'en' },
    ]);
    const submission = await t.db.selectFrom('lead_submissions').select('payload').orderBy('received_at').execute();
    expect(submission.map((row) => JSON.parse(row.payload).locale)).toEqual(['fr', 'en']);

    const list = await readJson(await t.app.request('/api/admin/leads', bearer(sales.token)));
    expect(list.leads.map((lead: { kind: string; locale: string }) => [lead.kind, lead.locale])).toEqual([
      ['demo', 'en'],
      ['contact', 'fr'],
    ]);
    const onlyFrench = await readJson(await t.app.request('/api/admin/leads?locale=fr', bearer(sales.token)));
    expect(onlyFrench.leads.map((lead: { id: string }) => lead.id)).toEqual([french.clientId]);
    const detail = await readJson(await t.app.request(`/api/admin/leads/${french.clientId}`, bearer(sales.token)));
    expect(detail.locale).toBe('fr');

    const csv = await (await t.app.request('/api/admin/leads/export.csv?locale=fr', bearer(sales.token))).text();
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    const column = header?.split(',').indexOf('locale') ?? -1;
    expect(column).toBeGreaterThan(-1);
    expect(row?.split(',')[column]).toBe('fr');
  });

  test('the acknowledgement speaks the lead’s language; the team’s notification stays English', async () => {
    const t = await appFor();
    const lead = sampleLead('contact', { locale: 'fr' });
    expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(201);
    const [notification, acknowledgement] = await t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(notification).toMatchObject({ template: 'lead-notification', locale: 'en' });
    expect(acknowledgement).toMatchObject({ template: 'lead-acknowledgement', locale: 'fr' });
  });

  test('the newest submission’s language wins for the lead', async () => {
    const t = await appFor();
    const first = sampleLead('contact', { locale: 'de' });
    expect((await t.app.request('/api/leads', postJson(first))).status).toBe(201);
    expect((await t.app.request('/api/leads', postJson(sampleLead('contact', { locale: 'it' })))).status).toBe(201);
    const lead = await t.db.selectFrom('leads').select(['locale', 'submission_count']).executeTakeFirstOrThrow();
    expect(lead).toEqual({ locale: 'it', submission_count: 2 });
    // A retry of the first submission changes nothing.
    expect((await t.app.request('/api/leads', postJson(first))).status).toBe(200);
    expect((await t.db.selectFrom('leads').select('locale').executeTakeFirstOrThrow()).locale).toBe('it');
  });

  test('a waitlist lead’s updates subscription and its confirmation take the page’s language', async () => {
    const t = await appFor();
    const lead = sampleLead('waitlist', { locale: 'de', updates: true, email: 'eva@example.com' });
    expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(201);
    const subscription = await t.db.selectFrom('mail_subscriptions').select('locale').executeTakeFirstOrThrow();
    expect(subscription.locale).toBe('de');
    const [confirmation] = await mailsTo(t, 'eva@example.com');
    expect(confirmation).toMatchObject({ template: 'confirm-subscription', locale: 'de' });
    expect(data(confirmation).confirmUrl).toMatch(/^https?:\/\/[^/]+\/de\/email\/confirm\?token=/);
  });

  test.each([
    ['a language the site does not have', 'es'],
    ['a region code', 'de-CH'],
    ['a number', 7],
    ['an empty text', ''],
  ])('%s is a 422 naming the locale field, and nothing is stored', async (_case, locale) => {
    const t = await appFor();
    const res = await t.app.request('/api/leads', postJson(sampleLead('demo', { locale })));
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual(['locale']);
    expect(await t.db.selectFrom('leads').selectAll().execute()).toEqual([]);
  });
});

describe('the other forms keep the page’s language', () => {
  test('a status subscription: stored, the confirmation in it, links to the page in it', async () => {
    const t = await appFor();
    const form = { email: 'lea@example.com', consentVersion: 'en-2025-07-23', page: '/it/status', locale: 'it' };
    expect((await t.app.request('/api/status/subscriptions', postJson(form))).status).toBe(202);
    const subscription = await t.db.selectFrom('mail_subscriptions').select('locale').executeTakeFirstOrThrow();
    expect(subscription.locale).toBe('it');
    const [confirmation] = await mailsTo(t, 'lea@example.com');
    expect(confirmation?.locale).toBe('it');
    expect(data(confirmation).confirmUrl).toMatch(/\/it\/email\/confirm\?token=/);
    const bad = await t.app.request('/api/status/subscriptions', postJson({ ...form, locale: 'klingon' }));
    expect(bad.status).toBe(422);
    expect(Object.keys((await readJson(bad)).error.fields)).toEqual(['locale']);
  });

  test('a privacy request: stored, its link mail in it; without a locale it is English', async () => {
    const t = await appFor();
    const ask = (body: unknown) => t.app.request('/api/privacy-requests', postJson(body));
    expect((await ask({ email: 'noe@example.com', kind: 'access', locale: 'fr' })).status).toBe(202);
    expect((await ask({ email: 'max@example.com', kind: 'erasure' })).status).toBe(202);
    const rows = await t.db.selectFrom('privacy_requests').select(['email', 'locale']).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'max@example.com', locale: 'en' },
      { email: 'noe@example.com', locale: 'fr' },
    ]);
    const [french] = await mailsTo(t, 'noe@example.com');
    expect(french?.locale).toBe('fr');
    expect(data(french).confirmUrl).toMatch(/\/fr\/privacy\/request\/confirm#token=/);
    const [english] = await mailsTo(t, 'max@example.com');
    expect(data(english).confirmUrl).toMatch(/^https?:\/\/[^/]+\/privacy\/request\/confirm#token=/);
    expect((await ask({ email: 'x@example.com', kind: 'access', locale: 'FR' })).status).toBe(422);
  });
});

describe('an account’s language', () => {
  test('is the registration page’s, with the verification mail in it', async () => {
    const t = await appFor();
    const { user } = await registerUser(t.app, 'giulia', { locale: 'it' });
    expect(user.locale).toBe('it');
    const [verify] = await mailsTo(t, 'giulia@example.com');
    expect(verify).toMatchObject({ template: 'verify-email', locale: 'it' });
    expect(data(verify).verifyUrl).toMatch(/\/it\/verify-email\?token=/);
  });

  test('PATCH /api/account/language changes it, logs it, and later mails speak it', async () => {
    const t = await appFor();
    const { token } = await registerUser(t.app, 'hanna');
    const res = await patchLanguage(t, token, { locale: 'de' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ locale: 'de' });
    const me = await readJson(await t.app.request('/api/auth/me', bearer(token)));
    expect(me.user.locale).toBe('de');
    const log = await readJson(await t.app.request('/api/auth/security-log', bearer(token)));
    expect(log.entries[0]).toMatchObject({ kind: 'language-changed', outcome: 'success', detail: 'de' });

    const resend = await t.app.request('/api/auth/verification', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(resend.status).toBe(202);
    const verify = (await mailsTo(t, 'hanna@example.com')).at(-1);
    expect(verify).toMatchObject({ template: 'verify-email', locale: 'de' });
    expect(data(verify).verifyUrl).toMatch(/\/de\/verify-email\?token=/);
  });

  test('choosing the same language again changes and logs nothing', async () => {
    const t = await appFor();
    const { token } = await registerUser(t.app, 'ines', { locale: 'fr' });
    expect((await patchLanguage(t, token, { locale: 'fr' })).status).toBe(200);
    const log = await readJson(await t.app.request('/api/auth/security-log', bearer(token)));
    expect(log.entries.map((entry: { kind: string }) => entry.kind)).not.toContain('language-changed');
  });

  test('a language the site does not have is a 422 naming the field; nobody signed in gets 401', async () => {
    const t = await appFor();
    const { token } = await registerUser(t.app, 'jon');
    for (const body of [{ locale: 'es' }, {}, { locale: null }]) {
      const res = await patchLanguage(t, token, body);
      expect(res.status).toBe(422);
      expect(Object.keys((await readJson(res)).error.fields)).toEqual(['locale']);
    }
    const anonymous = await t.app.request('/api/account/language', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ locale: 'de' }),
    });
    expect(anonymous.status).toBe(401);
    const stored = await t.db.selectFrom('users').select('locale').where('username', '=', 'jon').executeTakeFirst();
    expect(stored?.locale).toBe('en');
  });

  test('staff see it in the users section', async () => {
    const t = await appFor();
    const admin = await signedInAs(t, 'admin');
    await registerUser(t.app, 'kim', { locale: 'fr' });
    const list = await readJson(await t.app.request('/api/admin/users?q=kim', bearer(admin.token)));
    expect(list.users.map((user: { username: string; locale: string }) => [user.username, user.locale])).toEqual([
      ['kim', 'fr'],
    ]);
  });
});

describe('the links of a subscription mail in another language', () => {
  test('answer under that language’s prefix and send a browser on to that language’s page', async () => {
    const t = await appFor();
    const form = { email: 'ola@example.com', consentVersion: 'en-2025-07-23', page: '/de/status', locale: 'de' };
    expect((await t.app.request('/api/status/subscriptions', postJson(form))).status).toBe(202);
    const [confirmation] = await mailsTo(t, 'ola@example.com');
    const token = confirmation?.link_token ?? '';
    const res = await t.app.request(`/de/email/confirm?token=${token}`, {
      method: 'POST',
      headers: { Accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/de/email/confirmed/status');
    const unknown = await t.app.request('/fr/email/unsubscribe?token=nothing', {
      method: 'POST',
      headers: { Accept: 'text/html' },
    });
    expect(unknown.headers.get('Location')).toBe('/fr/email/link-invalid');
  });
});

describe('a demo booked from an Italian page', () => {
  test('is stored Italian; the visitor’s mail speaks it and links to the Italian pages, the team’s stays English', async () => {
    const t = await appFor();
    await openDemoHours(t);
    const res = await t.app.request('/api/demo/bookings', postJson(bookingRequest(MONDAY_0900, { locale: 'it' })));
    expect(res.status).toBe(201);
    const booking = await t.db.selectFrom('demo_bookings').select('locale').executeTakeFirstOrThrow();
    expect(booking.locale).toBe('it');
    const [visitor] = await mailsTo(t, 'grace@example.com');
    expect(visitor).toMatchObject({ template: 'demo-booked', locale: 'it' });
    expect(data(visitor).manageUrl).toMatch(/\/it\/demo\/manage\?token=/);
    expect(data(visitor).siteUrl).toMatch(/\/it\/$/);
    const team = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'demo-booked')
      .where('recipient', '!=', 'grace@example.com')
      .executeTakeFirstOrThrow();
    expect(team.locale).toBe('en');
    expect(data(team).siteUrl).not.toMatch(/\/it\//);
  });
});
