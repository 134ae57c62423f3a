/**
 * The one way tests build the API: a fresh app on a fresh database for each test (in-memory
 * SQLite, or a schema of its own in the PostgreSQL run: ./test-database.ts), with a fixed clock
 * and a silent logger, closed after the test, so no test sees another's rows.
 *
 * @example
 * const setup = appPerTest();
 * test('…', async () => { const t = await setup({ LEADS_RATE_LIMIT: 3 }); await t.app.request('/api/health'); });
 */
import { afterEach } from 'vitest';
import { createApp } from '#api/app.ts';
import type { AppDeps } from '#api/app-deps.ts';
import { type Config, testConfig } from '#api/config.ts';
import { fixedClock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import { createPriceStreams } from '#api/market/price-streams.ts';
import { createSimulatedFeed } from '#api/market/simulated-feed.ts';
import { openTestDatabase } from './test-database.ts';

/** The time every test app starts at. */
export const TEST_NOW = '2026-11-20T09:30:00.000Z';

async function createTestApp(overrides: Partial<Config>) {
  const config = testConfig(overrides);
  const database = await openTestDatabase();
  const { db, rateCounters } = database.engine;
  const clock = fixedClock(TEST_NOW);
  // The feed shares the test clock: moving the clock moves prices; `market.stop()` freezes them.
  const market = createSimulatedFeed({ clock });
  // Its timer never moves the test clock: a test publishes a tick and re-checks sessions itself.
  const priceStreams = createPriceStreams({ market, db, clock });
  const deps: AppDeps = { db, rateCounters, clock, config, logger: createLogger('silent'), market, priceStreams };
  return { app: createApp(deps), ...deps, clock, market, priceStreams, database };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A setup function for the tests of one file: each call builds an app (with `defaults` and then
 * `overrides` over the test configuration) and closes its database after the current test.
 */
export function appPerTest(defaults: Partial<Config> = {}): (overrides?: Partial<Config>) => Promise<TestApp> {
  let open: TestApp[] = [];
  afterEach(async () => {
    const closing = open;
    open = [];
    for (const t of closing) t.priceStreams.closeAll();
    await Promise.all(closing.map((t) => t.database.drop()));
  });
  return async (overrides = {}) => {
    const t = await createTestApp({ ...defaults, ...overrides });
    open.push(t);
    return t;
  };
}

/** A JSON POST for `app.request`. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** The JSON body of a test response, loosely typed so assertions can reach into it. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on the shape they expect
export async function readJson(res: Response): Promise<any> {
  return res.json();
}
