import { expect, test } from 'vitest';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest();

test('GET /api/partners/seats counts stored design-partner applications out of 5', async () => {
  const t = await setup({ LEADS_RATE_LIMIT: 100 });
  const seats = async () => readJson(await t.app.request('/api/partners/seats'));
  expect(await seats()).toEqual({ cohort: 'Q4 2025', total: 5, taken: 0, left: 5 });

  await t.app.request('/api/leads', postJson(sampleLead('design-partner', { email: 'one@fund.example' })));
  await t.app.request('/api/leads', postJson(sampleLead('design-partner', { email: 'two@fund.example' })));
  // A repeat application and other kinds take no seat.
  await t.app.request('/api/leads', postJson(sampleLead('design-partner', { email: 'two@fund.example' })));
  await t.app.request('/api/leads', postJson(sampleLead('contact')));
  expect(await seats()).toEqual({ cohort: 'Q4 2025', total: 5, taken: 2, left: 3 });

  for (const n of [3, 4, 5, 6]) {
    await t.app.request('/api/leads', postJson(sampleLead('design-partner', { email: `p${n}@fund.example` })));
  }
  expect(await seats()).toEqual({ cohort: 'Q4 2025', total: 5, taken: 6, left: 0 });
});
