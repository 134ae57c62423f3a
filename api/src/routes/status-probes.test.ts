/**
 * POST /api/status/probes admits only the bearer of STATUS_PROBE_TOKEN, refuses what the page
 * cannot take with a clear 4xx, and counts an observation posted again once
 * (docs/decisions.md §266).
 */
import { describe, expect, test } from 'vitest';
import { observationsEvery, probePost, TEST_PROBE_TOKEN } from '#api/testing/status-probes.ts';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest({ STATUS_PROBE_TOKEN: TEST_PROBE_TOKEN });
type Db = Awaited<ReturnType<typeof setup>>['db'];
/** The monitoring periods, by service. */
const periods = (db: Db) =>
  db
    .selectFrom('monitoring_periods')
    .select(['source', 'service', 'started_at', 'ended_at'])
    .orderBy('service')
    .execute();
const batch = {
  observations: observationsEvery('2026-11-20T09:20:00.000Z', '2026-11-20T09:25:00.000Z', 60_000, 'down'),
};

describe('who may post', () => {
  test('without STATUS_PROBE_TOKEN configured the route is not there', async () => {
    const { app } = await setup({ STATUS_PROBE_TOKEN: undefined });
    const res = await app.request('/api/status/probes', probePost(batch));
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.message).toContain('STATUS_PROBE_TOKEN');
  });

  test.each([
    ['no token', null, 401],
    ['another token', 'not-the-probe-token-but-just-as-long-0000', 403],
    ['a prefix of the token', TEST_PROBE_TOKEN.slice(0, 10), 403],
  ] as const)('%s is refused with %i and nothing is stored', async (_, token, status) => {
    const { app, db } = await setup();
    const res = await app.request('/api/status/probes', probePost(batch, token));
    expect(res.status).toBe(status);
    if (status === 401) expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await db.selectFrom('status_probe_observations').selectAll().execute()).toEqual([]);
  });
});

describe('what is stored', () => {
  test('a batch posted again is counted once: same checks, same down minutes, same uptime', async () => {
    const { app, db } = await setup();
    const first = await app.request('/api/status/probes', probePost(batch));
    expect(await readJson(first)).toEqual({ accepted: 10, duplicates: 0, late: 0, refused: [] });
    const before = await readJson(await app.request('/api/status'));
    const daily = await db.selectFrom('health_daily').selectAll().orderBy('service').execute();

    const again = await app.request('/api/status/probes', probePost(batch));
    expect(await readJson(again)).toEqual({ accepted: 0, duplicates: 10, late: 0, refused: [] });
    expect(await db.selectFrom('health_daily').selectAll().orderBy('service').execute()).toEqual(daily);
    expect(daily.map((row) => [row.service, row.down, row.down_minutes])).toEqual([
      ['api', 5, 5],
      ['app', 5, 5],
    ]);
    expect(await readJson(await app.request('/api/status'))).toEqual(before);
    // The five minutes the probe covered are one period, however often they were posted.
    expect(await periods(db)).toEqual([
      { source: 'probe', service: 'api', started_at: '2026-11-20T09:20:00.000Z', ended_at: '2026-11-20T09:25:00.000Z' },
      { source: 'probe', service: 'app', started_at: '2026-11-20T09:20:00.000Z', ended_at: '2026-11-20T09:25:00.000Z' },
    ]);
  });

  test('an observation twice in one batch counts once', async () => {
    const { app } = await setup();
    const [one] = batch.observations;
    const res = await app.request('/api/status/probes', probePost({ observations: [one, one] }));
    expect(await readJson(res)).toEqual({ accepted: 1, duplicates: 1, late: 0, refused: [] });
  });
});

describe('bad bodies', () => {
  const at = (observedAt: string, coversFrom = observedAt) => ({
    service: 'api',
    status: 'down',
    observedAt,
    coversFrom,
    latencyMs: null,
  });
  const [good] = batch.observations;
  test.each([
    ['no observations field', {}, 'observations'],
    ['an empty batch', { observations: [] }, 'observations'],
    ['more than 200 observations', { observations: Array(201).fill(good) }, 'observations'],
    ['observations that are not a list', { observations: 'many' }, 'observations'],
  ])('%s answers 422 naming the field, and stores nothing', async (_, body, field) => {
    const { app, db } = await setup();
    const res = await app.request('/api/status/probes', probePost(body));
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).error.fields)).toContain(field);
    expect(await db.selectFrom('status_probe_observations').selectAll().execute()).toEqual([]);
  });

  test.each([
    ['a service the probe cannot see', { ...good, service: 'orchestrator' }, 'service'],
    ['an unknown verdict', { ...good, status: 'unknown' }, 'status'],
    ['a time that is not ISO 8601', at('yesterday'), 'observedAt'],
    ['a time in the future', at('2026-11-20T09:32:00.000Z'), 'observedAt'],
    ['a time older than 30 days', at('2026-10-21T09:00:00.000Z'), 'coversFrom'],
    ['coversFrom after observedAt', at('2026-11-20T09:00:00.000Z', '2026-11-20T09:01:00.000Z'), 'coversFrom'],
    [
      'more than 15 minutes in one observation',
      at('2026-11-20T09:20:00.000Z', '2026-11-20T09:00:00.000Z'),
      'coversFrom',
    ],
    ['a negative latency', { ...good, latencyMs: -1 }, 'latencyMs'],
    ['not an object', 'down', '_'],
  ])('%s is refused by its index and field while the rest of the batch is stored', async (_, bad, field) => {
    const { app, db } = await setup();
    const [, second] = batch.observations;
    const res = await app.request('/api/status/probes', probePost({ observations: [good, bad, second] }));
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toMatchObject({ accepted: 2, duplicates: 0 });
    expect(body.refused).toHaveLength(1);
    expect(body.refused[0].index).toBe(1);
    expect(Object.keys(body.refused[0].fields)).toContain(field);
    expect(await db.selectFrom('status_probe_observations').select('service').orderBy('service').execute()).toEqual([
      { service: 'api' },
      { service: 'app' },
    ]);
  });

  test('malformed JSON answers 400', async () => {
    const { app } = await setup();
    expect((await app.request('/api/status/probes', probePost('{"observations": ['))).status).toBe(400);
  });
});

describe('late observations (docs/decisions.md §275)', () => {
  test('a late "operational" fills no gap; a late "down" still counts as downtime', async () => {
    const { app, db } = await setup();
    // The test clock reads 09:30; these were made an hour ago.
    const lateUp = observationsEvery('2026-11-20T08:20:00.000Z', '2026-11-20T08:25:00.000Z', 60_000, 'operational');
    const lateDown = observationsEvery('2026-11-20T08:25:00.000Z', '2026-11-20T08:27:00.000Z', 60_000, 'down');
    const res = await app.request('/api/status/probes', probePost({ observations: [...lateUp, ...lateDown] }));
    expect(await readJson(res)).toEqual({ accepted: 14, duplicates: 0, late: 10, refused: [] });

    expect(await periods(db)).toEqual([
      { source: 'probe', service: 'api', started_at: '2026-11-20T08:25:00.000Z', ended_at: '2026-11-20T08:27:00.000Z' },
      { source: 'probe', service: 'app', started_at: '2026-11-20T08:25:00.000Z', ended_at: '2026-11-20T08:27:00.000Z' },
    ]);
    const daily = await db
      .selectFrom('health_daily')
      .select(['service', 'operational', 'down'])
      .orderBy('service')
      .execute();
    expect(daily).toEqual([
      { service: 'api', operational: 0, down: 2 },
      { service: 'app', operational: 0, down: 2 },
    ]);
    const status = await readJson(await app.request('/api/status'));
    expect(status.services.find((s: { id: string }) => s.id === 'api').uptime30d).toBe(0);
  });

  test('an observation posted within five minutes of being made counts, whatever it saw', async () => {
    const { app } = await setup();
    const recent = observationsEvery('2026-11-20T09:24:00.000Z', '2026-11-20T09:29:00.000Z', 60_000, 'operational');
    expect(await readJson(await app.request('/api/status/probes', probePost({ observations: recent })))).toMatchObject({
      accepted: 10,
      late: 0,
    });
  });
});
