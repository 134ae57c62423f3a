/**
 * A PostgreSQL outage answers like a SQLite one (docs/decisions.md §53, §61): 503 with
 * Retry-After, nothing half-stored, the health check and the write tracker told why.
 */
import net from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { createApp } from '#api/app.ts';
import { testConfig } from '#api/config.ts';
import { databaseWrites } from '#api/health/database-writes.ts';
import { fixedClock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import { createSimulatedFeed } from '#api/market/simulated-feed.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { postJson, readJson } from '#api/testing/test-app.ts';
import { DatabaseUnavailableError } from './database-unavailable.ts';
import { type DatabaseEngine, openDatabase } from './engine.ts';
import { postgresUnwritableReason } from './postgres-dialect.ts';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('postgresUnwritableReason', () => {
  test.each([
    [{ code: 'ECONNREFUSED' }, 'database unreachable'],
    [{ code: '57P01' }, 'database unreachable'],
    [{ code: '08006' }, 'database unreachable'],
    [{ code: '53300' }, 'database unreachable'],
    [{ code: '53100' }, 'disk full'],
    [{ code: '25006' }, 'read-only database'],
    [new Error('Connection terminated unexpectedly'), 'database unreachable'],
    [new Error('timeout exceeded when trying to connect'), 'database unreachable'],
  ])('%o means %s', (error, reason) => {
    expect(postgresUnwritableReason(error)).toBe(reason);
  });

  test.each([[{ code: '23505' }], [{ code: '22001' }], [{ code: '42P01' }], [new Error('syntax error')]])(
    '%o is a bug or a conflict, not an outage',
    (error) => {
      expect(postgresUnwritableReason(error)).toBeUndefined();
    },
  );
});

describe('an unreachable PostgreSQL server', () => {
  let engine: DatabaseEngine | undefined;
  afterEach(async () => {
    await engine?.close();
    engine = undefined;
  });

  async function unreachableApp() {
    const url = `postgres://alpora@127.0.0.1:${await closedPort()}/alpora`;
    engine = openDatabase({ url, dataDir: '', file: '', writeTimeoutMs: 200 });
    const clock = fixedClock('2026-11-20T09:30:00.000Z');
    const app = createApp({
      db: engine.db,
      rateCounters: engine.rateCounters,
      clock,
      config: testConfig(),
      logger: createLogger('silent'),
      market: createSimulatedFeed({ clock, running: false }),
    });
    return { app, db: engine.db };
  }

  test('a query fails as DatabaseUnavailableError', async () => {
    const { db } = await unreachableApp();
    await expect(db.selectFrom('leads').selectAll().execute()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  test('a lead answers 503 with Retry-After, and the write tracker says why', async () => {
    const { app, db } = await unreachableApp();
    const res = await app.request('/api/leads', postJson(sampleLead('contact')));
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson(res)).error.code).toBe('service_unavailable');
    expect(databaseWrites(db).state).toEqual({ writable: false, reason: 'database unreachable' });
  });

  test('the health check answers 503, still live', async () => {
    const { app } = await unreachableApp();
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await readJson(res)).toMatchObject({ live: true, ready: false });
  });
});
