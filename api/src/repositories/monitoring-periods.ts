/**
 * Which time someone was checking which service (docs/decisions.md §263, §288). The scheduler's
 * heartbeat keeps one row per service and unbroken run: each run extends the newest row of every
 * service it checked when that row is recent enough, else opens a new one, so a restart leaves a
 * gap between two rows and a service the run did not check gets nothing. The outside probe's
 * observations cover the time each speaks for, for the service it observed; consecutive ones
 * touch and are merged into one row. The page reads the rows overlapping its 30 days: one per
 * service and per restart or probe outage, never one per check.
 *
 * @example await recordHeartbeat(db, [{ service: 'api', at: clock.now() }], heartbeatGraceMs(config));
 */
import { type Span, unionOf } from '@alpora/shared/status-coverage';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';

export type MonitoringSource = 'scheduler' | 'probe';

export interface MonitoringPeriod extends Span {
  source: MonitoringSource;
  /** The service checked during the period. */
  service: string;
}

/** One service the scheduler checked, and when its check's verdict was made. */
export interface HeartbeatCheck {
  service: string;
  /** When the run began checking: a new period opens here, so services checked in one run start together. */
  from: Date;
  /** When this service's verdict came: the period reaches it. */
  at: Date;
}

/**
 * The scheduler stored a run that checked these services (in the run's transaction): for each,
 * its newest scheduler period grows to its check's time when it ended at most `graceMs` before
 * the run began, else a new period starts when the run began. A service the run did not check is not extended, so it is
 * credited only with time somebody checked it. Leadership (docs/decisions.md §62) keeps one
 * writer, and a new leader continues its predecessor's periods when it takes over in time.
 */
export async function recordHeartbeat(
  db: Kysely<Database>,
  checks: readonly HeartbeatCheck[],
  graceMs: number,
): Promise<void> {
  for (const { service, from, at } of checks) {
    const iso = at.toISOString();
    const latest = await db
      .selectFrom('monitoring_periods')
      .select(['id', 'ended_at'])
      .where('service', '=', service)
      .where('source', '=', 'scheduler')
      .orderBy('ended_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest && Date.parse(latest.ended_at) >= from.getTime() - graceMs) {
      if (latest.ended_at < iso) {
        await db.updateTable('monitoring_periods').set({ ended_at: iso }).where('id', '=', latest.id).execute();
      }
      continue;
    }
    await db
      .insertInto('monitoring_periods')
      .values({ source: 'scheduler', service, started_at: from.toISOString(), ended_at: iso })
      .execute();
  }
}

/** Adds spans the probe covered for one service, merged with that service's probe periods they overlap or touch. */
export async function coverProbeSpans(
  trx: Transaction<Database>,
  service: string,
  spans: readonly Span[],
): Promise<void> {
  for (const span of unionOf(spans)) {
    const touching = await trx
      .selectFrom('monitoring_periods')
      .select(['id', 'started_at', 'ended_at'])
      .where('service', '=', service)
      .where('source', '=', 'probe')
      .where('started_at', '<=', new Date(span.to).toISOString())
      .where('ended_at', '>=', new Date(span.from).toISOString())
      .orderBy('id')
      .execute();
    const from = Math.min(span.from, ...touching.map((row) => Date.parse(row.started_at)));
    const to = Math.max(span.to, ...touching.map((row) => Date.parse(row.ended_at)));
    const merged = { started_at: new Date(from).toISOString(), ended_at: new Date(to).toISOString() };
    const [keep, ...rest] = touching;
    if (!keep) {
      await trx
        .insertInto('monitoring_periods')
        .values({ source: 'probe', service, ...merged })
        .execute();
      continue;
    }
    await trx.updateTable('monitoring_periods').set(merged).where('id', '=', keep.id).execute();
    if (rest.length > 0) {
      await trx
        .deleteFrom('monitoring_periods')
        .where(
          'id',
          'in',
          rest.map((row) => row.id),
        )
        .execute();
    }
  }
}

/** Deletes the periods that ended before `before` (with the daily roll-ups, docs/decisions.md §263). */
export async function pruneMonitoringPeriods(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('monitoring_periods').where('ended_at', '<', before.toISOString()).execute();
}

/** The periods that end at or after `since`, as spans of their services. */
export async function monitoringPeriodsSince(db: Kysely<Database>, since: Date): Promise<MonitoringPeriod[]> {
  const rows = await db
    .selectFrom('monitoring_periods')
    .select(['source', 'service', 'started_at', 'ended_at'])
    .where('ended_at', '>=', since.toISOString())
    .execute();
  return rows.map((row) => ({
    source: row.source === 'probe' ? 'probe' : 'scheduler',
    service: row.service,
    from: Date.parse(row.started_at),
    to: Date.parse(row.ended_at),
  }));
}
