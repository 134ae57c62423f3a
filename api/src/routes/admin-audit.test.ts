import { describe, expect, test } from 'vitest';
import { type AuditActor, type AuditEntry, OPERATOR, recordAudit } from '#api/back-office/audit.ts';
import { bearer, CHEAP_PASSWORD_HASHING } from '#api/testing/accounts.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';
import { AUDIT_PAGE_SIZE } from './admin-audit.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

const MARIA: AuditActor = { userId: null, name: 'Maria', role: 'sales', address: '198.51.100.7' };

async function seed(t: TestApp, actor: AuditActor, entry: AuditEntry, at: string) {
  await recordAudit(t.db, actor, entry, new Date(at));
}

/** Four entries over three days, by two actors. */
async function seedLog(t: TestApp) {
  await seed(t, MARIA, { action: 'lead.view', subjectType: 'lead', subjectId: 'lead-1' }, '2026-11-01T10:00:00.000Z');
  await seed(
    t,
    MARIA,
    { action: 'lead.update', subjectType: 'lead', subjectId: 'lead-1', detail: { status: 'won' } },
    '2026-11-02T10:00:00.000Z',
  );
  await seed(
    t,
    OPERATOR,
    { action: 'user.role', subjectType: 'user', subjectId: 'user-9' },
    '2026-11-02T23:59:59.000Z',
  );
  await seed(t, OPERATOR, { action: 'users.list', subjectType: 'user' }, '2026-11-03T00:00:00.000Z');
}

async function page(t: TestApp, token: string, query = '') {
  const res = await t.app.request(`/api/admin/audit${query}`, bearer(token));
  expect(res.status, await res.clone().text()).toBe(200);
  return readJson(res);
}

const actionsOf = (body: { entries: Array<{ action: string }> }) => body.entries.map((entry) => entry.action);

describe('GET /api/admin/audit', () => {
  test('answers entries newest first, with who, what, which record, when and from where', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    await seedLog(t);
    const body = await page(t, admin.token);
    expect(actionsOf(body)).toEqual(['users.list', 'user.role', 'lead.update', 'lead.view']);
    expect(body.entries[2]).toMatchObject({
      actorName: 'Maria',
      actorRole: 'sales',
      actorUserId: null,
      subjectType: 'lead',
      subjectId: 'lead-1',
      detail: { status: 'won' },
      address: '198.51.100.7',
      at: '2026-11-02T10:00:00.000Z',
    });
    expect(body.nextBefore).toBeNull();
  });

  test.each([
    ['an actor, any case', '?actor=maria', ['lead.update', 'lead.view']],
    ['an action', '?action=lead.view', ['lead.view']],
    ['the start of an action', '?action=user', ['users.list', 'user.role']],
    ['a record id', '?subject=lead-1', ['lead.update', 'lead.view']],
    ['a kind of record', '?subject=user', ['users.list', 'user.role']],
    ['days, both ends included', '?from=2026-11-02&to=2026-11-02', ['user.role', 'lead.update']],
    ['a first day only', '?from=2026-11-03', ['users.list']],
    ['an action with a LIKE wildcard taken literally', '?action=lead_', []],
  ])('filters by %s', async (_what, query, expected) => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    await seedLog(t);
    expect(actionsOf(await page(t, admin.token, query))).toEqual(expected);
  });

  test('pages below the last id of the page before', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1) {
      await seed(
        t,
        MARIA,
        { action: 'lead.view', subjectType: 'lead', subjectId: `lead-${i}` },
        '2026-11-01T10:00:00.000Z',
      );
    }
    const first = await page(t, admin.token);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    const second = await page(t, admin.token, `?before=${first.nextBefore}`);
    expect(second.entries.map((entry: { subjectId: string }) => entry.subjectId)).toEqual([
      'lead-2',
      'lead-1',
      'lead-0',
    ]);
    expect(second.nextBefore).toBeNull();
  });

  test.each([
    ['a day that is no date', '?from=2026-13-45', 'from'],
    ['a day of another form', '?to=yesterday', 'to'],
    ['a first day after the last', '?from=2026-11-03&to=2026-11-01', 'to'],
    ['a cursor that is no id', '?before=abc', 'before'],
  ])('refuses %s with 422 on the field', async (_what, query, field) => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const res = await t.app.request(`/api/admin/audit${query}`, bearer(admin.token));
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).error.fields)).toEqual([field]);
  });

  test('reading the log writes nothing to it', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    await seedLog(t);
    await page(t, admin.token);
    await page(t, admin.token);
    expect(actionsOf(await page(t, admin.token))).toHaveLength(4);
  });
});

describe('GET /api/admin/audit/export.csv', () => {
  test('answers the filtered entries as CSV and records the export with its filters', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin', { username: 'root' });
    await seedLog(t);
    await seed(
      t,
      MARIA,
      { action: 'lead.note', subjectType: 'lead', subjectId: '=HYPERLINK("x")' },
      '2026-11-02T11:00:00.000Z',
    );
    const res = await t.app.request('/api/admin/audit/export.csv?actor=Maria', bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="alpora-audit-2026-11-20.csv"');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,actor,actor_role,actor_id,action,subject_type,subject_id,detail,address');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',lead.note,lead,"\'=HYPERLINK(""x"")",');
    expect(lines[2]).toContain('Maria,sales,,lead.update,lead,lead-1,"{""status"":""won""}",198.51.100.7');
    const exports = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'audit.export').execute();
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ actor_name: 'root', subject_type: 'audit-log', subject_id: null });
    expect(JSON.parse(exports[0]?.detail ?? '{}')).toEqual({ actor: 'Maria', rows: 3 });
  });

  test('is for admins only: sales gets 403 and nothing is recorded', async () => {
    const t = await setup();
    const sales = await signedInAs(t, 'sales');
    const res = await t.app.request('/api/admin/audit/export.csv', bearer(sales.token));
    expect(res.status).toBe(403);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });
});

describe('the audit log is append-only for staff', () => {
  test('no route below /admin/audit changes or deletes an entry', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    await seedLog(t);
    const auditRoutes = t.app.routes.filter(
      (route) => route.path.startsWith('/api/admin/audit') && route.method !== 'ALL',
    );
    expect(new Set(auditRoutes.map((route) => route.method))).toEqual(new Set(['GET']));
    const [entry] = await t.db.selectFrom('audit_log').select('id').limit(1).execute();
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      for (const path of ['/api/admin/audit', `/api/admin/audit/${entry?.id}`]) {
        const res = await t.app.request(path, {
          method,
          headers: {
            Authorization: `Bearer ${admin.token}`,
            'Sec-Fetch-Site': 'same-origin',
            'Content-Type': 'application/json',
          },
          body: '{}',
        });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toHaveLength(4);
  });
});
