import { describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { fixedClock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import { createSimulatedFeed } from '#api/market/simulated-feed.ts';
import { dailyHealthSince, latestHealthCheck } from '#api/repositories/health-checks.ts';
import { appPerTest } from '#api/testing/test-app.ts';
import { createHealthChecks, marketCheck } from './checks.ts';
import { probeUrl } from './probe.ts';
import { healthCheckRunner } from './scheduler.ts';

const setup = appPerTest();

const answer = (status: number, body: unknown = 'ok') =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch;

describe('HTTP probe', () => {
  test.each([
    [answer(200), 'operational', null],
    [answer(503), 'down', 'HTTP 503'],
    [
      (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
      'down',
      'TypeError: fetch failed',
    ],
  ])('%#: answers %s', async (fetchImpl, status, detail) => {
    const result = await probeUrl('http://example.test/', { timeoutMs: 1000, slowMs: 1000, fetch: fetchImpl });
    expect(result).toMatchObject({ status, detail });
  });

  test('a readiness judge can turn a 200 into down', async () => {
    const accept = async (res: Response) => ((await res.json()) as { ready: boolean }).ready;
    const options = { timeoutMs: 1000, slowMs: 1000, accept };
    expect((await probeUrl('http://x.test/', { ...options, fetch: answer(200, { ready: false }) })).status).toBe(
      'down',
    );
    expect((await probeUrl('http://x.test/', { ...options, fetch: answer(200, { ready: true }) })).status).toBe(
      'operational',
    );
  });

  test('a slow answer is degraded', async () => {
    const slow = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return new Response('ok');
    }) as typeof fetch;
    expect((await probeUrl('http://x.test/', { timeoutMs: 1000, slowMs: 5, fetch: slow })).status).toBe('degraded');
  });
});

describe('market feed check', () => {
  test('turns degraded, then down, as the stopped feed ages', async () => {
    const clock = fixedClock('2026-11-20T09:30:00.000Z');
    const feed = createSimulatedFeed({ clock });
    const config = testConfig({ HEALTH_MARKET_STALE_MS: 30_000, HEALTH_MARKET_DOWN_MS: 300_000 });
    const check = marketCheck({ config, clock, market: feed });
    expect((await check.run()).status).toBe('operational');
    feed.stop();
    clock.advance(31_000);
    expect((await check.run()).status).toBe('degraded');
    clock.advance(270_000);
    expect((await check.run()).status).toBe('down');
    feed.start();
    expect((await check.run()).status).toBe('operational');
  });
});

describe('check list and runner', () => {
  test('the orchestrator is checked only with a configured URL', () => {
    const clock = fixedClock('2026-11-20T09:30:00.000Z');
    const market = createSimulatedFeed({ clock });
    const services = (config = testConfig()) =>
      createHealthChecks({ config, clock, market, selfUrl: 'http://127.0.0.1:1' }).map((c) => c.service);
    expect(services()).toEqual(['app', 'api', 'market']);
    expect(services(testConfig({ HEALTH_ORCHESTRATOR_URL: 'http://o.test/health' }))).toEqual([
      'app',
      'api',
      'orchestrator',
      'market',
    ]);
  });

  test('a run stores each result and adds it to the day', async () => {
    const t = await setup();
    const checks = createHealthChecks({
      config: t.config,
      clock: t.clock,
      market: t.market,
      selfUrl: 'http://127.0.0.1:1',
      fetch: async (url) =>
        new Response(JSON.stringify({ ready: true }), { status: String(url).endsWith('/') ? 500 : 200 }),
    });
    const run = healthCheckRunner({ ...t, logger: createLogger('silent') }, checks);
    await run();
    await run();
    expect(await latestHealthCheck(t.db, 'app')).toMatchObject({
      status: 'down',
      checked_at: '2026-11-20T09:30:00.000Z',
    });
    expect(await latestHealthCheck(t.db, 'api')).toMatchObject({ status: 'operational' });
    const days = await dailyHealthSince(t.db, '2026-11-20');
    expect(days.map(({ service, operational, down }) => ({ service, operational, down }))).toEqual([
      { service: 'app', operational: 0, down: 2 },
      { service: 'api', operational: 2, down: 0 },
      { service: 'market', operational: 2, down: 0 },
    ]);
  });
});
