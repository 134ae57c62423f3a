import { DESIGN_PARTNER_COHORT } from '@alpora/shared/schemas/leads';
import { expect, test } from 'vitest';
import { bearer } from '#api/testing/accounts.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';
import { withBearer } from '#api/testing/two-factor.ts';

const setup = appPerTest();

test('GET /api/partners/seats counts the applications the team accepted, not the ones sent', async () => {
  const t = await setup({ LEADS_RATE_LIMIT: 100 });
  const seats = async () => readJson(await t.app.request('/api/partners/seats'));
  expect(await seats()).toEqual({ cohort: DESIGN_PARTNER_COHORT.name, total: 5, taken: 0, left: 5, recruiting: true });

  // Six applications, none decided: every seat is still open.
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await t.app.request('/api/leads', postJson(sampleLead('design-partner', { email: `p${n}@fund.example` })));
  }
  expect(await seats()).toEqual({ cohort: DESIGN_PARTNER_COHORT.name, total: 5, taken: 0, left: 5, recruiting: true });

  const sales = await signedInAs(t, 'sales');
  const { applications } = await readJson(await t.app.request('/api/admin/partners', bearer(sales.token)));
  const [first, second, third] = applications as { id: string }[];
  const decide = (id: string | undefined, body: unknown) =>
    t.app.request(`/api/admin/partners/${id}/decision`, withBearer(sales.token, body));
  await decide(first?.id, { decision: 'accepted' });
  await decide(second?.id, { decision: 'accepted' });
  await decide(third?.id, { decision: 'declined', note: 'Retail desk; not the fit of this cohort.' });
  expect(await seats()).toEqual({ cohort: DESIGN_PARTNER_COHORT.name, total: 5, taken: 2, left: 3, recruiting: true });

  // Declining an accepted application frees its seat.
  await decide(second?.id, { decision: 'declined', note: 'They withdrew.' });
  expect(await seats()).toEqual({ cohort: DESIGN_PARTNER_COHORT.name, total: 5, taken: 1, left: 4, recruiting: true });
});

test("from the cohort's first day the seats say it recruits no more and an application answers 409, a contact 201", async () => {
  const t = await setup({ LEADS_RATE_LIMIT: 100 });
  const seats = async () => readJson(await t.app.request('/api/partners/seats'));
  const apply = (email: string) => t.app.request('/api/leads', postJson(sampleLead('design-partner', { email })));
  const untilStart = DESIGN_PARTNER_COHORT.starts.getTime() - t.clock.now().getTime();

  t.clock.advance(untilStart - 1);
  expect(await seats()).toMatchObject({ recruiting: true });
  expect((await apply('last-day@fund.example')).status).toBe(201);

  t.clock.advance(1);
  expect(await seats()).toMatchObject({ recruiting: false, left: 5 });
  const refused = await apply('first-day@fund.example');
  expect(refused.status).toBe(409);
  const { error } = await readJson(refused);
  expect(error.code).toBe('cohort_started');
  expect(error.message).toContain(`${DESIGN_PARTNER_COHORT.name} design-partner cohort closed`);
  const stored = await t.db.selectFrom('leads').select('email').where('kind', '=', 'design-partner').execute();
  expect(stored.map((lead) => lead.email)).toEqual(['last-day@fund.example']);
  const contact = await t.app.request(
    '/api/leads',
    postJson(sampleLead('contact', { email: 'first-day@fund.example' })),
  );
  expect(contact.status).toBe(201);
});
