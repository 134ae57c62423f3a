/**
 * Posting the outside probe's observations in tests: a token the test app accepts and a batch
 * of observations every `stepMs`, each covering the time since the one before.
 *
 * @example await t.app.request('/api/status/probes', probePost(observationsEvery(...)));
 */
import type { ProbeObservation } from '@alpora/shared/schemas/status-probes';
import { postJson } from './test-app.ts';

export const TEST_PROBE_TOKEN = 'probe-token-for-tests-0123456789abcdef';

export function probePost(body: unknown, token: string | null = TEST_PROBE_TOKEN): RequestInit {
  return postJson(body, token === null ? {} : { Authorization: `Bearer ${token}` });
}

/** Observations of `services` from `from` (exclusive) to `to` (inclusive), every `stepMs`. */
export function observationsEvery(
  from: string,
  to: string,
  stepMs: number,
  status: ProbeObservation['status'],
  services: ProbeObservation['service'][] = ['app', 'api'],
): ProbeObservation[] {
  const observations: ProbeObservation[] = [];
  for (let at = Date.parse(from) + stepMs; at <= Date.parse(to); at += stepMs) {
    for (const service of services) {
      observations.push({
        service,
        status,
        observedAt: new Date(at).toISOString(),
        coversFrom: new Date(at - stepMs).toISOString(),
        latencyMs: status === 'down' ? null : 12,
      });
    }
  }
  return observations;
}
