import type { StatusResponse } from '@alpora/shared/schemas/status';
import { describe, expect, test } from 'vitest';
import { fetchStatusReport } from './app-status.ts';

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
