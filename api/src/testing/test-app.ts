/**
 * A fresh app on a fresh in-memory database for each test: no test sees another's rows.
 *
 * @example const { app, db } = await createTestApp(); const res = await app.request('/api/health');
 */

import { afterEach } from 'vitest';
import { createApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import { type Config, testConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { fixedClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { createSimulatedFeed } from '../market/simulated-feed.ts';

export async function createTestApp(overrides: Partial<Config> = {}) {
  const config = testConfig(overrides);
  const db = openDatabase({ dataDir: config.DATA_DIR, file: ':memory:' });
  await migrateToLatest(db);
  const clock = fixedClock('2026-11-20T09:30:00.000Z');
  // The feed shares the test clock: moving the clock moves prices; `market.stop()` freezes them.
  const market = createSimulatedFeed({ clock });
  const deps: AppDeps = { db, clock, config, logger: createLogger('silent'), market };
  return { app: createApp(deps), ...deps, clock, market };
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

/**
 * A setup function that gives each test its own app and closes its database after the test.
 *
 * @example const setup = appPerTest(createAuthTestApp); test('…', async () => { const t = await setup(); });
 */
export function appPerTest<T extends { db: { destroy(): Promise<void> } }>(create: () => Promise<T>): () => Promise<T> {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  return async () => {
    const t = await create();
    close = () => t.db.destroy();
    return t;
  };
}
