/**
 * The OpenAPI 3.1 document of the API, built from the route declarations themselves, for the
 * developer page (/api) and the site's link check. The app is built with inert dependencies:
 * a Kysely instance whose driver never connects (no SQLite file, no native module loaded),
 * a fixed clock, a stopped market feed and a silent logger; declaring routes touches none of them.
 *
 * Run directly, it prints the document as JSON on stdout, so the site build can read it from
 * a child process without bundling the API (docs/decisions.md, "The API reference").
 *
 * @example node api/src/openapi.ts > openapi.json
 */
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { createApp } from './app.ts';
import { testConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import { memoryRateCounters } from './http/rate-counters.ts';
import { fixedClock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { createSimulatedFeed } from './market/simulated-feed.ts';

function inertDatabase(): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}

/** The document exactly as `GET /api/openapi.json` serves it. */
async function openApiDocument(): Promise<Record<string, unknown>> {
  const clock = fixedClock('2025-01-01T00:00:00.000Z');
  const app = createApp({
    db: inertDatabase(),
    rateCounters: memoryRateCounters,
    clock,
    market: createSimulatedFeed({ clock, running: false }),
    config: testConfig(),
    logger: createLogger('silent'),
  });
  const res = await app.request('/api/openapi.json');
  if (!res.ok) throw new Error(`The OpenAPI document answered ${res.status}.`);
  return (await res.json()) as Record<string, unknown>;
}

if (import.meta.main) {
  // Route modules may start timers (market feed, purges): exit once the pipe has it all.
  process.stdout.write(`${JSON.stringify(await openApiDocument(), null, 2)}\n`, () => process.exit(0));
}
