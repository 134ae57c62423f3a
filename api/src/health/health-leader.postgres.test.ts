import type { ServiceId } from '@alpora/shared/schemas/status';
import { afterEach, expect, test, vi } from 'vitest';
import { testConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/engine.ts';
import { fixedClock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import { TEST_NOW } from '#api/testing/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#api/testing/test-database.ts';
import type { HealthCheck } from './checks.ts';
import { startHealthScheduler } from './scheduler.ts';

const INTERVAL_MS = 100;
/** A bound no healthy run comes near; the test never asserts on speed. */
const GENEROUS = { timeout: 20 * INTERVAL_MS, interval: INTERVAL_MS / 5 };
const SERVICES: ServiceId[] = ['app', 'api'];

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/**
 * One API process of the cluster: an engine of its own (pool and leadership) on the shared
 * schema, running the health checks every INTERVAL_MS. Its checks answer at once, each result
 * signed with the process's name and the check's run number ("a run 3").
 */
function startApiProcess(name: string, place: { url: string; schema: string }) {
  const engine = openDatabase({ ...place, dataDir: '', file: '', poolSize: 2 });
  let asks = 0;
  const leadership = {
    holds: async (job: string) => {
      asks += 1;
      return engine.leadership.holds(job);
    },
    close: () => engine.leadership.close(),
  };
  const checks: HealthCheck[] = SERVICES.map((service) => {
    let runs = 0;
    return {
      service,
      run: async () => ({ status: 'operational', latencyMs: 1, detail: `${name} run ${++runs}` }),
    };
  });
  const scheduler = startHealthScheduler(
    {
      db: engine.db,
      clock: fixedClock(TEST_NOW),
      config: testConfig({ HEALTH_CHECK_INTERVAL_MS: INTERVAL_MS }),
      logger: createLogger('silent'),
      leadership,
    },
    checks,
  );
  let stopped: Promise<void> | undefined;
  return {
    name,
    /** How often it asked for the lead so far. */
    asks: () => asks,
    /** Stops its scheduler (waiting for a run in progress) and closes its engine, giving the lead back. */
    stop() {
      stopped ??= scheduler.stop().then(() => engine.close());
      return stopped;
    },
  };
}

/** The signatures of every stored check of `service`, in the order they were stored. */
async function signaturesOf(database: TestDatabase, service: ServiceId): Promise<(string | null)[]> {
  const rows = await database.engine.db
    .selectFrom('health_checks')
    .select('detail')
    .where('service', '=', service)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.detail);
}

/** What one process alone leaves for each service over `count` runs: `name run 1`, `name run 2`, … */
function runsOf(name: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${name} run ${index + 1}`);
}

test('two processes on one database: one runs the health checks, the other takes over when it stops', async () => {
  database = await openTestDatabase();
  if (!database.postgres) throw new Error('this test runs in the PostgreSQL test run only');
  const shared = database;
  const processes = [startApiProcess('a', database.postgres), startApiProcess('b', database.postgres)];
  try {
    // Both compete for several intervals.
    await vi.waitFor(() => expect(Math.min(...processes.map((p) => p.asks()))).toBeGreaterThanOrEqual(5), GENEROUS);
    const firstSigner = (await signaturesOf(shared, 'api'))[0]?.split(' ')[0];
    const leader = processes.find((p) => p.name === firstSigner);
    const follower = processes.find((p) => p !== leader);
    if (!leader || !follower) throw new Error('no process ran the checks');

    await leader.stop();
    const leaderRuns = leader.asks();
    await vi.waitFor(
      async () => expect((await signaturesOf(shared, 'api')).length).toBeGreaterThan(leaderRuns),
      GENEROUS,
    );
    await follower.stop();

    // Every ask of the leader ran the checks once, storing one result per service; none of the
    // follower's ran them while the leader lived, and after that only the follower's did.
    for (const service of SERVICES) {
      const signatures = await signaturesOf(shared, service);
      expect(signatures.slice(0, leaderRuns)).toEqual(runsOf(leader.name, leaderRuns));
      expect(signatures.slice(leaderRuns)).toEqual(runsOf(follower.name, signatures.length - leaderRuns));
    }
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
});
