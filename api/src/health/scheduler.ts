/**
 * Runs the health checks on a schedule inside the API process: once at start, then
 * every HEALTH_CHECK_INTERVAL_MS; each run stores its results, with an operator alert queued when a
 * service goes down or recovers (./outage-alerts.ts), and the heartbeat that says each service checked was
 * monitored up to its check (docs/decisions.md §263, §288) in one transaction, so a run whose results
 * were not stored counts as unmonitored; once an hour history older than the retention is pruned. A run never overlaps the previous one. When several processes share
 * the database, only the one that leads 'health-checks' runs them (docs/decisions.md §62); the
 * others ask again at every interval, so one of them takes over within an interval of the
 * leader's death.
 *
 * @example const scheduler = startHealthScheduler(deps, checks); await scheduler.stop();
 */
import { utcDate } from '@alpora/shared/status';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import { type Leadership, soleLeadership } from '#api/db/leadership.ts';
import type { Database } from '#api/db/schema.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { Logger } from '#api/lib/logger.ts';
import { senderDomain } from '#api/mail/address.ts';
import { pruneHealthHistory } from '#api/repositories/health-checks.ts';
import { pruneMonitoringPeriods, recordHeartbeat } from '#api/repositories/monitoring-periods.ts';
import { pruneProbeObservations } from '#api/repositories/probe-observations.ts';
import type { HealthCheck } from './checks.ts';
import { type OutageChange, storeCheckWithAlerts } from './outage-alerts.ts';
import { heartbeatGraceMs, WINDOW_DAYS } from './services.ts';

const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
/** Daily roll-ups outlive the 30-day window by far: a year of history for operators. */
const DAILY_RETENTION_DAYS = 400;

interface SchedulerDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  logger: Logger;
  /** Which process runs the checks; this one alone by default. */
  leadership?: Leadership;
  /** Told when an alert mail was queued, so the sender sends it now rather than at its next poll. */
  onMailQueued?: () => void;
}

/** The job's name for leadership. */
export const HEALTH_CHECKS_JOB = 'health-checks';

export interface HealthScheduler {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** One run: every check at once, each result stored, then pruning when due. */
export function healthCheckRunner(deps: SchedulerDeps, checks: readonly HealthCheck[]): () => Promise<void> {
  const { db, clock, config, logger } = deps;
  // MAIL_FROM is checked at start-up to hold an address, so it always has a domain.
  const alerts = { recipients: config.OPS_ALERT_EMAIL, domain: senderDomain(config.MAIL_FROM) ?? 'localhost' };
  let lastPrune = 0;

  async function prune(now: Date): Promise<void> {
    if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now.getTime();
    const daysBefore = utcDate(new Date(now.getTime() - DAILY_RETENTION_DAYS * DAY_MS));
    const windowBefore = new Date(now.getTime() - (WINDOW_DAYS + 1) * DAY_MS);
    const removed = await pruneHealthHistory(db, {
      checksBefore: new Date(now.getTime() - config.HEALTH_RETENTION_DAYS * DAY_MS),
      daysBefore,
      windowBefore,
    });
    // Periods live as long as the roll-ups; observations only keep a re-post inside the window from counting twice.
    await pruneMonitoringPeriods(db, new Date(`${daysBefore}T00:00:00.000Z`));
    await pruneProbeObservations(db, windowBefore);
    if (removed.checks > 0 || removed.days > 0) logger.info('health history pruned', removed);
  }

  async function runOnce(): Promise<void> {
    const spanMs = config.HEALTH_CHECK_INTERVAL_MS;
    // The run checks every service from this moment: a slow answer leaves no gap before its verdict.
    const startedAt = clock.now();
    const results = await Promise.all(
      checks.map(async (check) => ({ service: check.service, ...(await check.run()), checkedAt: clock.now(), spanMs })),
    );
    const changes = await db.transaction().execute(async (trx) => {
      const stored: (OutageChange | undefined)[] = [];
      for (const result of results) stored.push(await storeCheckWithAlerts(trx, result, alerts));
      // Each service checked is monitored up to its verdict stored, and only once it is; the others not at all.
      await recordHeartbeat(
        trx,
        results.map((result) => ({ service: result.service, from: startedAt, at: result.checkedAt })),
        heartbeatGraceMs(config),
      );
      return stored;
    });
    for (const [index, result] of results.entries()) {
      const change = changes[index];
      if (result.status !== 'operational') {
        logger.warn('health check', { service: result.service, status: result.status, detail: result.detail });
      }
      if (change && alerts.recipients.length > 0) {
        logger.info('ops alert queued', { service: result.service, change, recipients: alerts.recipients.length });
        deps.onMailQueued?.();
      }
    }
    await prune(clock.now());
  }

  return runOnce;
}

/** Starts the schedule; the first run happens at once. */
export function startHealthScheduler(deps: SchedulerDeps, checks: readonly HealthCheck[]): HealthScheduler {
  const runChecks = healthCheckRunner(deps, checks);
  const leadership = deps.leadership ?? soleLeadership;
  const runOnce = async () => {
    if (await leadership.holds(HEALTH_CHECKS_JOB)) await runChecks();
  };
  let running: Promise<void> | undefined;
  let stopped = false;
  // A failure that lasts (a full disk) is logged when it starts and when it ends, not every run.
  let failing: string | undefined;
  const tick = () => {
    if (running || stopped) return;
    running = runOnce().then(
      () => {
        if (failing !== undefined) deps.logger.info('health checks recovered', { after: failing });
        failing = undefined;
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== failing) deps.logger.error('health checks failed', { error: message });
        failing = message;
      },
    );
    void running.finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, deps.config.HEALTH_CHECK_INTERVAL_MS);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
