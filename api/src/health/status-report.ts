/**
 * Builds the answer of GET /api/status from stored checks and incidents
 * (docs/product.md#status-page: measured, not invented). The arithmetic is the shared one
 * (`@alpora/shared/status`).
 */
import type { ServiceReport, StatusResponse } from '@alpora/shared/schemas/status';
import {
  availabilityStrip,
  currentStatus,
  type DayCounts,
  lastDays,
  overallStatus,
  uptimeOver,
} from '@alpora/shared/status';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import type { Clock } from '#api/lib/clock.ts';
import { dailyHealthSince, latestHealthCheck } from '#api/repositories/health-checks.ts';
import { countCriticalIncidentsSince, listIncidents } from '#api/repositories/incidents.ts';
import { databaseWrites } from './database-writes.ts';
import { isMonitored, SERVICES, staleAfterMs } from './services.ts';

/** docs/product.md#status-page: the strip and the uptime cover 30 days. */
const WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export async function buildStatusReport(deps: { db: Kysely<Database>; clock: Clock; config: Config }) {
  const { db, clock, config } = deps;
  const now = clock.now();
  const [firstDay = ''] = lastDays(now, WINDOW_DAYS);
  const history = await dailyHealthSince(db, firstDay);
  // A database that cannot store cannot store the API's failed check either: the live state
  // speaks for it (docs/decisions.md §54).
  const apiWritable = databaseWrites(db).state.writable;

  const services: ServiceReport[] = await Promise.all(
    SERVICES.map(async (service) => {
      const monitored = isMonitored(service.id, config);
      const last = monitored ? await latestHealthCheck(db, service.id) : undefined;
      const days = history.filter((day) => day.service === service.id);
      return {
        ...service,
        monitored,
        status: !monitored
          ? 'unknown'
          : service.id === 'api' && !apiWritable
            ? 'down'
            : currentStatus(last && { status: last.status, checkedAt: last.checked_at }, now, staleAfterMs(config)),
        lastCheck: last?.checked_at ?? null,
        latencyMs: last?.latency_ms ?? null,
        uptime30d: uptimeOver(days, now, WINDOW_DAYS),
        days: availabilityStrip(days, now, WINDOW_DAYS),
      };
    }),
  );

  const monitored = services.filter((service) => service.monitored);
  const monitoredHistory: DayCounts[] = history.filter((day) => monitored.some((s) => s.id === day.service));
  const apiDays = history.filter((day) => day.service === 'api');
  const latencyCount = apiDays.reduce((sum, day) => sum + day.latencyCount, 0);
  const latencyTotal = apiDays.reduce((sum, day) => sum + day.latencyTotalMs, 0);
  const lastChecks = monitored.map((service) => service.lastCheck).filter((time): time is string => time !== null);

  const report: StatusResponse = {
    overall: overallStatus(monitored.map((service) => service.status)),
    lastUpdated: lastChecks.sort().at(-1) ?? null,
    services,
    days: availabilityStrip(monitoredHistory, now, WINDOW_DAYS),
    incidents: await listIncidents(db, { current: true }),
    metrics: {
      uptime30d: uptimeOver(monitoredHistory, now, WINDOW_DAYS),
      averageResponseMs: latencyCount === 0 ? null : Math.round((latencyTotal / latencyCount) * 10) / 10,
      criticalIncidents30d: await countCriticalIncidentsSince(db, new Date(now.getTime() - WINDOW_DAYS * DAY_MS)),
      checkIntervalSeconds: config.HEALTH_CHECK_INTERVAL_MS / 1000,
    },
  };
  return report;
}
