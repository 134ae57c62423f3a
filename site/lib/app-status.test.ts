import type { StatusResponse } from '@alpora/shared/schemas/status';
import { describe, expect, test } from 'vitest';
import { fetchAppStatus, fetchStatusReport } from './app-status.ts';

const service = (id: string, status: string, monitored = true) => ({
  id,
  name: id,
  description: '',
  monitored,
  status,
  lastCheck: null,
  latencyMs: null,
  uptime30d: null,
  days: [],
});

const report = (services: ReturnType<typeof service>[]) =>
  ({
    overall: 'operational',
    lastUpdated: null,
    services,
    days: [],
    incidents: [],
    metrics: {},
  }) as unknown as StatusResponse;

const answering = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('footer badge state', () => {
  test.each([
    [[service('app', 'operational'), service('api', 'operational')], 'online'],
    [[service('app', 'operational'), service('api', 'degraded'), service('market', 'down')], 'online'],
    [[service('app', 'unknown'), service('api', 'operational')], 'online'],
    [[service('app', 'down'), service('api', 'operational')], 'offline'],
    [[service('app', 'operational'), service('api', 'down')], 'offline'],
  ])('%j reads %s', async (services, expected) => {
    expect(await fetchAppStatus(answering(report(services)))).toBe(expected);
  });

  test.each([
    ['a 503', answering({}, 503)],
    ['a body without services', answering({ ok: true })],
    [
      'no answer',
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    ],
  ])('%s reads offline', async (_name, fetchImpl) => {
    expect(await fetchAppStatus(fetchImpl)).toBe('offline');
  });
});

describe('status report in the browser', () => {
  test('unknown status values become unknown and the banner is recomputed from monitored services', async () => {
    const body = report([
      service('api', 'operational'),
      service('market', 'sideways'),
      service('orchestrator', 'down', false),
    ]);
    const normalized = await fetchStatusReport(answering(body));
    expect(normalized?.services.map((s) => s.status)).toEqual(['operational', 'unknown', 'down']);
    expect(normalized?.overall).toBe('degraded');
  });
});
