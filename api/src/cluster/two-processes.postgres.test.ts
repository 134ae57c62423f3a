/**
 * Two API processes serving one PostgreSQL database (docs/deployment.md), as real processes:
 * a crash of one in the middle of a lead load loses and duplicates nothing (docs/decisions.md
 * §63), the API's call limit counts across both (docs/decisions.md §61), and a lead sent to
 * one and again to the other is stored once.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import type { Database } from '#api/db/schema.ts';
import { type ApiProcess, startApiProcess } from '#api/testing/api-process.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { openTestDatabase, schemaUrl, type TestDatabase } from '#api/testing/test-database.ts';

let running: ApiProcess[] = [];
let databases: TestDatabase[] = [];
afterEach(async () => {
  const processes = running;
  const opened = databases;
  running = [];
  databases = [];
  // Killed, not stopped: a clean stop waits for idle keep-alive connections to close.
  await Promise.all(processes.map((api) => api.kill()));
  await Promise.all(opened.map((database) => database.drop()));
});

/** Two API processes on a fresh schema of the test server, and the test's own view of it. */
async function twoApiProcesses(
  env: Record<string, string>,
): Promise<{ db: Kysely<Database>; a: ApiProcess; b: ApiProcess }> {
  const database = await openTestDatabase();
  databases.push(database);
  if (!database.postgres) throw new Error('this test needs the PostgreSQL run');
  const DATABASE_URL = schemaUrl(database.postgres.url, database.postgres.schema);
  const started = await Promise.allSettled([
    startApiProcess({ DATABASE_URL, ...env }),
    startApiProcess({ DATABASE_URL, ...env }),
  ]);
  for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
  const [a, b] = started;
  if (a?.status !== 'fulfilled') throw a?.reason;
  if (b?.status !== 'fulfilled') throw b?.reason;
  return { db: database.engine.db, a: a.value, b: b.value };
}

/** A waitlist lead of its own email, so every lead is a row of its own. */
const newLead = (clientId = randomUUID()) =>
  sampleLead('waitlist', { clientId, email: `load-${clientId}@example.ch`, ts: new Date().toISOString() });

interface Answer {
  status: number;
  outcome?: string;
  id?: string;
}

/** Posts a lead; no answer (the process died, the connection broke) is undefined. */
async function postLead(api: ApiProcess, lead: Record<string, unknown>): Promise<Answer | undefined> {
  try {
    const response = await fetch(`${api.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
      // A process killed mid-request must not leave the test waiting.
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { outcome?: string; id?: string };
    return { status: response.status, ...body };
  } catch {
    return undefined;
  }
}

/** The remaining count in a `RateLimit` field (`"default";r=19;t=60`). */
function remaining(field: string | null): number | undefined {
  const value = field?.match(/;r=(\d+)/)?.[1];
  return value === undefined ? undefined : Number(value);
}

// Each test starts two servers (a few seconds) before it runs.
describe('two API processes on one PostgreSQL database', { timeout: 30_000 }, () => {
  test('a SIGKILL of one process in the middle of a lead load loses no acknowledged lead and stores none twice', async () => {
    const { db, a, b } = await twoApiProcesses({ LEADS_RATE_LIMIT: '1000000', API_RATE_LIMIT_PER_MINUTE: '1000000' });
    const total = 400;
    const leads = Array.from({ length: total }, () => newLead());
    const acknowledged = new Set<string>();
    let retried = 0;
    let replayed = 0;
    let killed: Promise<void> | undefined;

    /**
     * Sends one lead as the browser's outbox does: to its process first, and while it gets no
     * answer or a 5xx, again with the same client id to the process that survives.
     */
    const deliver = async (index: number) => {
      const lead = leads[index] as Record<string, unknown>;
      let target = index % 2 === 0 ? a : b;
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await postLead(target, lead);
        if (answer && answer.status < 300) {
          expect(answer.id).toBe(lead.clientId);
          if (answer.outcome === 'replayed') replayed += 1;
          acknowledged.add(lead.clientId as string);
          return;
        }
        if (answer && answer.status < 500) throw new Error(`lead ${index} refused with ${answer.status}`);
        retried += 1;
        target = b;
      }
      throw new Error(`lead ${index} was not acknowledged after 5 attempts`);
    };
    // Eight clients, each sending its next lead once the last one is answered.
    let next = 0;
    const client = async () => {
      while (next < total) {
        const index = next;
        next += 1;
        await deliver(index);
        // A third of the way in, with requests to it in flight: process A crashes.
        if (acknowledged.size >= total / 3) killed ??= a.kill();
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    await killed;

    const submissions = await db.selectFrom('lead_submissions').select('client_id').execute();
    const rows = await db.selectFrom('leads').select(['kind', 'email', 'submission_count']).execute();
    const stored = new Set(submissions.map((row) => row.client_id));
    const lost = [...acknowledged].filter((clientId) => !stored.has(clientId));
    const emails = new Set(rows.map((row) => `${row.kind} ${row.email}`));
    // A lead row too many for an email and kind, or a submission counted twice on one lead.
    const duplicates =
      rows.length -
      emails.size +
      rows.reduce((sum, row) => sum + row.submission_count - 1, 0) +
      (submissions.length - stored.size);
    console.log(
      `two-process fault test: acknowledged ${acknowledged.size}, stored ${stored.size}, duplicates ${duplicates}, lost ${lost.length} (${retried} sent again to the survivor, ${replayed} answered as replays)`,
    );

    expect(killed).toBeDefined();
    expect(retried).toBeGreaterThan(0);
    expect(acknowledged.size).toBe(total);
    expect(lost).toEqual([]);
    expect(duplicates).toBe(0);
    expect(stored).toEqual(new Set(leads.map((lead) => lead.clientId)));
    expect(rows).toHaveLength(total);
  });

  test('the API call limit counts across both processes: N calls pass, call N+1 meets a 429', async () => {
    const limit = 20;
    const { a, b } = await twoApiProcesses({ API_RATE_LIMIT_PER_MINUTE: String(limit) });
    const answers: { status: number; remaining: number | undefined }[] = [];
    for (let call = 0; call <= limit; call += 1) {
      const response = await fetch(`${(call % 2 === 0 ? a : b).url}/api/market-data`);
      await response.arrayBuffer();
      answers.push({ status: response.status, remaining: remaining(response.headers.get('RateLimit')) });
    }

    const allowed = Array.from({ length: limit }, (_, call) => ({ status: 200, remaining: limit - 1 - call }));
    expect(answers).toEqual([...allowed, { status: 429, remaining: 0 }]);
  });

  test('a lead sent to one process and again to the other is stored once; the second answers as a replay', async () => {
    const { db, a, b } = await twoApiProcesses({});
    const lead = newLead();

    expect(await postLead(a, lead)).toEqual({ status: 201, outcome: 'accepted', id: lead.clientId });
    expect(await postLead(b, lead)).toEqual({ status: 200, outcome: 'replayed', id: lead.clientId });
    expect(await db.selectFrom('leads').select(['public_id', 'submission_count']).execute()).toEqual([
      { public_id: lead.clientId, submission_count: 1 },
    ]);
    expect(await db.selectFrom('lead_submissions').select('client_id').execute()).toEqual([
      { client_id: lead.clientId },
    ]);
  });
});
