/**
 * Stored health checks. Every check is written twice in one transaction: as a row
 * of its own (for "last check") and added to its service's daily roll-up (for uptime and the
 * 30-day strip), so pruning old rows never changes the history the page shows.
 */
import type { CheckVerdict, DayCounts } from '@alpora/shared/status';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';

export interface HealthCheckResult {
  service: string;
  status: CheckVerdict;
  latencyMs: number | null;
  detail?: string | null;
  checkedAt: Date;
}

/** Stores one check in a transaction of its own. */
export async function recordHealthCheck(db: Kysely<Database>, check: HealthCheckResult): Promise<void> {
  await db.transaction().execute((trx) => storeHealthCheck(trx, check));
}

/**
 * Stores one check inside the caller's transaction, so what the check causes (an operator alert
 * in the mail outbox) commits with it or not at all.
 */
export async function storeHealthCheck(trx: Transaction<Database>, check: HealthCheckResult): Promise<void> {
  const counts = { operational: 0, degraded: 0, down: 0, [check.status]: 1 };
  await trx
    .insertInto('health_checks')
    .values({
      service: check.service,
      status: check.status,
      latency_ms: check.latencyMs,
      detail: check.detail?.slice(0, 300) ?? null,
      checked_at: check.checkedAt.toISOString(),
    })
    .execute();
  await trx
    .insertInto('health_daily')
    .values({
      service: check.service,
      day: check.checkedAt.toISOString().slice(0, 10),
      ...counts,
      latency_total_ms: check.latencyMs ?? 0,
      latency_count: check.latencyMs === null ? 0 : 1,
    })
    .onConflict((oc) =>
      oc.columns(['service', 'day']).doUpdateSet({
        operational: sql`health_daily.operational + excluded.operational`,
        degraded: sql`health_daily.degraded + excluded.degraded`,
        down: sql`health_daily.down + excluded.down`,
        latency_total_ms: sql`health_daily.latency_total_ms + excluded.latency_total_ms`,
        latency_count: sql`health_daily.latency_count + excluded.latency_count`,
      }),
    )
    .execute();
}

/** The newest check of a service, or undefined before its first. */
export function latestHealthCheck(db: Kysely<Database>, service: string) {
  return (
    db
      .selectFrom('health_checks')
      .select(['status', 'latency_ms', 'checked_at'])
      .where('service', '=', service)
      .orderBy('checked_at', 'desc')
      // Two checks of one moment (a clock that stood still) are told apart by the order they came in.
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}

/**
 * When the service's current outage began: its first `down` check since the last check that was
 * not. Undefined when it has no down check on record (pruned, or never down).
 */
export async function outageStartedAt(db: Kysely<Database>, service: string): Promise<Date | undefined> {
  const lastUp = await db
    .selectFrom('health_checks')
    .select((eb) => eb.fn.max('checked_at').as('at'))
    .where('service', '=', service)
    .where('status', '!=', 'down')
    .executeTakeFirst();
  const first = await db
    .selectFrom('health_checks')
    .select((eb) => eb.fn.min('checked_at').as('at'))
    .where('service', '=', service)
    .where('status', '=', 'down')
    .where('checked_at', '>', lastUp?.at ?? '')
    .executeTakeFirst();
  return first?.at ? new Date(first.at) : undefined;
}

interface DailyHealth extends DayCounts {
  service: string;
  latencyTotalMs: number;
  latencyCount: number;
}

/** Daily roll-ups from `sinceDay` (YYYY-MM-DD, UTC) on, every service. */
export async function dailyHealthSince(db: Kysely<Database>, sinceDay: string): Promise<DailyHealth[]> {
  const rows = await db.selectFrom('health_daily').selectAll().where('day', '>=', sinceDay).execute();
  return rows.map((row) => ({
    service: row.service,
    date: row.day,
    operational: Number(row.operational),
    degraded: Number(row.degraded),
    down: Number(row.down),
    latencyTotalMs: Number(row.latency_total_ms),
    latencyCount: Number(row.latency_count),
  }));
}

/** Deletes single checks older than `checksBefore` and roll-ups of days before `daysBefore`. */
export async function pruneHealthHistory(
  db: Kysely<Database>,
  { checksBefore, daysBefore }: { checksBefore: Date; daysBefore: string },
): Promise<{ checks: number; days: number }> {
  const checks = await db
    .deleteFrom('health_checks')
    .where('checked_at', '<', checksBefore.toISOString())
    .executeTakeFirst();
  const days = await db.deleteFrom('health_daily').where('day', '<', daysBefore).executeTakeFirst();
  return { checks: Number(checks.numDeletedRows), days: Number(days.numDeletedRows) };
}
