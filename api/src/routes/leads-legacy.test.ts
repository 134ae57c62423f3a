import { describe, expect, test } from 'vitest';
import { STORED_PERSON } from '#api/testing/lead-samples.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest();

/** The original waitlist payload, exactly as older clients and integrations send it. */
const legacyPayload = {
  email: 'ada.lovelace@example.com',
  name: 'Ada Lovelace',
  company: 'Analytical Engines AG',
  interest: 'hedge-fund',
  selectedPlan: 'pro',
  consent: true,
  ts: '2026-11-20T09:29:58.000Z',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'q4-launch',
  referrer: 'https://news.example.com/issue-12',
};

describe('POST /api/leads with the original waitlist payload', () => {
  test('answers 201 and stores a waitlist lead with an unknown consent record and the campaign', async () => {
    const t = await setup();
    const res = await t.app.request('/api/leads', postJson(legacyPayload));
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body).toMatchObject({ outcome: 'accepted' });
    const rows = await t.db.selectFrom('leads').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        public_id: body.id,
        kind: 'waitlist',
        ...STORED_PERSON,
        selected_plan: 'pro',
        consent_version: 'unknown',
        consent_page: 'unknown',
        consented_at: '2026-11-20T09:29:58.000Z',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'q4-launch',
        referrer: 'https://news.example.com/issue-12',
      }),
    ]);
  });

  test('the same payload again updates the one lead instead of adding one, and answers like the first', async () => {
    const t = await setup();
    const first = await t.app.request('/api/leads', postJson(legacyPayload));
    const again = await t.app.request('/api/leads', postJson(legacyPayload));
    expect(again.status).toBe(first.status);
    // Without a client id each submission gets a server-made one; neither names the stored lead's.
    const [firstBody, againBody] = [await readJson(first), await readJson(again)];
    expect(againBody).toEqual({ id: expect.any(String), outcome: 'accepted' });
    expect(againBody.id).not.toBe(firstBody.id);
    const rows = await t.db.selectFrom('leads').select(['kind', 'submission_count']).execute();
    expect(rows).toEqual([{ kind: 'waitlist', submission_count: 2 }]);
    expect(await t.db.selectFrom('lead_submissions').select('client_id').execute()).toHaveLength(2);
  });

  test.each([
    [{ name: 'Ada' }, { name: 'Enter your first and last name.' }],
    [{ email: 'not-an-email' }, { email: 'Enter a valid email address.' }],
    [{ interest: 'retail' }, { interest: 'Choose what describes you best.' }],
    [{ consent: false }, { consent: 'Consent is required.' }],
    [{ ts: 'yesterday' }, { ts: 'Use an ISO 8601 date and time.' }],
  ])('an invalid one answers 422 with the field message: %j', async (change, fields) => {
    const t = await setup();
    const res = await t.app.request('/api/leads', postJson({ ...legacyPayload, ...change }));
    expect(res.status).toBe(422);
    expect((await readJson(res)).error).toMatchObject({ code: 'validation_failed', fields });
    expect(await t.db.selectFrom('leads').select('id').execute()).toEqual([]);
  });

  test.each([null, [], 'a string', 42])('a body that is not an object answers 422, not 500: %j', async (body) => {
    const t = await setup();
    const res = await t.app.request('/api/leads', postJson(JSON.stringify(body)));
    expect(res.status).toBe(422);
  });
});
