/**
 * Which time each service was being checked (docs/decisions.md §263): the scheduler checks every
 * monitored service, the outside probe the App and the API. The scheduler's newest period counts
 * up to now while its heartbeat is recent, because it is still running.
 *
 * @example const spans = monitoredSpans(periods, now, heartbeatGraceMs(config)); spans.of('api')
 */
import { PROBED_SERVICES } from '@alpora/shared/schemas/status-probes';
import { type Span, unionOf } from '@alpora/shared/status-coverage';
import type { MonitoringPeriod } from '#api/repositories/monitoring-periods.ts';

const probed = new Set<string>(PROBED_SERVICES);

export interface MonitoredSpans {
  /** Time anyone was checking anything. */
  all: Span[];
  /** Time someone was checking this service. */
  of(service: string): Span[];
}

export function monitoredSpans(periods: readonly MonitoringPeriod[], now: number, graceMs: number): MonitoredSpans {
  const latestBeat = Math.max(-Infinity, ...periods.filter((p) => p.source === 'scheduler').map((p) => p.to));
  const alive = now - latestBeat <= graceMs;
  const spans = periods.map((period) =>
    period.source === 'scheduler' && alive && period.to === latestBeat
      ? { ...period, to: Math.max(period.to, now) }
      : period,
  );
  return {
    all: unionOf(spans),
    of: (service) => unionOf(spans.filter((period) => period.source === 'scheduler' || probed.has(service))),
  };
}
