import { PRIVACY_LINK_DAYS } from '@alpora/shared/schemas/privacy-requests';
import { describe, expect, test } from 'vitest';
import { CHEAP_PASSWORD_HASHING } from '#api/testing/accounts.ts';
import { givePersonalData, privacyLinkToken, requestAndConfirm } from '#api/testing/personal-data.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const ADDRESS = 'ada.lovelace@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

async function asAdmin(t: TestApp, username = 'erin') {
  const admin = await signedInAs(t, 'admin', { username });
  const auth = { Authorization: `Bearer ${admin.token}` };
  return {
    admin,
    get: (path: string) => t.app.request(`/api/admin/privacy-requests${path}`, { headers: auth }),
    post: (path: string, body: unknown = {}) =>
      t.app.request(`/api/admin/privacy-requests${path}`, postJson(body, auth)),
  };
}

function auditOf(t: TestApp, action: string) {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
}

describe('recording a request that came by email or post', () => {
  test('opens it, due 30 days after the day it arrived, and writes an audit entry without the address', async () => {
    const t = await setup();
    const staff = await asAdmin(t);
    const res = await staff.post('', {
      email: ADDRESS,
      kind: 'erasure',
      channel: 'post',
      receivedOn: '2026-11-18',
      note: 'Letter, signature checked.',
    });
    expect(res.status).toBe(201);
    const item = await readJson(res);
    expect(item).toMatchObject({
      kind: 'erasure',
      channel: 'post',
      status: 'open',
      email: ADDRESS,
      receivedAt: '2026-11-18T00:00:00.000Z',
      confirmedAt: null,
      dueAt: '2026-12-18T00:00:00.000Z',
      overdue: false,
      note: 'Letter, signature checked.',
      handledBy: null,
    });
    const [entry] = await auditOf(t, 'privacy-request.record');
    expect(entry).toMatchObject({ actor_name: 'erin', subject_type: 'privacy-request', subject_id: item.id });
    expect(entry?.detail).not.toContain(ADDRESS);
  });

  test('refuses a day that does not exist or has not come yet', async () => {
    const t = await setup();
    const staff = await asAdmin(t);
    for (const receivedOn of ['2026-02-31', '2026-11-21', '24.11.2026']) {
      const res = await staff.post('', { email: ADDRESS, kind: 'access', channel: 'email', receivedOn });
      expect(res.status, receivedOn).toBe(422);
      expect((await readJson(res)).error.fields.receivedOn, receivedOn).toBeTruthy();
    }
  });
});

describe('the queue', () => {
  test('lists open requests soonest due first, then the rest newest first, and flags the overdue on the clock', async () => {
    const t = await setup();
    const staff = await asAdmin(t);
    const record = async (receivedOn: string, email: string) =>
      (await readJson(await staff.post('', { email, kind: 'access', channel: 'email', receivedOn }))).id as string;
    const later = await record('2026-11-19', 'later@example.com');
    const sooner = await record('2026-11-02', 'sooner@example.com');
    await t.app.request('/api/privacy-requests', postJson({ email: 'web@example.com', kind: 'access' }));

    const first = await readJson(await staff.get(''));
    expect(first.items.map((item: { email: string }) => item.email)).toEqual([
      'sooner@example.com',
      'later@example.com',
      'web@example.com',
    ]);
    expect(first).toMatchObject({ open: 2, overdue: 0, nextCursor: null });

    // 2 November + 30 days is 2 December: past it, the request is overdue.
    t.clock.advance(12 * DAY_MS);
    // Signed in again: a staff session does not last 12 days.
    const late = await readJson(await (await asAdmin(t, 'erin2')).get('?status=open'));
    expect(late.items.map((item: { id: string; overdue: boolean }) => [item.id, item.overdue])).toEqual([
      [sooner, true],
      [later, false],
    ]);
    expect(late).toMatchObject({ open: 2, overdue: 1 });
    const views = await auditOf(t, 'privacy-requests.list');
    expect(views).toHaveLength(2);
  });

  test('refuses an unknown status or a cursor that is not one', async () => {
    const t = await setup();
    const staff = await asAdmin(t);
    expect((await staff.get('?status=lost')).status).toBe(422);
    expect((await staff.get('?cursor=abc')).status).toBe(422);
  });
});

describe('answering', () => {
  test('completes a recorded access request with its outcome, mails a download link and names who answered', async () => {
    const t = await setup();
    await givePersonalData(t, ADDRESS);
    const staff = await asAdmin(t);
    const { id } = await readJson(
      await staff.post('', { email: ADDRESS, kind: 'access', channel: 'email', receivedOn: '2026-11-20' }),
    );
    const res = await staff.post(`/${id}/complete`);
    expect(res.status).toBe(200);
    const item = await readJson(res);
    expect(item).toMatchObject({ status: 'completed', handledBy: 'erin', completedAt: t.clock.now().toISOString() });
    expect(item.outcome.found['lead-contact']).toBeGreaterThan(0);
    const token = await privacyLinkToken(t.db, ADDRESS);
    const download = await t.app.request('/api/privacy-requests/export', postJson({ token, format: 'json' }));
    expect(download.status).toBe(200);
    expect((await readJson(download)).email).toBe(ADDRESS);
    const [entry] = await auditOf(t, 'privacy-request.complete');
    expect(entry).toMatchObject({ subject_id: id, actor_role: 'admin' });
    // Answering twice is refused.
    expect((await staff.post(`/${id}/complete`)).status).toBe(409);
  });

  test('mails a download that works for 7 days after the administrator answers, however old the request', async () => {
    const t = await setup();
    const staff = await asAdmin(t);
    const { id } = await readJson(
      await staff.post('', { email: ADDRESS, kind: 'access', channel: 'post', receivedOn: '2026-11-20' }),
    );
    t.clock.advance(20 * DAY_MS);
    const answeredAt = t.clock.now();
    const later = await asAdmin(t, 'frank');
    expect((await later.post(`/${id}/complete`)).status).toBe(200);
    const answer = await t.db
      .selectFrom('mail_outbox')
      .select('data')
      .where('template', '=', 'privacy-request-answered')
      .executeTakeFirstOrThrow();
    const until = new Date(answeredAt.getTime() + PRIVACY_LINK_DAYS * DAY_MS).toISOString();
    expect(JSON.parse(answer.data)).toMatchObject({ result: 'access', downloadUntil: until });
    const token = await privacyLinkToken(t.db, ADDRESS);
    const download = () => t.app.request('/api/privacy-requests/export', postJson({ token, format: 'csv' }));
    t.clock.advance(PRIVACY_LINK_DAYS * DAY_MS - 1000);
    expect((await download()).status).toBe(200);
    t.clock.advance(1000);
    expect((await download()).status).toBe(410);
  });

  test('carries out an erasure held for a staff account, and keeps the audit entries of their work', async () => {
    const t = await setup();
    const sales = await signedInAs(t, 'sales', { username: 'sam', email: ADDRESS });
    t.clock.advance(DAY_MS);
    const staff = await asAdmin(t);
    const held = await readJson(await requestAndConfirm(t, ADDRESS, 'erasure'));
    expect(held).toMatchObject({ status: 'open', heldForAdministrator: true });
    const [row] = await t.db.selectFrom('privacy_requests').select('id').execute();
    const res = await staff.post(`/${row?.id}/complete`);
    expect(res.status).toBe(200);
    const item = await readJson(res);
    expect(item.outcome.found.accounts).toBe(1);
    expect(item.outcome.kept.map((kept: { what: string }) => kept.what)).toContain(
      'Audit log entries of your own work as our staff, under your username',
    );
    expect(await t.db.selectFrom('users').select('id').where('id', '=', sales.user.id).execute()).toEqual([]);
  });

  test('declines with the reason, which is mailed to the person; a blank reason is refused', async () => {
    const t = await setup();
    const staff = await asAdmin(t);
    const { id } = await readJson(
      await staff.post('', { email: ADDRESS, kind: 'erasure', channel: 'email', receivedOn: '2026-11-20' }),
    );
    expect((await staff.post(`/${id}/decline`, { note: '  ' })).status).toBe(422);
    const res = await staff.post(`/${id}/decline`, { note: 'The email did not come from the address it names.' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      status: 'declined',
      note: 'The email did not come from the address it names.',
      handledBy: 'erin',
    });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', ADDRESS)
      .executeTakeFirstOrThrow();
    expect(mail.template).toBe('privacy-request-answered');
    expect(JSON.parse(mail.data)).toMatchObject({
      result: 'declined',
      kind: 'erasure',
      reason: 'The email did not come from the address it names.',
    });
    expect(await auditOf(t, 'privacy-request.decline')).toHaveLength(1);
    expect((await staff.post(`/${id}/decline`, { note: 'again' })).status).toBe(409);
  });

  test('answers 404 for a request that does not exist', async () => {
    const t = await setup();
    const staff = await asAdmin(t);
    const res = await staff.post('/00000000-0000-4000-8000-000000000000/complete');
    expect(res.status).toBe(404);
  });
});

describe('the staff export', () => {
  test("downloads the address's data as CSV and records who exported it", async () => {
    const t = await setup();
    await givePersonalData(t, ADDRESS);
    const staff = await asAdmin(t);
    const { id } = await readJson(
      await staff.post('', { email: ADDRESS, kind: 'access', channel: 'post', receivedOn: '2026-11-20' }),
    );
    const res = await staff.get(`/${id}/export?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="privacy-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(await res.text()).toContain('Waitlist sign-ups');
    const [entry] = await auditOf(t, 'privacy-request.export');
    expect(entry).toMatchObject({ subject_id: id, actor_name: 'erin' });
  });
});
