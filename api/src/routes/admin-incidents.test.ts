/**
 * /admin#incidents through the API (docs/back-office.md#incidents): what an administrator
 * opens, updates and resolves is what `cli incident` publishes, on the status page, in its Atom
 * feed and in the status subscribers' mail, and each action is one audit entry.
 */
import { NUL_CHARACTER_MESSAGE } from '@alpora/shared/schemas/text';
import { describe, expect, test } from 'vitest';
import { incident as incidentCommand } from '#api/cli/incidents.ts';
import { bearer } from '#api/testing/accounts.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { confirmedSubscriber } from '#api/testing/subscribers.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';
import { withBearer } from '#api/testing/two-factor.ts';

const appFor = appPerTest({ SITE_URL: 'https://alpora.example' });

const OPENING = {
  title: 'Delayed prices',
  services: ['market', 'api'],
  impact: 'major',
  status: 'investigating',
  message: 'Looking into it.',
};

async function setup() {
  const t = await appFor();
  const admin = await signedInAs(t, 'admin', { username: 'ada' });
  const post = (path: string, body: unknown, token = admin.token) =>
    t.app.request(`/api/admin/incidents${path}`, withBearer(token, body));
  return { ...t, admin, post };
}

function incidentMails(t: TestApp) {
  return t.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'data'])
    .where('template', '=', 'incident-update')
    .orderBy('id')
    .execute();
}

function auditEntries(t: TestApp) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_name', 'actor_role', 'action', 'subject_type', 'subject_id', 'detail'])
    .orderBy('id')
    .execute();
}

describe('incidents in the back office', () => {
  test('an incident opened by an administrator is on the status page and in the Atom feed, and mails the status subscribers', async () => {
    const t = await setup();
    await confirmedSubscriber(t.db, 'grace@example.com', 'status', t.clock.now());

    const opened = await t.post('', OPENING);
    expect(opened.status).toBe(201);
    const { incident } = await readJson(opened);
    expect(incident).toMatchObject({
      title: 'Delayed prices',
      status: 'investigating',
      impact: 'major',
      services: ['market', 'api'],
      resolvedAt: null,
      updates: [{ status: 'investigating', message: 'Looking into it.' }],
    });

    const status = await readJson(await t.app.request('/api/status'));
    expect(status.incidents.map((shown: { id: number; title: string }) => [shown.id, shown.title])).toEqual([
      [incident.id, 'Delayed prices'],
    ]);
    const feed = await (await t.app.request('/api/status/incidents.atom')).text();
    expect(feed).toContain(`<id>urn:alpora:incident:${incident.id}</id>`);
    expect(feed).toContain('<title>[Investigating] Delayed prices</title>');

    const mails = await incidentMails(t);
    expect(mails.map((mail) => mail.recipient)).toEqual(['grace@example.com']);
    expect(JSON.parse(mails[0]?.data ?? '{}')).toMatchObject({
      title: 'Delayed prices',
      status: 'investigating',
      impact: 'major',
      message: 'Looking into it.',
      statusPageUrl: 'https://alpora.example/status',
    });
    expect(await auditEntries(t)).toEqual([
      {
        actor_name: 'ada',
        actor_role: 'admin',
        action: 'incident.open',
        subject_type: 'incident',
        subject_id: String(incident.id),
        detail: JSON.stringify({
          title: 'Delayed prices',
          status: 'investigating',
          impact: 'major',
          services: ['market', 'api'],
        }),
      },
    ]);
  });

  test('the API and the CLI queue the same mail to subscribers, and the CLI is audited as the operator', async () => {
    const t = await setup();
    await confirmedSubscriber(t.db, 'grace@example.com', 'status', t.clock.now());
    await t.post('', { ...OPENING, services: [] });
    const code = await incidentCommand.run(
      ['open', '--title', OPENING.title, '--impact', 'major', '--message', OPENING.message],
      { db: t.db, config: t.config, out: () => {} },
    );
    expect(code).toBe(0);
    const [byApi, byCli] = (await incidentMails(t)).map((mail) => {
      const { at: _at, unsubscribeUrl: _link, ...rest } = JSON.parse(mail.data);
      return rest;
    });
    expect(byApi).toEqual(byCli);
    expect((await auditEntries(t)).map((entry) => [entry.actor_name, entry.actor_role, entry.action])).toEqual([
      ['ada', 'admin', 'incident.open'],
      ['operator', 'operator', 'incident.open'],
    ]);
  });

  test('updates and a resolution are published, mailed and audited; the list keeps the resolved incident below the open ones', async () => {
    const t = await setup();
    await confirmedSubscriber(t.db, 'grace@example.com', 'status', t.clock.now());
    const first = (await readJson(await t.post('', OPENING))).incident;
    const second = (await readJson(await t.post('', { ...OPENING, title: 'Slow sign-in', services: ['app'] })))
      .incident;

    const updated = await t.post(`/${first.id}/updates`, { status: 'identified', message: 'A venue is slow.' });
    expect(updated.status).toBe(200);
    expect((await readJson(updated)).incident).toMatchObject({ status: 'identified' });
    const resolved = await t.post(`/${first.id}/resolve`, {});
    expect(resolved.status).toBe(200);
    const { incident } = await readJson(resolved);
    expect(incident.resolvedAt).not.toBeNull();
    expect(incident.updates.map((u: { status: string; message: string }) => [u.status, u.message])).toEqual([
      ['resolved', 'This incident has been resolved.'],
      ['identified', 'A venue is slow.'],
      ['investigating', 'Looking into it.'],
    ]);

    const list = await readJson(await t.app.request('/api/admin/incidents', bearer(t.admin.token)));
    expect(list.open.map((shown: { id: number }) => shown.id)).toEqual([second.id]);
    expect(list.resolved.map((shown: { id: number }) => shown.id)).toEqual([first.id]);
    const status = await readJson(await t.app.request('/api/status'));
    expect(status.incidents.map((shown: { id: number }) => shown.id)).toEqual([second.id]);
    const feed = await (await t.app.request('/api/status/incidents.atom')).text();
    expect(feed).toContain('<title>[Resolved] Delayed prices</title>');

    expect((await incidentMails(t)).map((mail) => JSON.parse(mail.data).status)).toEqual([
      'investigating',
      'investigating',
      'identified',
      'resolved',
    ]);
    expect((await auditEntries(t)).map((entry) => [entry.action, entry.subject_id])).toEqual([
      ['incident.open', String(first.id)],
      ['incident.open', String(second.id)],
      ['incident.update', String(first.id)],
      ['incident.resolve', String(first.id)],
    ]);
  });

  test('the resolved incidents are listed by their resolution, the latest first', async () => {
    const t = await setup();
    const earlier = (await readJson(await t.post('', OPENING))).incident;
    t.clock.advance(60_000);
    const later = (await readJson(await t.post('', { ...OPENING, title: 'Slow sign-in' }))).incident;
    await t.post(`/${later.id}/resolve`, {});
    t.clock.advance(60_000);
    await t.post(`/${earlier.id}/resolve`, {});
    const list = await readJson(await t.app.request('/api/admin/incidents', bearer(t.admin.token)));
    expect(list.resolved.map((shown: { id: number }) => shown.id)).toEqual([earlier.id, later.id]);
    expect(list.open).toEqual([]);
  });

  test('a resolution with a message publishes that message', async () => {
    const t = await setup();
    const { incident } = await readJson(await t.post('', OPENING));
    const resolved = await readJson(await t.post(`/${incident.id}/resolve`, { message: '  Prices are live again. ' }));
    expect(resolved.incident.updates[0]).toMatchObject({ status: 'resolved', message: 'Prices are live again.' });
  });

  test('a resolved incident takes no more updates, and an unknown one answers 404; nothing is audited', async () => {
    const t = await setup();
    const { incident } = await readJson(await t.post('', OPENING));
    await t.post(`/${incident.id}/resolve`, {});
    const again = await t.post(`/${incident.id}/updates`, { status: 'monitoring', message: 'Again.' });
    expect(again.status).toBe(409);
    expect((await readJson(again)).error).toEqual({
      code: 'incident_resolved',
      message: `Incident ${incident.id} is resolved already.`,
    });
    expect((await t.post(`/${incident.id}/resolve`, {})).status).toBe(409);
    const unknown = await t.post('/999/updates', { status: 'monitoring', message: 'x' });
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error.message).toBe('No incident 999.');
    expect((await auditEntries(t)).map((entry) => entry.action)).toEqual(['incident.open', 'incident.resolve']);
  });

  test.each([
    ['a blank title', { ...OPENING, title: '  ' }, 'title', 'Give the incident a title.'],
    ['a title of 201 characters', { ...OPENING, title: 'x'.repeat(201) }, 'title', 'Use at most 200 characters.'],
    ['a NUL in the message', { ...OPENING, message: 'a\u0000b' }, 'message', NUL_CHARACTER_MESSAGE],
    ['an unknown service', { ...OPENING, services: ['db'] }, 'services.0', 'Use services among'],
    ['a service twice', { ...OPENING, services: ['api', 'api'] }, 'services', 'Name each service once.'],
    ['an unknown impact', { ...OPENING, impact: 'huge' }, 'impact', 'Use one of minor, major, critical.'],
    ['opened resolved', { ...OPENING, status: 'resolved' }, 'status', 'Use one of investigating'],
  ])('%s answers 422 naming the field, and publishes nothing', async (_case, body, field, message) => {
    const t = await setup();
    const res = await t.post('', body);
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields[field]).toContain(message);
    const list = await readJson(await t.app.request('/api/admin/incidents', bearer(t.admin.token)));
    expect(list).toEqual({ open: [], resolved: [] });
  });

  test('an id that is not an incident id answers 422', async () => {
    const t = await setup();
    const res = await t.post('/9999999999999999999/updates', { status: 'monitoring', message: 'x' });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields.id).toBe('Use an incident id from the list.');
  });

  test('sales may not open an incident', async () => {
    const t = await setup();
    const sales = await signedInAs(t, 'sales');
    expect((await t.post('', OPENING, sales.token)).status).toBe(403);
    expect(await auditEntries(t)).toEqual([]);
  });
});
