/**
 * docs/product.md#api: bad input gets a 4xx, never a 5xx. Random payloads go to every public
 * POST route the OpenAPI document lists (so a route added later is covered too), with extra
 * weight on lead-shaped bodies that are almost valid.
 */
import { LEAD_KINDS } from '@alpora/shared/schemas/leads';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, readJson } from '../testing/test-app.ts';
import { sampleLead } from './leads-samples.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let postPaths: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LEADS_RATE_LIMIT: 1_000_000, ARGON2_MEMORY_KIB: 1024, ARGON2_ITERATIONS: 1 });
  const doc = await readJson(await t.app.request('/api/openapi.json'));
  postPaths = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .filter(([, operations]) => 'post' in operations)
    .map(([path]) => `/api${path.replace(/\{[^}]+\}/g, 'fuzz')}`);
});
afterAll(async () => t.db.destroy());

/** A valid lead with some fields replaced by anything, removed, or added. */
const nearlyValidLead = fc
  .record({
    kind: fc.constantFrom(...LEAD_KINDS),
    replace: fc.dictionary(
      fc.constantFrom('email', 'name', 'firstName', 'company', 'role', 'aumBand', 'clientId', 'ts', 'page', 'consent'),
      fc.oneof(fc.jsonValue(), fc.string(), fc.constant(undefined)),
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
  test('the OpenAPI document lists the lead route among the POST routes', () => {
    expect(postPaths).toContain('/api/leads');
    expect(postPaths).toContain('/api/events');
  });

  test('never answer 5xx', async () => {
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
