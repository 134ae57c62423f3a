/**
 * Builds the answer of GET /api/status from stored checks, monitoring periods and incidents
 * (docs/product.md#status-page: measured, not invented). Uptime is time judged up over time
 * monitored, and every figure says how much of the 30 days someone was checking
 * (docs/decisions.md §264). The arithmetic is the shared one (`@alpora/shared/status`).
 */
import type {
  ServiceId,
  ServiceReport,
  ServiceStatus,
  StatusResponse,
  StatusSummary,
} from '@alpora/shared/schemas/status';
import {
  asUnmonitored,
  availabilityStrip,
  coverageOf,
  currentStatus,
  lastDays,
  type MonitoredByService,
  overallStatus,
  type ServiceDay,
  uptimeOver,
} from '@alpora/shared/status';
import { clipTo, daySpan, lengthOf, unwatchedIn } from '@alpora/shared/status-coverage';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import type { Clock } from '#api/lib/clock.ts';
import { dailyHealthSince, downMinutesSince, latestHealthCheck } from '#api/repositories/health-checks.ts';
import { countCriticalIncidentsSince, listIncidents } from '#api/repositories/incidents.ts';
import { monitoringPeriodsSince } from '#api/repositories/monitoring-periods.ts';
import { latestProbeObservationSince } from '#api/repositories/probe-observations.ts';
import { databaseWrites } from './database-writes.ts';
import { monitoredSpans } from './monitored-spans.ts';
import { heartbeatGraceMs, isMonitored, SERVICES, staleAfterMs, WINDOW_DAYS } from './services.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The newest unmonitored periods the answer lists; each day of the strip carries its own. */
const MAX_UNMONITORED = 50;

type StatusDeps = { db: Kysely<Database>; clock: Clock; config: Config };

/**
 * A service's status now, as its card shows it: unknown when nothing checks it, down while the
 * API's database cannot store, otherwise its last check's verdict while that check is fresh.
 */
async function serviceNow({ db, config }: StatusDeps, service: ServiceId, now: Date) {
  const monitored = isMonitored(service, config);
  const last = monitored ? await latestHealthCheck(db, service) : undefined;
  // A database that cannot store cannot store the API's failed check either: the live state
  // speaks for it (docs/decisions.md §54).
  const status: ServiceStatus = !monitored
    ? 'unknown'
    : service === 'api' && !databaseWrites(db).state.writable
      ? 'down'
      : currentStatus(last && { status: last.status, checkedAt: last.checked_at }, now, staleAfterMs(config));
  return { monitored, status, last };
}

/**
 * The answer of GET /api/status/summary: the App's and the API's statuses exactly as the full
 * report's cards read them, for the footer badge on every page (docs/decisions.md §340).
 */
export async function buildStatusSummary(deps: StatusDeps): Promise<StatusSummary> {
  const now = deps.clock.now();
  const [app, api] = await Promise.all([serviceNow(deps, 'app', now), serviceNow(deps, 'api', now)]);
  return { app: app.status, api: api.status };
}

export async function buildStatusReport(deps: StatusDeps) {
  const { db, clock, config } = deps;
  const now = clock.now();
  const nowMs = now.getTime();
  const dates = lastDays(now, WINDOW_DAYS);
  const [firstDay = ''] = dates;
  const windowStart = Date.parse(`${firstDay}T00:00:00.000Z`);
  const history = await dailyHealthSince(db, firstDay);
  const windowFrom = new Date(windowStart);
  const downMinutes = await downMinutesSince(db, windowFrom);
  const spans = monitoredSpans(
    await monitoringPeriodsSince(db, windowFrom),
    downMinutes,
    nowMs,
    heartbeatGraceMs(config),
  );
  const { until } = spans;

  /** Every day of the window for one service, with the time it was checked and seen down. */
  const serviceDays = (service: string): ServiceDay[] => {
    const checked = spans.of(service);
    return dates.map((date) => {
      const row = history.find((day) => day.service === service && day.date === date);
      const day = daySpan(date, until);
      return {
        date,
        operational: row?.operational ?? 0,
        degraded: row?.degraded ?? 0,
        down: row?.down ?? 0,
        monitoredMs: lengthOf(clipTo(checked, day.from, day.to)),
        downMs: (row?.downMinutes ?? 0) * MINUTE_MS,
      };
    });
  };

  const services: ServiceReport[] = await Promise.all(
    SERVICES.map(async (service) => {
      const { monitored, status, last } = await serviceNow(deps, service.id, now);
      const days = monitored ? serviceDays(service.id) : [];
      return {
        ...service,
        monitored,
        status,
        lastCheck: last?.checked_at ?? null,
        latencyMs: last?.latency_ms ?? null,
        uptime30d: uptimeOver(days, now, WINDOW_DAYS),
        coverage30d: monitored ? coverageOf({ [service.id]: spans.of(service.id) }, windowStart, until) : null,
        days: availabilityStrip(days, monitored ? { [service.id]: spans.of(service.id) } : {}, now, WINDOW_DAYS, until),
      };
    }),
  );

  const monitored = services.filter((service) => service.monitored);
  const monitoredDays = monitored.flatMap((service) => serviceDays(service.id));
  // Each monitored service weighs alike: one unwatched service is a gap of the page.
  const watched: MonitoredByService = Object.fromEntries(
    monitored.map((service) => [service.id, spans.of(service.id)]),
  );
  const probe = await latestProbeObservationSince(db, windowFrom);
  const apiDays = history.filter((day) => day.service === 'api');
  const latencyCount = apiDays.reduce((sum, day) => sum + day.latencyCount, 0);
  const latencyTotal = apiDays.reduce((sum, day) => sum + day.latencyTotalMs, 0);
  const lastChecks = monitored.map((service) => service.lastCheck).filter((time): time is string => time !== null);

  const report: StatusResponse = {
    overall: overallStatus(monitored.map((service) => service.status)),
    lastUpdated: lastChecks.sort().at(-1) ?? null,
    services,
    days: availabilityStrip(monitoredDays, watched, now, WINDOW_DAYS, until),
    unmonitored: unwatchedIn(watched, windowStart, until).reverse().slice(0, MAX_UNMONITORED).map(asUnmonitored),
    incidents: await listIncidents(db, { current: true }),
    metrics: {
      uptime30d: uptimeOver(monitoredDays, now, WINDOW_DAYS),
      coverage30d: coverageOf(watched, windowStart, until),
      probe: probe ? { lastSeen: probe } : null,
      averageResponseMs: latencyCount === 0 ? null : Math.round((latencyTotal / latencyCount) * 10) / 10,
      criticalIncidents30d: await countCriticalIncidentsSince(db, new Date(nowMs - WINDOW_DAYS * DAY_MS)),
      checkIntervalSeconds: config.HEALTH_CHECK_INTERVAL_MS / 1000,
    },
  };
  return report;
}
