/**
 * `pnpm bench:inbox`: how fast the leads inbox answers its first page over a large table
 * (docs/back-office.md#leads-inbox). Seeds LEADS leads (100,000 by default) of every kind,
 * status and a few hundred campaigns, a fifth of them with a confirmed address, into a fresh
 * database, then asks `GET /api/admin/leads` through the app in this process (signed in as
 * sales, audit entry included) RUNS times per query after a few unmeasured warm-up runs, and
 * prints the median and p95 of each. Target: under 100 ms at the median. Method and figures:
 * docs/benchmarks.md.
 *
 * Options: LEADS (100000), RUNS (50), ENGINES (`sqlite,postgres`, default `sqlite`), KEEP_DIR
 * (SQLite only: a folder whose database is kept and seeded only once, so a change of index can
 * be measured again without seeding anew; new migrations run on it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LEAD_STATUSES } from '@alpora/shared/schemas/admin-leads';
import { LEAD_KINDS } from '@alpora/shared/schemas/leads';
import { createApp } from '../../api/src/app.ts';
import { createSession } from '../../api/src/auth/sessions.ts';
import { testConfig } from '../../api/src/config.ts';
import { type DatabaseEngine, openDatabase } from '../../api/src/db/engine.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import type { NewLead } from '../../api/src/db/schema.ts';
import { systemClock } from '../../api/src/lib/clock.ts';
import { createLogger } from '../../api/src/lib/logger.ts';
import { createSimulatedFeed } from '../../api/src/market/simulated-feed.ts';
import { leadSearchKey } from '../../api/src/repositories/leads.ts';
import { insertUser } from '../../api/src/repositories/users.ts';
import { startPostgresCluster } from '../../api/src/testing/postgres-cluster.ts';
import { median } from './median.ts';

const leadCount = Number(process.env.LEADS ?? 100_000);
const runs = Number(process.env.RUNS ?? 50);
const engines = (process.env.ENGINES ?? 'sqlite').split(',').map((name) => name.trim());
const keepDir = process.env.KEEP_DIR;
const WARM_UP = 5;
const TARGET_MS = 100;

/** The queries measured: the inbox as it opens, and as staff narrow it most often. */
const QUERIES = [
  ['first page, no filter', ''],
  ['campaign', '?campaign=campaign-17'],
  ['search q (rare: a surname)', '?q=lovelace'],
  ['search q (common: a company word)', '?q=capital'],
  ['status and kind', '?status=qualified&kind=demo'],
  ['confirmed', '?confirmed=yes'],
] as const;

const STATUS_WEIGHTS: Record<(typeof LEAD_STATUSES)[number], number> = {
  new: 50,
  contacted: 20,
  qualified: 10,
  won: 5,
  lost: 10,
  spam: 5,
};
const SURNAMES = ['Hopper', 'Turing', 'Curie', 'Noether', 'Hamilton', 'Liskov', 'Ritchie', 'Knuth', 'Dijkstra'];
const COMPANY_WORDS = ['Capital', 'Trading', 'Partners', 'Markets', 'Holdings', 'Labs', 'Desk', 'Fund', 'Group', 'AG'];

/** A small deterministic generator, so every run seeds the same table. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)] as T;
}

function weightedStatus(next: () => number): string {
  let roll = next() * 100;
  for (const [status, weight] of Object.entries(STATUS_WEIGHTS)) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'new';
}

async function seed(db: DatabaseEngine['db']): Promise<void> {
  const next = random(42);
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const span = 700 * 86_400_000;
  const batch: NewLead[] = [];
  const confirmed: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insertInto('leads').values(batch.splice(0)).execute();
  };
  for (let i = 0; i < leadCount; i += 1) {
    // One in a thousand is Ada Lovelace; timestamps collide now and then, as real ones do.
    const surname = i % 1000 === 0 ? 'Lovelace' : pick(next, SURNAMES);
    const at = new Date(start + Math.floor((next() * span) / 1000) * 1000).toISOString();
    const campaign = next() < 0.3 ? null : `campaign-${Math.floor(next() * 300)}`;
    const email = `person${i}@example${i % 97}.com`;
    const name = `Person${i} ${surname}`;
    // Drawn in the order of the first seeding, so every version of this script seeds the same table.
    const kind = pick(next, LEAD_KINDS);
    const company = next() < 0.5 ? `${pick(next, SURNAMES)} ${pick(next, COMPANY_WORDS)}` : null;
    batch.push({
      public_id: crypto.randomUUID(),
      kind,
      email,
      name,
      company,
      search_key: leadSearchKey({ name, email, company }),
      consent_version: 'en-2025-07-23',
      consented_at: at,
      consent_page: '/contact',
      utm_source: campaign ? pick(next, ['newsletter', 'linkedin', 'google', 'x', 'partner']) : null,
      utm_medium: campaign ? pick(next, ['email', 'cpc', 'social']) : null,
      utm_campaign: campaign,
      status: weightedStatus(next),
      created_at: at,
      updated_at: at,
    });
    if (next() < 0.2) confirmed.push(email);
    // Small enough for SQLite's and PostgreSQL's limits on parameters per statement.
    if (batch.length === 500) await flush();
  }
  await flush();
  for (let i = 0; i < confirmed.length; i += 500) {
    const emails = confirmed.slice(i, i + 500);
    await db
      .insertInto('mail_subscriptions')
      .values(
        emails.map((email) => ({
          email,
          list: 'updates',
          state: 'confirmed',
          locale: 'en',
          requested_consent_version: 'en-2025-07-23',
          requested_page: '/',
          requested_at: '2025-06-01T00:00:00.000Z',
          confirmed_at: '2025-06-01T00:10:00.000Z',
          confirmed_consent_version: 'en-2025-07-23',
          created_at: '2025-06-01T00:00:00.000Z',
          updated_at: '2025-06-01T00:10:00.000Z',
        })),
      )
      .execute();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(engineName: string, url: string | undefined) {
  const kept = keepDir !== undefined && url === undefined;
  if (kept) fs.mkdirSync(keepDir, { recursive: true });
  const dataDir = kept ? keepDir : fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-inbox-bench-'));
  const engine = openDatabase({ url, dataDir, file: 'alpora.sqlite' });
  try {
    await migrateToLatest(engine.db);
    const stored = await engine.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(stored.n) === 0) {
      const seeded = performance.now();
      await seed(engine.db);
      const seconds = ((performance.now() - seeded) / 1000).toFixed(1);
      process.stdout.write(`${engineName}: ${leadCount} leads seeded in ${seconds} s\n`);
    }
    const config = testConfig({ API_RATE_LIMIT_PER_MINUTE: 100_000_000 });
    const clock = systemClock;
    const app = createApp({
      db: engine.db,
      rateCounters: engine.rateCounters,
      clock,
      config,
      logger: createLogger('silent'),
      market: createSimulatedFeed({ clock }),
    });
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await insertUser(engine.db, {
      id,
      username: `bench-sales-${id.slice(0, 8)}`,
      email: `bench-sales-${id.slice(0, 8)}@example.com`,
      passwordHash: '!',
      firstName: null,
      lastName: null,
      createdAt: now,
    });
    await engine.db.updateTable('users').set({ role: 'sales' }).where('id', '=', id).execute();
    const device = { userAgent: 'bench', addressHint: null };
    const { token } = await createSession(engine.db, id, { method: 'password+totp', device }, new Date());
    const rows: string[] = [];
    for (const [name, query] of QUERIES) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < WARM_UP + runs; run += 1) {
        const started = performance.now();
        const res = await app.request(`/api/admin/leads${query}`, { headers: { Authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { total: number };
        const elapsed = performance.now() - started;
        if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
        total = body.total;
        if (run >= WARM_UP) times.push(elapsed);
      }
      const mid = median(times);
      rows.push(
        `| ${engineName} | ${name} | ${total} | ${mid.toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${mid < TARGET_MS ? 'met' : 'missed'} |`,
      );
    }
    // One export of every lead: the cap's worst case (docs/decisions.md §128).
    const exportStarted = performance.now();
    const res = await app.request('/api/admin/leads/export.csv', { headers: { Authorization: `Bearer ${token}` } });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`export: ${res.status}`);
    const seconds = ((performance.now() - exportStarted) / 1000).toFixed(1);
    exportLines.push(`${engineName}: export.csv of ${leadCount} leads, ${(bytes / 1e6).toFixed(1)} MB in ${seconds} s`);
    return rows;
  } finally {
    await engine.close();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const exportLines: string[] = [];
const table = [
  '| engine | query | matching leads | median ms | p95 ms | < 100 ms |',
  '| --- | --- | --- | --- | --- | --- |',
];
for (const name of engines) {
  if (name === 'sqlite') table.push(...(await measure('SQLite', undefined)));
  else if (name === 'postgres') {
    const cluster = await startPostgresCluster();
    try {
      table.push(...(await measure('PostgreSQL', cluster.url)));
    } finally {
      await cluster.stop();
    }
  } else {
    process.stderr.write(`ENGINES must list sqlite and/or postgres, comma-separated; got "${name}"\n`);
    process.exit(2);
  }
}
process.stdout.write(`\n${table.join('\n')}\n\n${runs} runs per query after ${WARM_UP} warm-up runs.\n`);
process.stdout.write(`${exportLines.join('\n')}\n`);
