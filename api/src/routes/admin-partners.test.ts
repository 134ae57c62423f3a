/**
 * Design-partner applications in the back office (docs/back-office.md#design-partners): the
 * list shows every answer of the form and the decision; accepting takes a seat and is refused
 * past the cohort's seats; declining needs a note; a decision can change; each list view and
 * each decision is one audit entry.
 */
import { DESIGN_PARTNER_COHORT } from '@alpora/shared/schemas/leads';
import { describe, expect, test } from 'vitest';
import { bearer } from '#api/testing/accounts.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';
import { withBearer } from '#api/testing/two-factor.ts';

const setup = appPerTest({ LEADS_RATE_LIMIT: 100 });

async function apply(t: TestApp, email: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const lead = sampleLead('design-partner', { email, ...overrides });
  const res = await t.app.request('/api/leads', postJson(lead));
  expect(res.status).toBe(201);
  return lead.clientId as string;
}

function decide(t: TestApp, token: string, id: string, body: unknown) {
  return t.app.request(`/api/admin/partners/${id}/decision`, withBearer(token, body));
}

function audit(t: TestApp) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_name', 'action', 'subject_type', 'subject_id', 'detail'])
    .orderBy('id')
    .execute();
}

describe('GET /api/admin/partners', () => {
  test('lists every answer of each application, newest first, pending until decided, and audits the view', async () => {
    const t = await setup();
    const first = await apply(t, 'desk@bletchley.example');
    t.clock.advance(60_000);
    const second = await apply(t, 'ops@fund.example', { company: 'Fund Two', infrastructure: '' });
    await t.app.request('/api/leads', postJson(sampleLead('contact')));
    const sales = await signedInAs(t, 'sales', { username: 'sam' });

    const res = await t.app.request('/api/admin/partners', bearer(sales.token));
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.seats).toEqual({ cohort: DESIGN_PARTNER_COHORT.name, total: 5, taken: 0, left: 5, recruiting: true });
    expect(body.applications.map((a: { id: string }) => a.id)).toEqual([second, first]);
    expect(body.applications[1]).toEqual({
      id: first,
      receivedAt: '2026-11-20T09:30:00.000Z',
      updatedAt: '2026-11-20T09:30:00.000Z',
      company: 'Bletchley Capital',
      role: 'Head of Trading',
      email: 'desk@bletchley.example',
      useCase: 'multi-venue-execution',
      monthlyVolume: '100m-1b',
      timeline: '1-3-months',
      infrastructure: 'FIX gateway, two CEX accounts, Postgres.',
      state: 'pending',
      cohort: null,
      note: null,
      decidedBy: null,
      decidedAt: null,
    });
    expect(body.applications[0]).toMatchObject({ company: 'Fund Two', infrastructure: null });
    expect(await audit(t)).toEqual([
      {
        actor_name: 'sam',
        action: 'partners.list',
        subject_type: 'partner',
        subject_id: null,
        detail: JSON.stringify({ applications: 2 }),
      },
    ]);
  });
});

describe('POST /api/admin/partners/{id}/decision', () => {
  test('accepting stores who decided and when, takes a seat, and is audited in the same step', async () => {
    const t = await setup();
    const id = await apply(t, 'desk@bletchley.example');
    const sales = await signedInAs(t, 'sales', { username: 'sam' });
    t.clock.advance(3_600_000);

    const res = await decide(t, sales.token, id, { decision: 'accepted', note: '  Strong FIX setup. ' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      application: expect.objectContaining({
        id,
        state: 'accepted',
        cohort: DESIGN_PARTNER_COHORT.name,
        note: 'Strong FIX setup.',
        decidedBy: 'sam',
        decidedAt: '2026-11-20T10:30:00.000Z',
      }),
      seats: { cohort: DESIGN_PARTNER_COHORT.name, total: 5, taken: 1, left: 4, recruiting: true },
    });
    expect(await audit(t)).toEqual([
      {
        actor_name: 'sam',
        action: 'partner.decision',
        subject_type: 'partner',
        subject_id: id,
        detail: JSON.stringify({
          from: 'pending',
          to: 'accepted',
          cohort: DESIGN_PARTNER_COHORT.name,
          note: 'Strong FIX setup.',
        }),
      },
    ]);
  });

  test('a decline without a note answers 422 and changes nothing; with one it is stored', async () => {
    const t = await setup();
    const id = await apply(t, 'desk@bletchley.example');
    const sales = await signedInAs(t, 'sales');

    for (const note of [undefined, '', '   ']) {
      const res = await decide(t, sales.token, id, { decision: 'declined', note });
      expect(res.status).toBe(422);
      expect((await readJson(res)).error.fields).toEqual({ note: 'Say why the application is declined.' });
    }
    expect(await audit(t)).toEqual([]);

    const res = await decide(t, sales.token, id, { decision: 'declined', note: 'Retail only.' });
    expect(res.status).toBe(200);
    expect((await readJson(res)).application).toMatchObject({ state: 'declined', note: 'Retail only.' });
  });

  // claim: partner-seats
  test('accepting past the cohort’s seats answers 409; a decline frees a seat; re-accepting a seated one is no new seat', async () => {
    const t = await setup();
    const ids: string[] = [];
    for (let n = 0; n <= DESIGN_PARTNER_COHORT.seats; n += 1) ids.push(await apply(t, `p${n}@fund.example`));
    const admin = await signedInAs(t, 'admin');
    const seated = ids.slice(0, DESIGN_PARTNER_COHORT.seats);
    const last = ids[DESIGN_PARTNER_COHORT.seats] as string;
    for (const id of seated) expect((await decide(t, admin.token, id, { decision: 'accepted' })).status).toBe(200);

    const full = await decide(t, admin.token, last, { decision: 'accepted' });
    expect(full.status).toBe(409);
    expect((await readJson(full)).error).toEqual({
      code: 'cohort_full',
      message: `All 5 seats of the ${DESIGN_PARTNER_COHORT.name} cohort are taken. Decline or reconsider an accepted application first.`,
    });
    // Changing the note of an application already seated takes no second seat.
    expect(
      (await decide(t, admin.token, seated[0] as string, { decision: 'accepted', note: 'Kick-off 1 Dec.' })).status,
    ).toBe(200);

    expect(
      (await decide(t, admin.token, seated[1] as string, { decision: 'declined', note: 'Withdrew.' })).status,
    ).toBe(200);
    const now = await decide(t, admin.token, last, { decision: 'accepted' });
    expect(now.status).toBe(200);
    expect((await readJson(now)).seats).toEqual({
      cohort: DESIGN_PARTNER_COHORT.name,
      total: 5,
      taken: 5,
      left: 0,
      recruiting: true,
    });
    const states = await t.db
      .selectFrom('leads')
      .select(['public_id', 'partner_decision'])
      .where('partner_decision', '=', 'accepted')
      .execute();
    expect(states).toHaveLength(DESIGN_PARTNER_COHORT.seats);
  });

  test('an id that is no design-partner application answers 404, and a malformed one 422', async () => {
    const t = await setup();
    const contact = sampleLead('contact');
    await t.app.request('/api/leads', postJson(contact));
    const sales = await signedInAs(t, 'sales');
    const notPartner = await decide(t, sales.token, contact.clientId as string, { decision: 'accepted' });
    expect(notPartner.status).toBe(404);
    expect((await readJson(notPartner)).error.code).toBe('not_found');
    const malformed = await decide(t, sales.token, 'not-an-id', { decision: 'accepted' });
    expect(malformed.status).toBe(422);
    const unknown = await decide(t, sales.token, crypto.randomUUID(), { decision: 'maybe' });
    expect((await readJson(unknown)).error.fields).toEqual({ decision: 'Choose accepted or declined.' });
    expect(await audit(t)).toEqual([]);
  });
});
