import { randomUUID } from 'node:crypto';
import { NUL_CHARACTER_MESSAGE } from '@alpora/shared/schemas/text';
import { describe, expect, test } from 'vitest';
import { createApp } from '#api/app.ts';
import { findSubscription } from '#api/repositories/subscriptions.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { confirmedSubscriber, linkToken, mailsTo } from '#api/testing/subscribers.ts';
import { appPerTest, postJson, readJson, TEST_NOW } from '#api/testing/test-app.ts';

const appFor = appPerTest();
const PATH = '/api/status/subscriptions';
const EMAIL = 'ada@example.com';
const form = (overrides: Record<string, unknown> = {}) => ({
  email: '  Ada@Example.COM ',
  consentVersion: 'en-2025-07-23',
  page: '/status',
  ...overrides,
});

async function setup(overrides: Parameters<typeof appFor>[0] = {}) {
  const t = await appFor(overrides);
  let kicks = 0;
  // The app as the server builds it, with this process's mail sender to wake.
  const app = createApp({ ...t, kickMailSender: () => (kicks += 1) });
  const post = (body: unknown) => app.request(PATH, postJson(body));
  return { ...t, app, post, kicks: () => kicks };
}

/** What a client can observe of an answer, less the request's own id and call count. */
async function observable(res: Response) {
  const headers = [...res.headers].filter(([name]) => !['x-request-id', 'ratelimit'].includes(name));
  return { status: res.status, headers, body: await res.text() };
}

describe('POST /api/status/subscriptions', () => {
  test('answers 202 confirmation-sent, records a pending status subscription and mails the confirmation link at once', async () => {
    const t = await setup();
    const res = await t.post(form());
    expect(res.status).toBe(202);
    expect(await readJson(res)).toEqual({ status: 'confirmation-sent' });
    expect(await findSubscription(t.db, EMAIL, 'status')).toMatchObject({
      state: 'pending',
      requested_consent_version: 'en-2025-07-23',
      requested_page: '/status',
      // Without `ts` the request's time is the server's.
      requested_at: TEST_NOW,
    });
    const [confirmation] = await mailsTo(t.db, EMAIL);
    expect(confirmation).toMatchObject({ template: 'confirm-subscription', status: 'queued' });
    expect(t.kicks()).toBe(1);
  });

  test('records the time the visitor gave as the consent time', async () => {
    const t = await setup();
    await t.post(form({ ts: '2026-11-20T09:29:58.123456Z' }));
    expect((await findSubscription(t.db, EMAIL, 'status'))?.requested_at).toBe('2026-11-20T09:29:58.123Z');
  });

  test('answers exactly alike for a new, a pending, a confirmed, a withdrawn and a capped address, and a bot', async () => {
    const t = await setup();
    const answers = [await observable(await t.post(form({ email: 'new@example.com' })))];
    await t.post(form({ email: 'pending@example.com' }));
    answers.push(await observable(await t.post(form({ email: 'pending@example.com' }))));
    await confirmedSubscriber(t.db, 'confirmed@example.com', 'status', t.clock.now());
    answers.push(await observable(await t.post(form({ email: 'confirmed@example.com' }))));
    const note = (await mailsTo(t.db, 'confirmed@example.com')).at(-1);
    await t.app.request(`/email/unsubscribe?token=${linkToken(note, 'unsubscribeUrl')}`, {
      method: 'POST',
    });
    answers.push(await observable(await t.post(form({ email: 'confirmed@example.com' }))));
    // The third mail to this address today was the one above: the cap stops the next.
    answers.push(await observable(await t.post(form({ email: 'confirmed@example.com' }))));
    answers.push(await observable(await t.post(form({ email: 'bot@example.com', website: 'https://spam.example' }))));

    expect(answers[0]).toMatchObject({ status: 202, body: '{"status":"confirmation-sent"}' });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await mailsTo(t.db, 'confirmed@example.com')).map((mail) => mail.template)).toEqual([
      'confirm-subscription',
      'already-subscribed',
      'confirm-subscription',
    ]);
    expect(await findSubscription(t.db, 'bot@example.com', 'status')).toBeUndefined();
  });

  test.each([
    ['no email', { email: undefined }, 'email', 'Enter your email address.'],
    ['a bad email', { email: 'ada-at-example.com' }, 'email', 'Enter a valid email address.'],
    ['a NUL in the email', { email: 'ada\u0000@example.com' }, 'email', NUL_CHARACTER_MESSAGE],
    ['no consent version', { consentVersion: undefined }, 'consentVersion', undefined],
    ['a NUL in the consent version', { consentVersion: 'en\u0000' }, 'consentVersion', NUL_CHARACTER_MESSAGE],
    ['a page that is not a path', { page: 'status' }, 'page', 'A page path starts with /.'],
    ['a time that is not ISO', { ts: 'yesterday' }, 'ts', 'Use an ISO 8601 date and time.'],
  ])('%s answers 422 naming the field, and nothing is stored', async (_case, change, field, message) => {
    const t = await setup();
    const res = await t.post(form(change));
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toContain(field);
    if (message) expect(body.error.fields[field]).toBe(message);
    expect(await t.db.selectFrom('mail_subscriptions').selectAll().execute()).toEqual([]);
  });

  test('malformed JSON answers 400, not 500', async () => {
    const t = await setup();
    expect((await t.post('{"email":')).status).toBe(400);
  });

  test('more requests than the form limit from one address answer 429 with Retry-After', async () => {
    const t = await setup({ LEADS_RATE_LIMIT: 2 });
    expect((await t.post(form())).status).toBe(202);
    expect((await t.post(form())).status).toBe(202);
    const limited = await t.post(form());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('lead forms and the updates list', () => {
  test.each([
    ['a waitlist sign-up', sampleLead('waitlist'), 'ada.lovelace@example.com'],
    ['a plan sign-up ticked for updates', sampleLead('plan', { updates: true }), 'ada.lovelace@example.com'],
    ['a one-pager request ticked for updates', sampleLead('one-pager', { updates: true }), 'cfo@example.com'],
  ])(
    '%s asks the address to confirm the updates subscription, with the lead consent record',
    async (_case, lead, email) => {
      const t = await setup();
      expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(201);
      expect(await findSubscription(t.db, email, 'updates')).toMatchObject({
        state: 'pending',
        requested_consent_version: 'en-2025-07-23',
        requested_page: '/pricing',
        requested_at: '2026-11-20T09:29:58.000Z',
      });
      expect((await mailsTo(t.db, email)).filter((mail) => mail.template === 'confirm-subscription')).toHaveLength(1);
      expect(t.kicks()).toBe(1);
    },
  );

  test.each([
    ['a plan sign-up', sampleLead('plan'), 'ada.lovelace@example.com'],
    ['a plan sign-up ticked off', sampleLead('plan', { updates: false }), 'ada.lovelace@example.com'],
    ['a one-pager request', sampleLead('one-pager'), 'cfo@example.com'],
    ['a demo request', sampleLead('demo'), 'grace@example.com'],
  ])('%s subscribes nobody', async (_case, lead, email) => {
    const t = await setup();
    expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(201);
    expect(await findSubscription(t.db, email, 'updates')).toBeUndefined();
    expect((await mailsTo(t.db, email)).filter((mail) => mail.template === 'confirm-subscription')).toEqual([]);
  });

  test('a replayed waitlist submission sends no second confirmation; a new one does', async () => {
    const t = await setup();
    const lead = sampleLead('waitlist');
    await t.app.request('/api/leads', postJson(lead));
    expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(200);
    const confirmations = () => mailsTo(t.db, 'ada.lovelace@example.com');
    expect(await confirmations()).toHaveLength(1);
    await t.app.request('/api/leads', postJson(sampleLead('waitlist', { clientId: randomUUID() })));
    expect(await confirmations()).toHaveLength(2);
  });

  test('"updates" must be a boolean', async () => {
    const t = await setup();
    const res = await t.app.request('/api/leads', postJson(sampleLead('plan', { updates: 'yes' })));
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).error.fields)).toEqual(['updates']);
  });
});
