/**
 * The status page cannot hide an outage (docs/product.md#status-page, docs/decisions.md §263–§266):
 * a restart leaves time nobody checked, which the page lists and which lowers the coverage, and
 * what the outside probe saw while the server was down counts in the uptime and the strip.
 * claim: measured-availability
 */
import type { ServiceId } from '@alpora/shared/schemas/status';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import type { HealthCheck } from '#api/health/checks.ts';
import { healthCheckRunner } from '#api/health/scheduler.ts';
import { observationsEvery, probePost, TEST_PROBE_TOKEN } from '#api/testing/status-probes.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest({ STATUS_PROBE_TOKEN: TEST_PROBE_TOKEN });
const MINUTE = 60_000;
/** The monitored services of the test app: the scheduler checks them all, the probe the App and the API. */
const WATCHED = ['app', 'api', 'market'];
const BEFORE_MONITORING = { from: '2026-10-22T00:00:00.000Z', to: '2026-11-20T09:30:00.000Z', services: WATCHED };

const quickChecks = (services: ServiceId[]): HealthCheck[] =>
  services.map((service) => ({ service, run: async () => ({ status: 'operational', latencyMs: 1, detail: null }) }));

/**
 * One server process: its scheduler runs at once and then every minute of the test clock, `runs`
 * times in all, checking the services its settings name.
 */
async function serverRuns(t: TestApp, runs: number, services: ServiceId[] = ['app', 'api', 'market']) {
  const runOnce = healthCheckRunner(t, quickChecks(services));
  for (let run = 0; run < runs; run++) {
    if (run > 0) t.clock.advance(MINUTE);
    await runOnce();
  }
}

const statusOf = async (t: TestApp) => readJson(await t.app.request('/api/status'));

describe('time nobody was checking', () => {
  test('a restart after three minutes down leaves an unmonitored period and coverage under 100%', async () => {
    const t = await setup();
    await serverRuns(t, 6); // 09:30 to 09:35
    t.clock.advance(3 * MINUTE); // the process is stopped
    await serverRuns(t, 2); // restarted: 09:38 and 09:39

    const body = await statusOf(t);
    const gap = { from: '2026-11-20T09:35:00.000Z', to: '2026-11-20T09:38:00.000Z', services: WATCHED };
    expect(body.unmonitored).toEqual([gap, BEFORE_MONITORING]);
    const today = body.days.at(-1);
    expect(today.unmonitored).toEqual([
      { from: '2026-11-20T00:00:00.000Z', to: '2026-11-20T09:30:00.000Z', services: WATCHED },
      gap,
    ]);
    // Nine minutes since monitoring began, three of them unwatched; nothing was seen down.
    expect(body.metrics.uptime30d).toBe(100);
    expect(body.metrics.coverage30d).toBeLessThan(100);
    expect(body.metrics.coverage30d).toBeGreaterThan(0);
    expect(today.coverage).toBeLessThan(100);
  });

  test('a slow answer in the first run leaves no gap before its verdict: the run checked every service from its start', async () => {
    const t = await setup();
    const checks = quickChecks(['app', 'market']).concat({
      service: 'api',
      run: async () => {
        t.clock.advance(5_000); // the API answers five seconds after the run began
        return { status: 'operational' as const, latencyMs: 5000, detail: null };
      },
    });
    await healthCheckRunner(t, checks)();
    t.clock.advance(MINUTE);

    const body = await statusOf(t);
    expect(body.unmonitored).toEqual([BEFORE_MONITORING]);
  });

  test('a run within the interval continues the period: no gap, full coverage since monitoring began', async () => {
    const t = await setup();
    await serverRuns(t, 3);
    t.clock.advance(30_000); // a quick restart
    await serverRuns(t, 2);

    const body = await statusOf(t);
    expect(body.unmonitored).toEqual([BEFORE_MONITORING]);
    const periods = await t.db
      .selectFrom('monitoring_periods')
      .select(['source', 'service'])
      .orderBy('service')
      .execute();
    expect(periods).toEqual(
      WATCHED.map((service) => ({ source: 'scheduler', service })).sort((a, b) => a.service.localeCompare(b.service)),
    );
  });

  test('a scheduler that stopped is not alive: the time since its last run is unmonitored', async () => {
    const t = await setup();
    await serverRuns(t, 2); // 09:30, 09:31
    t.clock.advance(10 * MINUTE);

    const body = await statusOf(t);
    expect(body.unmonitored[0]).toEqual({
      from: '2026-11-20T09:31:00.000Z',
      to: '2026-11-20T09:41:00.000Z',
      services: WATCHED,
    });
  });

  test('while the scheduler is alive the time since its last stored check is not judged yet, neither watched nor a gap', async () => {
    const t = await setup();
    await serverRuns(t, 2); // 09:30, 09:31
    t.clock.advance(10_000); // inside the grace: the next run is due

    const body = await statusOf(t);
    expect(body.unmonitored).toEqual([BEFORE_MONITORING]);
    // Monitored up to the last check stored (09:31), not to now: 09:30–09:31 of 09:30:00 since midnight is counted.
    expect(body.days.at(-1).coverage).toBe(0.17);
  });

  test('a run whose results could not be stored records no heartbeat: its time is not monitored', async () => {
    const t = await setup();
    await sql`drop table health_daily`.execute(t.db);
    await expect(serverRuns(t, 1)).rejects.toThrow();
    expect(await t.db.selectFrom('monitoring_periods').selectAll().execute()).toEqual([]);
  });
});

describe('a service is monitored only while it is checked', () => {
  test('an Orchestrator checked once is not credited with the hour the scheduler spent checking the others', async () => {
    const t = await setup({ HEALTH_ORCHESTRATOR_URL: 'https://orchestrator.example.com/health' });
    await serverRuns(t, 60); // 09:30 to 10:29, before HEALTH_ORCHESTRATOR_URL was set
    t.clock.advance(MINUTE);
    await serverRuns(t, 1, ['app', 'api', 'orchestrator', 'market']); // 10:30, restarted with it

    const body = await statusOf(t);
    const service = (id: string) => body.services.find((s: { id: string }) => s.id === id);
    expect(service('orchestrator').monitored).toBe(true);
    expect(service('orchestrator').coverage30d).toBe(0);
    expect(service('orchestrator').uptime30d).not.toBe(100);
    expect(service('api').coverage30d).toBeGreaterThan(0);
    expect(body.unmonitored[0]).toEqual({
      from: '2026-11-20T09:30:00.000Z',
      to: '2026-11-20T10:30:00.000Z',
      services: ['orchestrator'],
    });
  });

  test('while a process without the site leads, the App is unmonitored and the others are not', async () => {
    const t = await setup();
    await serverRuns(t, 3); // 09:30 to 09:32, a process that serves the site
    t.clock.advance(MINUTE);
    await serverRuns(t, 3, ['api', 'market']); // 09:33 to 09:35, another process leads, without SERVE_SITE
    t.clock.advance(MINUTE);
    await serverRuns(t, 2); // 09:36, 09:37, the first leads again

    const body = await statusOf(t);
    expect(body.unmonitored).toEqual([
      { from: '2026-11-20T09:32:00.000Z', to: '2026-11-20T09:36:00.000Z', services: ['app'] },
      BEFORE_MONITORING,
    ]);
  });
});

describe('what the outside probe saw while the server was down', () => {
  test('observations of down during the gap give downtime in the uptime and an outage in the strip', async () => {
    const t = await setup();
    // The probe posts as it goes while the server runs…
    const before = observationsEvery('2026-11-20T09:30:00.000Z', '2026-11-20T09:35:00.000Z', 15_000, 'operational');
    await serverRuns(t, 6); // 09:30 to 09:35
    expect((await t.app.request('/api/status/probes', probePost({ observations: before }))).status).toBe(200);
    t.clock.advance(3 * MINUTE); // the server is down: the probe keeps what it sees
    const backlog = [
      ...observationsEvery('2026-11-20T09:35:00.000Z', '2026-11-20T09:37:45.000Z', 15_000, 'down'),
      ...observationsEvery('2026-11-20T09:37:45.000Z', '2026-11-20T09:38:00.000Z', 15_000, 'operational'),
    ];
    await serverRuns(t, 2); // restarted: 09:38, 09:39
    // …and posts its backlog, with the times it saw them, once the server answers.
    const res = await t.app.request('/api/status/probes', probePost({ observations: backlog }));
    expect(await readJson(res)).toEqual({ accepted: backlog.length, duplicates: 0, late: 0, refused: [] });

    const body = await statusOf(t);
    // The probe covered the gap for the App and the API; nobody watched the Market Aggregator then.
    expect(body.unmonitored).toEqual([
      { from: '2026-11-20T09:35:00.000Z', to: '2026-11-20T09:38:00.000Z', services: ['market'] },
      BEFORE_MONITORING,
    ]);
    // App and API 9 of 9 minutes watched, the market 6 of 9: the page's coverage counts each alike.
    expect(body.days.at(-1).unmonitored.at(-1).services).toEqual(['market']);
    const service = (id: string) => body.services.find((s: { id: string }) => s.id === id);
    // App and API: 3 of 9 monitored minutes down. The market is not probed: its gap stays unmonitored, no downtime.
    expect(service('app').uptime30d).toBe(66.66);
    expect(service('api').uptime30d).toBe(66.66);
    expect(service('market').uptime30d).toBe(100);
    expect(service('market').coverage30d).toBeLessThan(service('api').coverage30d);
    // One unwatched service lowers the page's coverage below the API's.
    expect(body.metrics.coverage30d).toBeLessThan(service('api').coverage30d);
    // (2 × 360 s up + 360 s up) over (2 × 540 s + 360 s) judged.
    expect(body.metrics.uptime30d).toBe(75);
    expect(body.days.at(-1)).toMatchObject({ status: 'down', availability: 75 });
    expect(service('api').days.at(-1).status).toBe('down');
  });
});
