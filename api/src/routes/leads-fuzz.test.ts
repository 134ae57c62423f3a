/**
 * Bad input gets a 4xx, never a 5xx (docs/product.md#api). Random payloads go to every public
 * POST route the OpenAPI document lists (so a route added later is covered too), with extra
 * weight on lead-shaped bodies that are almost valid, their strings drawn from all of Unicode
 * (NUL included: PostgreSQL refuses it, docs/decisions.md §66).
 */
import { LEAD_KINDS } from '@alpora/shared/schemas/leads';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CHEAP_PASSWORD_HASHING } from '#api/testing/accounts.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest({ ...CHEAP_PASSWORD_HASHING, LEADS_RATE_LIMIT: 1_000_000 });

/** An app, and the POST routes its OpenAPI document lists, with a stand-in for path parameters. */
async function appWithPostPaths() {
  const t = await setup();
  const doc = await readJson(await t.app.request('/api/openapi.json'));
  const postPaths = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .filter(([, operations]) => 'post' in operations)
    .map(([path]) => `/api${path.replace(/\{[^}]+\}/g, 'fuzz')}`);
  return { t, postPaths };
}

/** A valid lead with some fields replaced by anything, removed, or added. */
const nearlyValidLead = fc
  .record({
    kind: fc.constantFrom(...LEAD_KINDS),
    replace: fc.dictionary(
      fc.constantFrom('email', 'name', 'firstName', 'company', 'role', 'aumBand', 'clientId', 'ts', 'page', 'consent'),
      fc.oneof(fc.jsonValue(), fc.string(), fc.string({ unit: 'binary' }), fc.constant(undefined)),
    ),
    extra: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 })),
  })
  .map(({ kind, replace, extra }) => JSON.stringify({ ...extra, ...sampleLead(kind), ...replace }));

const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  nearlyValidLead,
  nearlyValidLead,
);

describe('random payloads at every public POST route', () => {
  test('the OpenAPI document lists the lead route among the POST routes', async () => {
    const { postPaths } = await appWithPostPaths();
    expect(postPaths).toContain('/api/leads');
    expect(postPaths).toContain('/api/events');
  });

  test('never answer 5xx', async () => {
    const { t, postPaths } = await appWithPostPaths();
    for (const path of postPaths) {
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom('application/json', 'text/plain'), async (payload, type) => {
          const res = await t.app.request(path, { method: 'POST', headers: { 'Content-Type': type }, body: payload });
          if (res.status >= 500) throw new Error(`${path} answered ${res.status} to ${payload}: ${await res.text()}`);
          return true;
        }),
        { numRuns: 150 },
      );
    }
  }, 120_000);
});

describe('a NUL character in any text of any lead kind', () => {
  test.each(LEAD_KINDS)('%s: refused with a message on that field, nothing stored', async (kind) => {
    const t = await setup();
    const sample = sampleLead(kind);
    // The discriminator chooses the schema; every other string of the lead is a field.
    const fields = Object.keys(sample).filter((key) => key !== 'kind' && typeof sample[key] === 'string');
    const withNul = fc.record({ field: fc.constantFrom(...fields), at: fc.nat(), around: fc.string({ maxLength: 3 }) });
    await fc.assert(
      fc.asyncProperty(withNul, async ({ field, at, around }) => {
        const value = String(sample[field]);
        const cut = at % (value.length + 1);
        const lead = { ...sampleLead(kind), [field]: `${value.slice(0, cut)}${around}\u0000${value.slice(cut)}` };
        const res = await t.app.request('/api/leads', postJson(lead));
        const body = await readJson(res);
        if (res.status !== 422 || !body.error.fields?.[field]) {
          throw new Error(`${field} with NUL answered ${res.status}: ${JSON.stringify(body)}`);
        }
      }),
      { numRuns: 40 },
    );
    expect(await t.db.selectFrom('leads').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('lead_submissions').selectAll().execute()).toEqual([]);
  });
});
