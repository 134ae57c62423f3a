/**
 * The arithmetic of the status page (docs/product.md#status-page, docs/decisions.md §9, §264):
 * the banner rule, freshness thresholds, uptime by time and the 30-day strip. Pure functions, so the
 * server computes and the browser re-checks with the same rules.
 */
import type {
  DayStatus,
  OverallStatus,
  ServiceId,
  ServiceStatus,
  StatusDay,
  UnmonitoredPeriod,
} from './schemas/status.ts';
import {
  clipTo,
  daySpan,
  lengthOf,
  percentOf,
  type Span,
  type Unwatched,
  unwatchedIn,
  uptimeOfTime,
} from './status-coverage.ts';

const DAY_MS = 86_400_000;

/** What one check can find; 'unknown' is only ever shown, never measured. */
export type CheckVerdict = Exclude<ServiceStatus, 'unknown'>;

/** Operational, degraded, down; anything else is unknown. */
export function normalizeStatus(value: unknown): ServiceStatus {
  return value === 'operational' || value === 'degraded' || value === 'down' ? value : 'unknown';
}

/**
 * The banner: all operational, else disruption if any is down, else degraded. Pass only
 * the services that are monitored; an unknown one is not "operational", so it cannot make
 * the page claim that all systems are. Nor can an empty list: with nothing monitored nothing
 * is confirmed, so the banner reads degraded like an unknown service (docs/decisions.md §9).
 */
export function overallStatus(statuses: readonly unknown[]): OverallStatus {
  if (statuses.length === 0) return 'degraded';
  const normalized = statuses.map(normalizeStatus);
  if (normalized.every((status) => status === 'operational')) return 'operational';
  if (normalized.includes('down')) return 'disruption';
  return 'degraded';
}

/** A probe's verdict: no answer is down, a slow answer is degraded. */
export function probeStatus(ok: boolean, latencyMs: number, slowMs: number): CheckVerdict {
  if (!ok) return 'down';
  return latencyMs > slowMs ? 'degraded' : 'operational';
}

interface FreshnessThresholds {
  /** Older than this: degraded. */
  staleMs: number;
  /** Older than this: down. */
  downMs: number;
}

/** Market feed freshness: a feed that never produced a price is down. */
export function freshnessStatus(
  lastUpdate: Date | null,
  now: Date,
  { staleMs, downMs }: FreshnessThresholds,
): CheckVerdict {
  if (!lastUpdate) return 'down';
  const age = now.getTime() - lastUpdate.getTime();
  if (age > downMs) return 'down';
  return age > staleMs ? 'degraded' : 'operational';
}

/**
 * The status to show now from the last stored check: a check older than `maxAgeMs` (the
 * scheduler stopped) is unknown, never a stale green.
 */
export function currentStatus(
  last: { status: unknown; checkedAt: string } | null | undefined,
  now: Date,
  maxAgeMs: number,
): ServiceStatus {
  if (!last) return 'unknown';
  if (now.getTime() - new Date(last.checkedAt).getTime() > maxAgeMs) return 'unknown';
  return normalizeStatus(last.status);
}

/** Checks of one UTC day, by verdict. */
export interface DayCounts {
  date: string;
  operational: number;
  degraded: number;
  down: number;
}

export function utcDate(time: Date): string {
  return time.toISOString().slice(0, 10);
}

function total(counts: Omit<DayCounts, 'date'>): number {
  return counts.operational + counts.degraded + counts.down;
}

/** A day's colour: any check down makes it a day with an outage. */
export function dayStatus(counts: Omit<DayCounts, 'date'> | undefined): DayStatus {
  if (!counts || total(counts) === 0) return 'no_data';
  if (counts.down > 0) return 'down';
  return counts.degraded > 0 ? 'degraded' : 'operational';
}

/**
 * One service's day: its checks by verdict, the time someone was checking it and the time it was
 * seen down (docs/decisions.md §264).
 */
export interface ServiceDay extends DayCounts {
  monitoredMs: number;
  downMs: number;
}

/** Time judged up over time judged: degraded is up, only slower; null without monitored time. */
function timeAvailability(days: readonly ServiceDay[]): number | null {
  let up = 0;
  let judged = 0;
  for (const day of days) {
    const time = uptimeOfTime(day.monitoredMs, day.downMs);
    up += time.upMs;
    judged += time.judgedMs;
  }
  return percentOf(up, judged);
}

/** The UTC dates of the `length` days ending with `today`, oldest first. */
export function lastDays(today: Date, length: number): string[] {
  return Array.from({ length }, (_, index) => utcDate(new Date(today.getTime() - (length - 1 - index) * DAY_MS)));
}

/** Which time someone was checking, per monitored service. */
export type MonitoredByService = Partial<Record<ServiceId, readonly Span[]>>;

/** Unwatched time as the API reports it: ISO times and the services nobody was checking. */
export function asUnmonitored(piece: Unwatched): UnmonitoredPeriod {
  return {
    from: new Date(piece.from).toISOString(),
    to: new Date(piece.to).toISOString(),
    services: piece.services as ServiceId[],
  };
}

/**
 * Percent of [from, to) the services were watched, each service weighing alike: the sum of each
 * one's monitored time over (services × the span), so one unwatched service lowers it
 * (docs/decisions.md §264). Null without services or time.
 */
export function coverageOf(monitored: MonitoredByService, from: number, to: number): number | null {
  const each = Object.values(monitored).map((spans) => lengthOf(clipTo(spans ?? [], from, to)));
  return percentOf(
    each.reduce((sum, ms) => sum + ms, 0),
    each.length * (to - from),
  );
}

/**
 * The daily strip (30 days), one entry per day: its colour from the checks' verdicts ('no_data'
 * where nothing was checked), its availability from time, its coverage and the time any of the
 * services was unwatched, naming which, from `monitored` (docs/decisions.md §264).
 */
export function availabilityStrip(
  days: readonly ServiceDay[],
  monitored: MonitoredByService,
  today: Date,
  length = 30,
  /** The end of the time judged (a period's newest check); later time is neither watched nor not. */
  until = today.getTime(),
): StatusDay[] {
  const now = Math.min(until, today.getTime());
  return lastDays(today, length).map((date) => {
    const ofDate = days.filter((day) => day.date === date);
    const counts = ofDate.reduce(
      (sum, day) => ({
        operational: sum.operational + day.operational,
        degraded: sum.degraded + day.degraded,
        down: sum.down + day.down,
      }),
      { operational: 0, degraded: 0, down: 0 },
    );
    const span = daySpan(date, now);
    return {
      date,
      status: dayStatus(counts),
      availability: timeAvailability(ofDate),
      checks: total(counts),
      coverage: coverageOf(monitored, span.from, span.to),
      unmonitored: unwatchedIn(monitored, span.from, span.to).map(asUnmonitored),
    };
  });
}

/** Uptime over the window of the strip, by time: only days inside it count. */
export function uptimeOver(days: readonly ServiceDay[], today: Date, length = 30): number | null {
  const window = new Set(lastDays(today, length));
  return timeAvailability(days.filter((day) => window.has(day.date)));
}
