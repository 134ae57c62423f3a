import { findConsentNotice } from '@alpora/shared/consent-notices';
import { LEAD_STATUSES, type LeadStatus } from '@alpora/shared/schemas/admin-leads';
import { describe, expect, test } from 'vitest';
import { movesFrom } from '#api/back-office/lead-status.ts';
import type { AuditLogRow } from '#api/db/schema.ts';
import { bearer, CHEAP_PASSWORD_HASHING } from '#api/testing/accounts.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';

const appFor = appPerTest({ ...CHEAP_PASSWORD_HASHING, LEADS_RATE_LIMIT: 100 });

async function setup() {
  const t = await appFor();
  const sales = await signedInAs(t, 'sales');
  const get = (path: string) => t.app.request(`/api${path}`, bearer(sales.token));
  const patch = (id: string, body: unknown, token = sales.token) =>
    t.app.request(`/api/admin/leads/${id}`, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: JSON.stringify(body),
    });
  /** Posts a lead through the public form route; answers its public id. */
  const postLead = async (kind: Parameters<typeof sampleLead>[0], overrides: Record<string, unknown> = {}) => {
    const lead = sampleLead(kind, overrides);
    const res = await t.app.request('/api/leads', postJson(lead));
    expect(res.status).toBe(201);
    return lead.clientId as string;
  };
  return { ...t, sales, get, patch, postLead };
}

function auditOf(t: TestApp, action: string): Promise<AuditLogRow[]> {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

describe('GET /api/admin/leads', () => {
  test('lists the leads a campaign brought, newest first, with the total, and records the list with its filters', async () => {
    const t = await setup();
    const first = await t.postLead('demo', { utm_campaign: 'spring-fair' });
    t.clock.advance(1000);
    const second = await t.postLead('contact', { utm_campaign: 'spring-fair' });
    await t.postLead('waitlist');
    const res = await t.get('/admin/leads?campaign=spring-fair');
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.total).toBe(2);
    expect(body.nextCursor).toBeNull();
    expect(body.leads.map((lead: { id: string }) => lead.id)).toEqual([second, first]);
    expect(body.leads[0]).toMatchObject({
      kind: 'contact',
      status: 'new',
      email: 'alan@example.com',
      utmSource: 'newsletter',
      utmCampaign: 'spring-fair',
      confirmed: false,
      owner: null,
    });
    const [entry] = await auditOf(t, 'leads.list');
    expect(entry).toMatchObject({ actor_user_id: t.sales.user.id, actor_role: 'sales', subject_type: 'lead' });
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual({ campaign: 'spring-fair', shown: [second, first], total: 2 });
  });

  test('records a search by text in the list and in an export without the words searched for', async () => {
    const t = await setup();
    await t.postLead('contact');
    expect((await t.get('/admin/leads?q=Alan%20Turing')).status).toBe(200);
    expect((await t.get('/admin/leads/export.csv?q=Alan%20Turing')).status).toBe(200);
    const entries = [...(await auditOf(t, 'leads.list')), ...(await auditOf(t, 'leads.export'))];
    expect(entries.map((entry) => JSON.parse(entry.detail ?? '{}').searchedByText)).toEqual([true, true]);
    expect(entries.map((entry) => entry.detail).join('\n')).not.toMatch(/alan|turing/i);
  });

  test('pages with the cursor it answers, and a limit', async () => {
    const t = await setup();
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await t.postLead('contact', { email });
    const first = await readJson(await t.get('/admin/leads?limit=2'));
    expect(first.leads).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = await readJson(await t.get(`/admin/leads?limit=2&cursor=${first.nextCursor}`));
    expect(second.leads).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const emails = [...first.leads, ...second.leads].map((lead: { email: string }) => lead.email).sort();
    expect(emails).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  test.each([
    ['kind=newsletter', 'kind'],
    ['status=open', 'status'],
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-11-02&to=2026-11-01', 'to'],
    ['confirmed=maybe', 'confirmed'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['cursor=not*a*cursor', 'cursor'],
    ['cursor=bm90LWpzb24', 'cursor'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=%00', 'q'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const t = await setup();
    const res = await t.get(`/admin/leads?${query}`);
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).error.fields)).toContain(field);
  });
});

describe('GET /api/admin/leads/{id}', () => {
  test('answers every field, the submissions, consent, campaign, mails and history, and records the view', async () => {
    const t = await setup();
    const id = await t.postLead('demo', { message: 'First message' });
    t.clock.advance(60_000);
    await t.postLead('demo', { message: 'Second message' });
    const res = await t.get(`/admin/leads/${id}`);
    expect(res.status).toBe(200);
    const lead = await readJson(res);
    expect(lead).toMatchObject({
      id,
      kind: 'demo',
      status: 'new',
      name: 'Grace Hopper',
      company: 'Compilers Ltd',
      message: 'First message',
      submissionCount: 2,
      consent: {
        version: 'en-2025-07-23',
        at: '2026-11-20T09:29:58.000Z',
        page: '/pricing',
        text: 'By sending this form you agree that we store these details to answer you, as our Privacy Policy describes.',
      },
      utmMedium: 'email',
      referrer: 'https://news.example.com/issue-12',
      activity: [],
    });
    expect(lead.submissions.map((s: { payload: { message: string } }) => s.payload.message)).toEqual([
      'First message',
      'Second message',
    ]);
    const stored = await t.db.selectFrom('mail_outbox').select('template').where('lead_id', 'is not', null).execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(lead.mails.map((mail: { template: string }) => mail.template).sort()).toEqual(
      stored.map((mail) => mail.template).sort(),
    );
    expect(lead.mails[0]).toMatchObject({ status: 'queued', attempts: 0, lastError: null, sentAt: null });
    expect(lead.mails[0]).not.toHaveProperty('data');
    const [entry] = await auditOf(t, 'lead.view');
    expect(entry).toMatchObject({ subject_type: 'lead', subject_id: id, actor_name: t.sales.user.username });
  });

  test('shows a repeat with another name as its own submission, with the exact words each one agreed to', async () => {
    const t = await setup();
    const id = await t.postLead('waitlist');
    t.clock.advance(60_000);
    await t.postLead('waitlist', {
      firstName: 'Augusta Ada',
      lastName: 'King',
      name: 'Augusta Ada King',
      consentVersion: 'en-waitlist-2026-11-24',
      updates: true,
      updatesConsentVersion: 'en-updates-2026-11-24',
    });
    const lead = await readJson(await t.get(`/admin/leads/${id}`));
    expect(lead).toMatchObject({ name: 'Ada Lovelace', submissionCount: 2, consent: { version: 'en-2025-07-23' } });
    const waitlistNotice = findConsentNotice('lead', 'waitlist', 'en-waitlist-2026-11-24');
    const updatesBox = findConsentNotice('updates', 'waitlist', 'en-updates-2026-11-24');
    expect(waitlistNotice && updatesBox).toBeTruthy();
    expect(
      lead.submissions.map((s: { payload: Record<string, unknown>; consentText: string; updatesText: string }) => ({
        name: s.payload.name,
        consentText: s.consentText,
        updatesText: s.updatesText,
      })),
    ).toEqual([
      { name: 'Ada Lovelace', consentText: lead.consent.text, updatesText: null },
      {
        name: 'Augusta Ada King',
        consentText: waitlistNotice?.words.join('\n'),
        updatesText: updatesBox?.words.join('\n'),
      },
    ]);
  });

  test('shows a French lead the French words it agreed to, naming their language', async () => {
    const t = await setup();
    const id = await t.postLead('waitlist', {
      consentVersion: 'fr-waitlist-2026-11-24',
      updates: true,
      updatesConsentVersion: 'fr-updates-2026-11-24',
      locale: 'fr',
    });
    const lead = await readJson(await t.get(`/admin/leads/${id}`));
    const french = (purpose: 'lead' | 'updates', version: string) =>
      findConsentNotice(purpose, 'waitlist', version)?.words.join('\n');
    expect(lead.consent).toMatchObject({
      version: 'fr-waitlist-2026-11-24',
      text: french('lead', 'fr-waitlist-2026-11-24'),
      textLocale: 'fr',
    });
    expect(lead.consent.text).toMatch(/^En vous inscrivant/);
    expect(lead.submissions).toMatchObject([
      {
        consentText: lead.consent.text,
        consentLocale: 'fr',
        updatesText: french('updates', 'fr-updates-2026-11-24'),
        updatesLocale: 'fr',
      },
    ]);
  });

  test('answers 404 for an id no lead has, and 422 for one that is not an id', async () => {
    const t = await setup();
    expect((await t.get('/admin/leads/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.get('/admin/leads/nope')).status).toBe(422);
    expect(await auditOf(t, 'lead.view')).toHaveLength(0);
  });
});

describe('PATCH /api/admin/leads/{id}', () => {
  test('moves a lead, gives it an owner and a note in one change, with one history row and one audit entry', async () => {
    const t = await setup();
    const id = await t.postLead('contact');
    const res = await t.patch(id, {
      status: 'contacted',
      seenStatus: 'new',
      ownerUserId: t.sales.user.id,
      note: 'Called, wants a demo.',
    });
    expect(res.status).toBe(200);
    const lead = await readJson(res);
    expect(lead).toMatchObject({
      status: 'contacted',
      owner: { id: t.sales.user.id, username: t.sales.user.username },
      statusChangedAt: t.clock.now().toISOString(),
    });
    expect(lead.activity).toEqual([
      {
        actorName: t.sales.user.username,
        fromStatus: 'new',
        toStatus: 'contacted',
        owner: { id: t.sales.user.id, username: t.sales.user.username },
        note: 'Called, wants a demo.',
        at: t.clock.now().toISOString(),
      },
    ]);
    const [entry, ...more] = await auditOf(t, 'lead.update');
    expect(more).toHaveLength(0);
    expect(entry?.subject_id).toBe(id);
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual({
      from: 'new',
      to: 'contacted',
      owner: t.sales.user.id,
      note: true,
    });
  });

  test('a note alone keeps the status and is one history row', async () => {
    const t = await setup();
    const id = await t.postLead('contact');
    const lead = await readJson(await t.patch(id, { note: 'Left a voicemail.' }));
    expect(lead.status).toBe('new');
    expect(lead.statusChangedAt).toBeNull();
    expect(lead.activity).toMatchObject([{ fromStatus: null, toStatus: null, owner: null, note: 'Left a voicemail.' }]);
  });

  const moves = LEAD_STATUSES.flatMap((from) =>
    LEAD_STATUSES.filter((to) => to !== from).map((to) => [from, to, movesFrom(from).includes(to)] as const),
  );

  test.each(moves)('%s → %s allowed: %s', async (from, to, allowed) => {
    const t = await setup();
    const id = await t.postLead('contact');
    await t.db.updateTable('leads').set({ status: from }).where('public_id', '=', id).execute();
    const res = await t.patch(id, { status: to, seenStatus: from });
    expect(res.status).toBe(allowed ? 200 : 409);
    const stored = await t.db
      .selectFrom('leads')
      .select('status')
      .where('public_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(allowed ? to : from);
    if (!allowed) {
      const { error } = await readJson(res);
      expect(error.code).toBe('status_move_refused');
      expect(error.message).toContain(`A ${from} lead cannot move to ${to}`);
      expect(await auditOf(t, 'lead.update')).toHaveLength(0);
    }
  });

  test('the pipeline moves forward, closes from any open status, and reopens on purpose only', () => {
    const open: LeadStatus[] = ['new', 'contacted', 'qualified'];
    for (const status of open) expect(movesFrom(status)).toEqual(expect.arrayContaining(['won', 'lost', 'spam']));
    expect(movesFrom('contacted')).not.toContain('new');
    expect(movesFrom('won')).toEqual(['contacted']);
    expect(movesFrom('lost')).toEqual(['contacted']);
    expect(movesFrom('spam')).toEqual(['new']);
  });

  test('the owner must be a staff account that is not suspended', async () => {
    const t = await setup();
    const id = await t.postLead('contact');
    const client = await signedInAs(t, 'client');
    const suspended = await signedInAs(t, 'admin');
    await t.db
      .updateTable('users')
      .set({ suspended_at: t.clock.now().toISOString() })
      .where('id', '=', suspended.user.id)
      .execute();
    for (const ownerUserId of [client.user.id, suspended.user.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.patch(id, { ownerUserId });
      expect(res.status, ownerUserId).toBe(422);
      expect((await readJson(res)).error.fields.ownerUserId).toMatch(/admin or sales/);
    }
    const admin = await signedInAs(t, 'admin');
    expect((await readJson(await t.patch(id, { ownerUserId: admin.user.id }))).owner.id).toBe(admin.user.id);
    const cleared = await readJson(await t.patch(id, { ownerUserId: null }));
    expect(cleared.owner).toBeNull();
    expect(cleared.activity).toHaveLength(2);
  });

  test('a move chosen from a view the lead has left since is refused with 409 and changes nothing', async () => {
    const t = await setup();
    const id = await t.postLead('contact');
    expect((await t.patch(id, { status: 'won', seenStatus: 'new' })).status).toBe(200);
    // A colleague's dialog, opened while the lead was new, still offers to mark it contacted.
    const stale = await t.patch(id, { status: 'contacted', seenStatus: 'new' });
    expect(stale.status).toBe(409);
    expect((await readJson(stale)).error).toMatchObject({ code: 'changed_meanwhile' });
    const stored = await t.db
      .selectFrom('leads')
      .select('status')
      .where('public_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('won');
    expect(await auditOf(t, 'lead.update')).toHaveLength(1);
  });

  test('a move without the status it was chosen from is refused with 422', async () => {
    const t = await setup();
    const id = await t.postLead('contact');
    const res = await t.patch(id, { status: 'contacted' });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields).toHaveProperty('seenStatus');
  });

  test('refuses an empty change with 422 and a change to what it is with 409', async () => {
    const t = await setup();
    const id = await t.postLead('contact');
    expect((await t.patch(id, {})).status).toBe(422);
    expect((await t.patch(id, { note: '   ' })).status).toBe(422);
    const res = await t.patch(id, { status: 'new', seenStatus: 'new' });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('unchanged');
  });

  test('answers 404 for an id no lead has, and never for a client', async () => {
    const t = await setup();
    expect(
      (await t.patch('00000000-0000-4000-8000-000000000000', { status: 'contacted', seenStatus: 'new' })).status,
    ).toBe(404);
    const id = await t.postLead('contact');
    const client = await signedInAs(t, 'client');
    expect((await t.patch(id, { status: 'contacted', seenStatus: 'new' }, client.token)).status).toBe(403);
  });
});

describe('GET /api/admin/team', () => {
  test('lists the admins and sales accounts that are not suspended, by username', async () => {
    const t = await setup();
    await signedInAs(t, 'admin', { username: 'ada' });
    await signedInAs(t, 'client', { username: 'carl' });
    const gone = await signedInAs(t, 'sales', { username: 'bob' });
    await t.db
      .updateTable('users')
      .set({ suspended_at: t.clock.now().toISOString() })
      .where('id', '=', gone.user.id)
      .execute();
    const { members } = await readJson(await t.get('/admin/team'));
    expect(members.map((member: { username: string }) => member.username)).toEqual(['ada', t.sales.user.username]);
  });
});

describe('GET /api/admin/leads/export.csv', () => {
  test('writes the filtered leads with the CLI columns, status and owner, formula-safe, and records the export', async () => {
    const t = await setup();
    const id = await t.postLead('demo', {
      utm_campaign: 'csv-test',
      company: '=HYPERLINK("http://evil")',
      name: '+Eve',
    });
    await t.postLead('contact', { utm_campaign: 'other' });
    await t.patch(id, { status: 'qualified', seenStatus: 'new', ownerUserId: t.sales.user.id });
    const res = await t.get('/admin/leads/export.csv?campaign=csv-test');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="alpora-leads-2026-11-20.csv"');
    // res.text() would drop the byte order mark this checks.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const lines = text.slice(1).split('\r\n');
    expect(text.startsWith('\uFEFFpublic_id,kind,')).toBe(true);
    expect(lines[0]?.endsWith(',submission_count,status,owner')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${id},demo,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(",'+Eve,");
    expect(lines[1]?.endsWith(`,qualified,${t.sales.user.username}`)).toBe(true);
    const [entry] = await auditOf(t, 'leads.export');
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual({ campaign: 'csv-test', rows: 1 });
  });

  test('refuses bad filters with 422 and records nothing', async () => {
    const t = await setup();
    expect((await t.get('/admin/leads/export.csv?status=open')).status).toBe(422);
    expect(await auditOf(t, 'leads.export')).toHaveLength(0);
  });
});
