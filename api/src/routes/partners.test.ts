import { afterEach, expect, test } from 'vitest';
import { createTestApp, postJson, readJson } from '../testing/test-app.ts';
import { sampleLead } from './leads-samples.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

test('GET /api/partners/seats counts stored design-partner applications out of 5', async () => {
  const t = await createTestApp({ LEADS_RATE_LIMIT: 100 });
  close = () => t.db.destroy();
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
