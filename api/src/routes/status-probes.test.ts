/**
 * POST /api/status/probes admits only the bearer of STATUS_PROBE_TOKEN, refuses what the page
 * cannot take with a clear 4xx, and counts an observation posted again once
 * (docs/decisions.md §266).
 */
import { describe, expect, test } from 'vitest';
import { observationsEvery, probePost, TEST_PROBE_TOKEN } from '#api/testing/status-probes.ts';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest({ STATUS_PROBE_TOKEN: TEST_PROBE_TOKEN });
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
    expect(await readJson(first)).toEqual({ accepted: 10, duplicates: 0 });
    const before = await readJson(await app.request('/api/status'));
    const daily = await db.selectFrom('health_daily').selectAll().orderBy('service').execute();

    const again = await app.request('/api/status/probes', probePost(batch));
    expect(await readJson(again)).toEqual({ accepted: 0, duplicates: 10 });
    expect(await db.selectFrom('health_daily').selectAll().orderBy('service').execute()).toEqual(daily);
    expect(daily.map((row) => [row.service, row.down, row.down_minutes])).toEqual([
      ['api', 5, 5],
      ['app', 5, 5],
    ]);
    expect(await readJson(await app.request('/api/status'))).toEqual(before);
    // The five minutes the probe covered are one period, however often they were posted.
    expect(await db.selectFrom('monitoring_periods').select(['source', 'started_at', 'ended_at']).execute()).toEqual([
      { source: 'probe', started_at: '2026-11-20T09:20:00.000Z', ended_at: '2026-11-20T09:25:00.000Z' },
    ]);
  });

  test('an observation twice in one batch counts once', async () => {
    const { app } = await setup();
    const [one] = batch.observations;
    const res = await app.request('/api/status/probes', probePost({ observations: [one, one] }));
    expect(await readJson(res)).toEqual({ accepted: 1, duplicates: 1 });
  });
});

describe('bad bodies', () => {
  const at = (observedAt: string, coversFrom = observedAt) => ({
    observations: [{ service: 'api', status: 'down', observedAt, coversFrom, latencyMs: null }],
  });
  test.each([
    ['no observations field', {}, 'observations'],
    ['an empty batch', { observations: [] }, 'observations'],
    ['more than 200 observations', { observations: Array(201).fill(batch.observations[0]) }, 'observations'],
    [
      'a service the probe cannot see',
      { observations: [{ ...batch.observations[0], service: 'orchestrator' }] },
      'observations.0.service',
    ],
    [
      'an unknown verdict',
      { observations: [{ ...batch.observations[0], status: 'unknown' }] },
      'observations.0.status',
    ],
    ['a time that is not ISO 8601', at('yesterday'), 'observations.0.observedAt'],
    ['a time in the future', at('2026-11-20T09:32:00.000Z'), 'observations.0.observedAt'],
    ['a time older than 30 days', at('2026-10-21T09:00:00.000Z'), 'observations.0.coversFrom'],
    [
      'coversFrom after observedAt',
      at('2026-11-20T09:00:00.000Z', '2026-11-20T09:01:00.000Z'),
      'observations.0.coversFrom',
    ],
    [
      'more than 15 minutes in one observation',
      at('2026-11-20T09:20:00.000Z', '2026-11-20T09:00:00.000Z'),
      'observations.0.coversFrom',
    ],
    ['a negative latency', { observations: [{ ...batch.observations[0], latencyMs: -1 }] }, 'observations.0.latencyMs'],
  ])('%s answers 422 naming the field, and stores nothing', async (_, body, field) => {
    const { app, db } = await setup();
    const res = await app.request('/api/status/probes', probePost(body));
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).error.fields)).toContain(field);
    expect(await db.selectFrom('status_probe_observations').selectAll().execute()).toEqual([]);
  });

  test('malformed JSON answers 400', async () => {
    const { app } = await setup();
    expect((await app.request('/api/status/probes', probePost('{"observations": ['))).status).toBe(400);
  });
});
