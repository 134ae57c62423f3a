/**
 * Input that SQLite would store but PostgreSQL refuses (a NUL character in text, a value longer
 * than its column) answers the same 4xx on both engines and stores nothing: the shared schemas
 * refuse it before the database sees it (docs/decisions.md §66). The same file runs in the
 * SQLite and the PostgreSQL test runs.
 */
import { NUL_CHARACTER_MESSAGE } from '@alpora/shared/schemas/text';
import { describe, expect, test } from 'vitest';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

async function expectRefused(res: Response, field: string, message = NUL_CHARACTER_MESSAGE) {
  expect(res.status).toBe(422);
  const body = await readJson(res);
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.fields[field]).toBe(message);
}

describe('a NUL character is refused before the database sees it', () => {
  test('in a login username: 422, no session and no login count stored', async () => {
    const t = await setup();
    const res = await t.app.request('/api/auth/login', postJson({ username: 'a\u0000b', password: TEST_PASSWORD }));
    await expectRefused(res, 'username');
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    const loginCounts = t.db.selectFrom('rate_limit_counters').selectAll().where('scope', 'like', 'login-%');
    expect(await loginCounts.execute()).toEqual([]);
  });

  test('in a registration name: 422, no account', async () => {
    const t = await setup();
    const res = await t.app.request(
      '/api/auth/register',
      postJson({ username: 'ada', email: 'ada@example.com', password: TEST_PASSWORD, firstName: 'A\u0000da' }),
    );
    await expectRefused(res, 'firstName');
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  test('in a contact message: 422, no lead and no submission', async () => {
    const t = await setup();
    const res = await t.app.request('/api/leads', postJson(sampleLead('contact', { message: 'Hello\u0000there' })));
    await expectRefused(res, 'message');
    expect(await t.db.selectFrom('leads').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('lead_submissions').selectAll().execute()).toEqual([]);
  });

  test.each([
    [{ name: 'page_view', path: '/press\u0000' }, 'path'],
    [{ name: 'page_view', path: '/press', properties: { ref: 'n\u0000v' } }, 'properties.ref'],
  ])('in an analytics event %j: 422 on %s, no event', async (event, field) => {
    const t = await setup();
    await expectRefused(await t.app.request('/api/events', postJson(event)), field);
    expect(await t.db.selectFrom('analytics_events').selectAll().execute()).toEqual([]);
  });

  test('in a path parameter: 422', async () => {
    const t = await setup();
    const alice = await registerUser(t.app, 'alice');
    await expectRefused(await t.app.request('/api/positions/a%00b', bearer(alice.token)), 'portfolioId');
  });

  test('in a query parameter: 422', async () => {
    const t = await setup();
    const res = await t.app.request('/api/market-data/history?points=%00');
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields).toHaveProperty('points');
  });
});

describe('a consent time finer than milliseconds', () => {
  test('is stored as the same instant to the millisecond, in the stored times format', async () => {
    const t = await setup();
    const res = await t.app.request(
      '/api/leads',
      postJson(sampleLead('contact', { ts: '2025-01-01T00:00:00.123456789012345678901234Z' })),
    );
    expect(res.status).toBe(201);
    const rows = await t.db.selectFrom('leads').select('consented_at').execute();
    expect(rows).toEqual([{ consented_at: '2025-01-01T00:00:00.123Z' }]);
  });

  test('and one without a fraction of a second is stored with one', async () => {
    const t = await setup();
    const res = await t.app.request('/api/leads', postJson(sampleLead('contact', { ts: '2025-06-01T08:00:00Z' })));
    expect(res.status).toBe(201);
    const rows = await t.db.selectFrom('leads').select('consented_at').execute();
    expect(rows).toEqual([{ consented_at: '2025-06-01T08:00:00.000Z' }]);
  });
});
