import { expect, test } from 'vitest';
import { appPerTest } from '#api/testing/test-app.ts';
import { dailyHealthSince, latestHealthCheck, pruneHealthHistory, recordHealthCheck } from './health-checks.ts';

const setup = appPerTest();

test('pruning removes old single checks but keeps their daily roll-up until its own retention', async () => {
  const { db } = await setup();
  const record = (at: string, status: 'operational' | 'down', latencyMs: number | null) =>
    recordHealthCheck(db, { service: 'api', status, latencyMs, checkedAt: new Date(at) });
  await record('2026-01-10T10:00:00.000Z', 'operational', 10);
  await record('2026-11-01T10:00:00.000Z', 'operational', 10);
  await record('2026-11-01T10:01:00.000Z', 'down', null);
  await record('2026-11-20T09:00:00.000Z', 'operational', 30);

  const removed = await pruneHealthHistory(db, {
    checksBefore: new Date('2026-11-13T09:30:00.000Z'),
    daysBefore: '2026-01-11',
  });
  expect(removed).toEqual({ checks: 3, days: 1 });
  expect(await db.selectFrom('health_checks').select('checked_at').execute()).toEqual([
    { checked_at: '2026-11-20T09:00:00.000Z' },
  ]);
  expect(await dailyHealthSince(db, '2026-01-01')).toEqual([
    { service: 'api', date: '2026-11-01', operational: 1, degraded: 0, down: 1, latencyTotalMs: 10, latencyCount: 1 },
    { service: 'api', date: '2026-11-20', operational: 1, degraded: 0, down: 0, latencyTotalMs: 30, latencyCount: 1 },
  ]);
  expect(await latestHealthCheck(db, 'api')).toMatchObject({ status: 'operational', latency_ms: 30 });
});
