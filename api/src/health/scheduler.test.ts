import type { ServiceId } from '@alpora/shared/schemas/status';
import { describe, expect, test, vi } from 'vitest';
import { fakeLeadership } from '#api/testing/fake-leadership.ts';
import { appPerTest, type TestApp } from '#api/testing/test-app.ts';
import type { HealthCheck } from './checks.ts';
import { HEALTH_CHECKS_JOB, startHealthScheduler } from './scheduler.ts';

const setup = appPerTest();

/** Checks that answer at once, without probing anything. */
const quickChecks = (services: ServiceId[]): HealthCheck[] =>
  services.map((service) => ({ service, run: async () => ({ status: 'operational', latencyMs: 1, detail: null }) }));

const storedServices = async (t: TestApp) =>
  (await t.db.selectFrom('health_checks').select('service').orderBy('id').execute()).map((row) => row.service);

describe('startHealthScheduler and the cluster’s leadership (docs/decisions.md §62)', () => {
  test('a process that does not lead the health checks stores no check', async () => {
    const t = await setup();
    const leadership = fakeLeadership(false);

    // The first run starts at once; stop() waits for it.
    await startHealthScheduler({ ...t, leadership }, quickChecks(['app', 'api'])).stop();

    expect(leadership.asked).toEqual([HEALTH_CHECKS_JOB]);
    expect(await storedServices(t)).toEqual([]);
  });

  test('the process that leads them stores one result per check', async () => {
    const t = await setup();
    const leadership = fakeLeadership(true);

    await startHealthScheduler({ ...t, leadership }, quickChecks(['app', 'api'])).stop();

    expect(leadership.asked).toEqual([HEALTH_CHECKS_JOB]);
    expect(await storedServices(t)).toEqual(['app', 'api']);
  });

  test('a process that does not lead asks again at every interval and runs the checks once it leads', async () => {
    const t = await setup({ HEALTH_CHECK_INTERVAL_MS: 100 });
    const leadership = fakeLeadership(false);
    const scheduler = startHealthScheduler({ ...t, leadership }, quickChecks(['api']));
    try {
      // Runs never overlap, so by the second ask the first run is over.
      await vi.waitFor(() => expect(leadership.asked.length).toBeGreaterThanOrEqual(2));
      expect(await storedServices(t)).toEqual([]);

      leadership.leads = true;
      await vi.waitFor(async () => expect(await storedServices(t)).toContain('api'));
    } finally {
      await scheduler.stop();
    }
  });
});
