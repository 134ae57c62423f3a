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
    windowBefore: new Date('2026-11-13T09:30:00.000Z'),
  });
  expect(removed).toEqual({ checks: 3, days: 1 });
  expect(await db.selectFrom('health_checks').select('checked_at').execute()).toEqual([
    { checked_at: '2026-11-20T09:00:00.000Z' },
  ]);
  expect(await dailyHealthSince(db, '2026-01-01')).toEqual([
    {
      service: 'api',
      date: '2026-11-01',
      operational: 1,
      degraded: 0,
      down: 1,
      latencyTotalMs: 10,
      latencyCount: 1,
      downMinutes: 1,
    },
    {
      service: 'api',
      date: '2026-11-20',
      operational: 1,
      degraded: 0,
      down: 0,
      latencyTotalMs: 30,
      latencyCount: 1,
      downMinutes: 0,
    },
  ]);
  expect(await latestHealthCheck(db, 'api')).toMatchObject({ status: 'operational', latency_ms: 30 });
  // The minute marked down on 1 Nov is pruned with the single checks: its day keeps the count.
  expect(await db.selectFrom('health_down_minutes').selectAll().execute()).toEqual([]);
});

test('a down minute seen twice, by two checks or two witnesses, counts once in its day', async () => {
  const { db } = await setup();
  const down = (at: string, spanMs?: number) =>
    recordHealthCheck(db, {
      service: 'api',
      status: 'down',
      latencyMs: null,
      checkedAt: new Date(at),
      ...(spanMs ? { spanMs } : {}),
    });
  // Each speaks for the minute before it: 08:59:10–09:00:10 and 08:59:40–09:00:40, both 08:59 and 09:00.
  await down('2026-11-20T09:00:10.000Z');
  await down('2026-11-20T09:00:40.000Z');
  // Three minutes before 09:03:30 meet 09:00 (again), 09:01, 09:02 and 09:03.
  await down('2026-11-20T09:03:30.000Z', 180_000);
  const [day] = await dailyHealthSince(db, '2026-11-20');
  expect(day).toMatchObject({ down: 3, downMinutes: 5 });
});
