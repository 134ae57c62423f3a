/**
 * POST /api/consents (docs/privacy.md#consent): every answer to the cookie banner is one row of
 * proof, for the current policy version only, without a cookie; on SQLite and on PostgreSQL.
 */
import { describe, expect, test } from 'vitest';
import { dataMap } from '#api/privacy/data-map-file.ts';
import { consentRecordsOf } from '#api/repositories/consent-records.ts';
import { appPerTest, postJson, readJson, TEST_NOW } from '#api/testing/test-app.ts';

const setup = appPerTest();
const VISITOR = '5b0c6f2e-8d1a-4c3b-9e7f-2a4d6c8e0f13';
const version = () => dataMap().policy.version;

function answer(overrides: Record<string, unknown> = {}) {
  return { visitorId: VISITOR, choice: 'accepted', policyVersion: version(), page: '/pricing', ...overrides };
}

async function countRecords(t: Awaited<ReturnType<typeof setup>>): Promise<number> {
  const row = await t.db
    .selectFrom('consent_records')
    .select(t.db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/consents', () => {
  test('records the choice with the visitor id, policy version, page and server time, and answers 201', async () => {
    const t = await setup();
    const res = await t.app.request('/api/consents', postJson(answer()));
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ recordedAt: TEST_NOW, policyVersion: version() });
    expect(await consentRecordsOf(t.db, VISITOR)).toEqual([
      {
        id: expect.any(Number),
        visitor_id: VISITOR,
        choice: 'accepted',
        policy_version: version(),
        page: '/pricing',
        created_at: TEST_NOW,
      },
    ]);
  });

  test('never sets a cookie', async () => {
    const t = await setup();
    const res = await t.app.request('/api/consents', postJson(answer()));
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  test('a withdrawal is a new record beside the consent it withdraws, in the order given', async () => {
    const t = await setup();
    expect((await t.app.request('/api/consents', postJson(answer()))).status).toBe(201);
    t.clock.advance(60_000);
    // Written in upper case by some browser: still the same visitor.
    const withdrawal = answer({ choice: 'declined', page: '/privacy', visitorId: VISITOR.toUpperCase() });
    expect((await t.app.request('/api/consents', postJson(withdrawal))).status).toBe(201);
    const records = await consentRecordsOf(t.db, VISITOR);
    expect(records.map((r) => [r.choice, r.page, r.created_at])).toEqual([
      ['accepted', '/pricing', TEST_NOW],
      ['declined', '/privacy', '2026-11-20T09:31:00.000Z'],
    ]);
  });

  test('refuses with 409 a policy version other than the current one, and records nothing', async () => {
    const t = await setup();
    const res = await t.app.request('/api/consents', postJson(answer({ policyVersion: '0.9' })));
    expect(res.status).toBe(409);
    const body = await readJson(res);
    expect(body.error.code).toBe('policy_version_changed');
    expect(body.error.message).toContain(`the current one is ${version()}`);
    expect(await countRecords(t)).toBe(0);
  });

  test.each([
    [{ visitorId: 'visitor-1' }, 'visitorId', 'The visitor id is a UUID.'],
    [{ choice: 'maybe' }, 'choice', 'Choose accepted or declined.'],
    [{ policyVersion: 'latest' }, 'policyVersion', 'A version like 1.2.'],
    [{ page: 'pricing' }, 'page', 'A page path starts with /.'],
    [{ page: '/a\u0000b' }, 'page', undefined],
    [{ choice: undefined }, 'choice', undefined],
  ])('refuses %j with 422 naming %s, and records nothing', async (overrides, field, message) => {
    const t = await setup();
    const res = await t.app.request('/api/consents', postJson(answer(overrides)));
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toContain(field);
    if (message) expect(body.error.fields[field]).toBe(message);
    expect(await countRecords(t)).toBe(0);
  });

  test('a body that is not JSON answers 400', async () => {
    const t = await setup();
    const res = await t.app.request('/api/consents', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"visitorId":',
    });
    expect(res.status).toBe(400);
    expect(await countRecords(t)).toBe(0);
  });
});

describe('POST /api/consents limits', () => {
  test('a burst from one address gets 429, invalid bodies count too, and the minute frees up again', async () => {
    const t = await setup({ CONSENTS_RATE_LIMIT: 2 });
    const send = () => t.app.request('/api/consents', postJson(answer()));
    expect((await send()).status).toBe(201);
    expect((await t.app.request('/api/consents', postJson({}))).status).toBe(422);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).error.code).toBe('rate_limited');
    t.clock.advance(60_000);
    expect((await send()).status).toBe(201);
    expect(await countRecords(t)).toBe(2);
  });

  test('the default allows 20 answers a minute', async () => {
    const t = await setup();
    expect(t.config.CONSENTS_RATE_LIMIT).toBe(20);
  });
});
