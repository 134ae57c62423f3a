import type { LeadKind } from '@alpora/shared/schemas/leads';
import { describe, expect, test } from 'vitest';
import type { Config } from '#api/config.ts';
import { STORED_PERSON, sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';

const appFor = appPerTest();
const DAY = 24 * 60 * 60 * 1000;

async function setup(overrides: Partial<Config> = {}) {
  const t = await appFor(overrides);
  const post = (body: unknown) => t.app.request('/api/leads', postJson(body));
  const rows = () => t.db.selectFrom('leads').selectAll().execute();
  return { ...t, post, rows };
}

// The consent record and campaign of a sample lead's first submission, which repeats keep.
const firstConsentAndCampaign = {
  consent_version: 'en-2025-07-23',
  consented_at: '2026-11-20T09:29:58.000Z',
  consent_page: '/pricing',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'q4-launch',
  referrer: 'https://news.example.com/issue-12',
};
const firstSubmission = {
  ...firstConsentAndCampaign,
  submission_count: 1,
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
};

const expectedColumns: Record<LeadKind, Record<string, unknown>> = {
  waitlist: { ...STORED_PERSON, selected_plan: 'pro' },
  plan: { ...STORED_PERSON, selected_plan: 'desk-plus' },
  'one-pager': { email: 'cfo@example.com', role: 'family-office', aum_band: '100-500m', name: null },
  demo: { name: 'Grace Hopper', email: 'grace@example.com', company: 'Compilers Ltd', message: 'Risk limits, please.' },
  contact: { name: 'Alan Turing', email: 'alan@example.com', message: 'Do you support options?', company: null },
  'design-partner': {
    company: 'Bletchley Capital',
    role: 'Head of Trading',
    use_case: 'multi-venue-execution',
    monthly_volume: '100m-1b',
    timeline: '1-3-months',
    infrastructure: 'FIX gateway, two CEX accounts, Postgres.',
    email: 'desk@bletchley.example',
  },
};

describe('POST /api/leads stores every kind', () => {
  test.each(Object.keys(expectedColumns) as LeadKind[])('%s: 201 and every field stored', async (kind) => {
    const t = await setup();
    const lead = sampleLead(kind);
    const res = await t.post(lead);
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ id: lead.clientId, outcome: 'accepted' });
    const [row, ...others] = await t.rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ public_id: lead.clientId, kind, ...firstSubmission, ...expectedColumns[kind] });
    const submissions = await t.db.selectFrom('lead_submissions').selectAll().execute();
    expect(submissions).toHaveLength(1);
    expect(JSON.parse(submissions[0]?.payload ?? '{}')).toMatchObject({ kind, clientId: lead.clientId, consent: true });
  });

  test('optional fields may be left out; empty optional text is stored as null', async () => {
    const t = await setup();
    const res = await t.post(
      sampleLead('waitlist', { company: '   ', selectedPlan: undefined, utm_source: '', referrer: undefined }),
    );
    expect(res.status).toBe(201);
    expect((await t.rows())[0]).toMatchObject({ company: null, selected_plan: null, utm_source: null, referrer: null });
  });
});

describe('POST /api/leads rejects invalid fields with their message', () => {
  // Per kind: a field, a value it refuses, and the message the form shows for it.
  const invalidFields: Record<LeadKind, [field: string, value: unknown, message: string][]> = {
    waitlist: [
      ['firstName', '   ', 'Enter your first name.'],
      ['lastName', undefined, 'Enter your last name.'],
      ['email', '', 'Enter your work email.'],
      ['email', 'ada@', 'Enter a valid email address.'],
      ['interest', 'retail', 'Choose what describes you best.'],
      ['selectedPlan', 'gold', 'Choose a plan.'],
    ],
    plan: [
      ['selectedPlan', undefined, 'Choose a plan.'],
      // The consent record names words a form of this kind showed (docs/decisions.md §241).
      [
        'consentVersion',
        'en-waitlist-2026-11-24',
        'Unknown consent notice version for a plan lead: send the version of the notice the form shows.',
      ],
      // Another language's notice belongs to its own form only (docs/decisions.md §321).
      [
        'consentVersion',
        'fr-waitlist-2026-11-24',
        'Unknown consent notice version for a plan lead: send the version of the notice the form shows.',
      ],
      [
        'updatesConsentVersion',
        'en-updates-1999-01-01',
        'Unknown product updates notice version for a plan lead: send the version of the box the form shows.',
      ],
    ],
    'one-pager': [
      ['role', 'ceo', 'Choose your role.'],
      [
        'updatesConsentVersion',
        'de-2025-07-23',
        'Unknown product updates notice version for a one-pager lead: send the version of the box the form shows.',
      ],
      ['aumBand', '1b+', 'Choose your assets under management.'],
      ['email', 'not-an-email', 'Enter a valid email address.'],
    ],
    demo: [
      ['name', '', 'Enter your name.'],
      [
        'consentVersion',
        'test',
        'Unknown consent notice version for a demo lead: send the version of the notice the form shows.',
      ],
    ],
    contact: [
      ['message', ' ', 'Enter a message.'],
      ['email', undefined, 'Enter your email address.'],
      ['message', 'x'.repeat(5001), 'Use at most 5000 characters.'],
      // The fields every kind has, checked once.
      ['clientId', 'retry-1', 'A submission id (UUID) is required.'],
      ['consent', false, 'Consent is required.'],
      ['ts', 'yesterday', 'Use an ISO 8601 date and time.'],
      ['page', 'contact', 'A page path starts with /.'],
      ['kind', 'newsletter', 'Unknown lead kind.'],
    ],
    'design-partner': [
      ['company', '', 'Enter your company name.'],
      ['role', '', 'Enter your role.'],
      ['useCase', '', 'Choose your primary use case.'],
      ['monthlyVolume', 'lots', 'Choose your monthly volume.'],
      // claim: lead-timeline-choices
      ['timeline', undefined, 'Choose your implementation timeline.'],
      ['timeline', '6-12-months', 'Choose your implementation timeline.'],
      ['email', '', 'Enter a contact email.'],
    ],
  };
  const cases = Object.entries(invalidFields).flatMap(([kind, rows]) =>
    rows.map(([fieldName, value, message]) => [kind as LeadKind, fieldName, value, message] as const),
  );

  test.each(cases)('%s %s = %j: "%s"', async (kind, fieldName, value, message) => {
    const t = await setup();
    const res = await t.post(sampleLead(kind, { [fieldName]: value }));
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({ [fieldName]: message });
    expect(await t.rows()).toEqual([]);
  });

  test.each([
    ['fr-CH,fr;q=0.9,en;q=0.8', { name: 'Saisissez votre nom.', email: 'Saisissez une adresse e-mail valable.' }],
    ['de-CH', { name: 'Geben Sie Ihren Namen ein.', email: 'Geben Sie eine gültige E-Mail-Adresse ein.' }],
    ['it', { name: 'Inserisca il Suo nome.', email: 'Inserisca un indirizzo e-mail valido.' }],
    ['es-ES,pt;q=0.5', { name: 'Enter your name.', email: 'Enter a valid email address.' }],
  ])('the field messages speak the language the request accepts (%s)', async (acceptLanguage, fields) => {
    const t = await setup();
    const lead = sampleLead('contact', { name: '', email: 'alan@' });
    const res = await t.app.request('/api/leads', postJson(lead, { 'Accept-Language': acceptLanguage }));
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual(fields);
    expect(await t.rows()).toEqual([]);
  });

  test.each([
    ['the current waitlist notice', 'waitlist', 'en-waitlist-2026-11-24'],
    ['the current plan notice', 'plan', 'en-plan-2026-11-24'],
    ['a retired notice an older page still sends', 'waitlist', 'en-2025-07-23'],
    ['the French waitlist notice', 'waitlist', 'fr-waitlist-2026-11-24'],
    ['the German notice of the contact form', 'contact', 'de-2025-07-23'],
    ['the Italian plan notice', 'plan', 'it-plan-2026-11-24'],
    ['no notice, from a client that does not say', 'contact', 'unknown'],
  ] as const)('a lead sent under %s stores its version', async (_case, kind, version) => {
    const t = await setup();
    expect((await t.post(sampleLead(kind, { consentVersion: version }))).status).toBe(201);
    expect((await t.rows()).map((row) => row.consent_version)).toEqual([version]);
  });

  test("a French waitlist lead with the French updates box is stored, and its subscription names the box's version", async () => {
    const t = await setup();
    const lead = sampleLead('waitlist', {
      consentVersion: 'fr-waitlist-2026-11-24',
      updates: true,
      updatesConsentVersion: 'fr-updates-2026-11-24',
      locale: 'fr',
    });
    expect((await t.post(lead)).status).toBe(201);
    expect((await t.rows()).map((row) => [row.consent_version, row.locale])).toEqual([
      ['fr-waitlist-2026-11-24', 'fr'],
    ]);
    const subscriptions = await t.db.selectFrom('mail_subscriptions').select('requested_consent_version').execute();
    expect(subscriptions).toEqual([{ requested_consent_version: 'fr-updates-2026-11-24' }]);
  });

  test('malformed JSON answers 400 in the error format', async () => {
    const t = await setup();
    const res = await t.post('{"kind": "contact",');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.code).toBeTruthy();
  });
});

describe('POST /api/leads never duplicates', () => {
  test('the same email and kind answers 201 accepted with its own client id and adds a submission to the lead', async () => {
    const t = await setup();
    expect((await t.post(sampleLead('contact'))).status).toBe(201);
    const second = sampleLead('contact', { email: 'ALAN@example.com', message: 'A second question.' });
    const repeat = await t.post(second);
    expect(repeat.status).toBe(201);
    expect(await readJson(repeat)).toEqual({ id: second.clientId, outcome: 'accepted' });
    const rows = await t.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ submission_count: 2 });
    // Both messages are kept in the submission log.
    const payloads = await t.db.selectFrom('lead_submissions').select('payload').orderBy('received_at').execute();
    expect(payloads.map((p) => JSON.parse(p.payload).message)).toEqual([
      'Do you support options?',
      'A second question.',
    ]);
  });

  test('a repeat with another name and message leaves what the first submission stored, and moves the last activity', async () => {
    const t = await setup();
    expect((await t.post(sampleLead('contact'))).status).toBe(201);
    const repeat = sampleLead('contact', {
      name: 'Alan M. Turing',
      message: 'A second question.',
      ts: '2026-11-21T10:00:00.000Z',
    });
    t.clock.advance(DAY);
    expect((await t.post(repeat)).status).toBe(201);
    const [row] = await t.rows();
    expect(row).toMatchObject({
      name: 'Alan Turing',
      message: 'Do you support options?',
      submission_count: 2,
      created_at: '2026-11-20T09:30:00.000Z',
      updated_at: '2026-11-21T09:30:00.000Z',
    });
  });

  test('a repeat keeps the first consent record and campaign, and fills only fields still empty', async () => {
    const t = await setup();
    expect((await t.post(sampleLead('waitlist', { company: undefined, selectedPlan: undefined }))).status).toBe(201);
    const repeat = sampleLead('waitlist', {
      firstName: 'Augusta Ada',
      lastName: 'King',
      company: 'Difference Engines GmbH',
      interest: 'fintech-platform',
      selectedPlan: 'enterprise',
      consentVersion: 'en-waitlist-2026-11-24',
      ts: '2026-11-21T10:00:00.000Z',
      page: '/contact',
      utm_source: 'linkedin',
      utm_medium: undefined,
      utm_campaign: 'partners',
      referrer: undefined,
    });
    expect((await t.post(repeat)).status).toBe(201);
    const [row] = await t.rows();
    expect(row).toMatchObject({
      ...firstConsentAndCampaign,
      ...STORED_PERSON,
      company: 'Difference Engines GmbH',
      selected_plan: 'enterprise',
      submission_count: 2,
    });
  });

  test('a repeat fills a campaign the first submission did not have', async () => {
    const t = await setup();
    const noCampaign = { utm_source: undefined, utm_medium: undefined, utm_campaign: undefined, referrer: undefined };
    expect((await t.post(sampleLead('contact', noCampaign))).status).toBe(201);
    expect((await t.post(sampleLead('contact', { utm_source: 'linkedin', utm_campaign: 'partners' }))).status).toBe(
      201,
    );
    expect((await t.rows())[0]).toMatchObject({
      utm_source: 'linkedin',
      utm_campaign: 'partners',
      consent_page: '/pricing',
    });
  });

  test('a retry with the same client id changes nothing and answers 200', async () => {
    const t = await setup();
    const lead = sampleLead('waitlist');
    expect((await t.post(lead)).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const retry = await t.post({ ...lead, company: 'Changed in flight' });
      expect(retry.status).toBe(200);
      expect(await readJson(retry)).toEqual({ id: lead.clientId, outcome: 'replayed' });
    }
    const rows = await t.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company: 'Analytical Engines AG', submission_count: 1 });
  });

  test('the same email in another kind is another lead', async () => {
    const t = await setup();
    await t.post(sampleLead('waitlist'));
    await t.post(sampleLead('plan'));
    expect((await t.rows()).map((row) => row.kind)).toEqual(['waitlist', 'plan']);
  });

  test('a filled honeypot is answered like a person and stores nothing', async () => {
    const t = await setup();
    const bot = sampleLead('contact', { website: 'https://spam.example' });
    const res = await t.post(bot);
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ id: bot.clientId, outcome: 'accepted' });
    expect(await t.rows()).toEqual([]);
  });
});

describe('POST /api/leads tells a probe nothing about earlier leads (docs/decisions.md §80)', () => {
  /** What an answer says, without what differs between any two requests (their id, the rate count). */
  async function answerOf(res: Response) {
    const headers = Object.fromEntries(
      [...res.headers.entries()].filter(([name]) => !['x-request-id', 'ratelimit'].includes(name)),
    );
    return { status: res.status, headers, body: await readJson(res) };
  }

  test('two submissions of one address with different client ids get answers identical but for the echoed id', async () => {
    const t = await setup();
    const first = sampleLead('contact');
    const second = sampleLead('contact', { message: 'A second question.' });
    const firstAnswer = await answerOf(await t.post(first));
    const secondAnswer = await answerOf(await t.post(second));

    expect(firstAnswer.body.id).toBe(first.clientId);
    expect(secondAnswer.body.id).toBe(second.clientId);
    expect(secondAnswer).toEqual({ ...firstAnswer, body: { ...firstAnswer.body, id: second.clientId } });
    // The second one did find the first: it updated the lead rather than adding one.
    expect((await t.rows()).map((row) => row.submission_count)).toEqual([2]);
  });
});

describe('POST /api/leads limits', () => {
  test('a burst gets 429 with Retry-After, and the window frees up again', async () => {
    const t = await setup({ LEADS_RATE_LIMIT: 3, LEADS_RATE_WINDOW_SECONDS: 60 });
    for (let i = 0; i < 3; i++) expect((await t.post(sampleLead('contact', { email: `a${i}@x.ch` }))).status).toBe(201);
    const limited = await t.post(sampleLead('contact', { email: 'a4@x.ch' }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    const body = await readJson(limited);
    expect(body.error).toMatchObject({ code: 'rate_limited' });
    expect(body.error.message).toMatch(/try again in 60 seconds/);
    t.clock.advance(45_000);
    expect((await t.post(sampleLead('contact', { email: 'a5@x.ch' }))).headers.get('retry-after')).toBe('15');
    t.clock.advance(15_000);
    expect((await t.post(sampleLead('contact', { email: 'a6@x.ch' }))).status).toBe(201);
    expect(await t.rows()).toHaveLength(4);
  });

  test('an oversized body answers 413', async () => {
    const t = await setup({ BODY_LIMIT_BYTES: 1024 });
    const res = await t.post(sampleLead('contact', { message: 'x'.repeat(2000) }));
    expect(res.status).toBe(413);
    expect((await readJson(res)).error.code).toBe('payload_too_large');
    expect(await t.rows()).toEqual([]);
  });
});

describe('GET /api/leads/demo-booking', () => {
  test('answers the configured calendar page, mailbox and the 20-minute length', async () => {
    const t = await setup({ DEMO_BOOKING_URL: 'https://cal.example.com/alpora/demo' });
    const res = await t.app.request('/api/leads/demo-booking');
    expect(await readJson(res)).toEqual({
      bookingUrl: 'https://cal.example.com/alpora/demo',
      contactEmail: 'sales@alpora.ch',
      minutes: 20,
    });
  });

  test('answers null without a configured calendar', async () => {
    const t = await setup();
    expect((await readJson(await t.app.request('/api/leads/demo-booking'))).bookingUrl).toBeNull();
  });
});
