/**
 * Which time each service was being checked (docs/decisions.md §263, §264, §288): the periods
 * recorded for that service, by the scheduler runs that checked it or the probe's observations
 * of it, and the minutes it was seen down, which count as checked whoever saw them. A period
 * ends at the last check stored; the time since is not judged yet while the newest period is
 * recent, and unmonitored once it is not.
 *
 * @example const spans = monitoredSpans(periods, downMinutes, now, heartbeatGraceMs(config)); spans.of('api')
 */
import { minuteSpan, type Span, unionOf } from '@alpora/shared/status-coverage';
import type { MonitoringPeriod } from '#api/repositories/monitoring-periods.ts';

export interface MonitoredSpans {
  /** The end of the time judged: the newest period's end while it is recent, else now. */
  until: number;
  /** Time someone was checking this service, or saw it down. */
  of(service: string): Span[];
}

export function monitoredSpans(
  periods: readonly MonitoringPeriod[],
  downMinutes: readonly { service: string; minute: string }[],
  now: number,
  graceMs: number,
): MonitoredSpans {
  const newest = Math.max(-Infinity, ...periods.map((period) => period.to));
  return {
    until: now - newest <= graceMs ? Math.min(newest, now) : now,
    of: (service) =>
      unionOf([
        ...periods.filter((period) => period.service === service),
        ...downMinutes.filter((row) => row.service === service).map((row) => minuteSpan(row.minute)),
      ]),
  };
}
