/**
 * Stored health checks. Every check is written twice in one transaction: as a row
 * of its own (for "last check") and added to its service's daily roll-up (for uptime and the
 * 30-day strip), so pruning old rows never changes the history the page shows. A down verdict
 * also marks the minutes it speaks for (docs/decisions.md §265).
 */
import type { CheckVerdict, DayCounts } from '@alpora/shared/status';
import { minutesSpoken } from '@alpora/shared/status-coverage';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';

export interface HealthCheckResult {
  service: string;
  status: CheckVerdict;
  latencyMs: number | null;
  detail?: string | null;
  checkedAt: Date;
  /** The time before `checkedAt` the verdict speaks for: the check interval; one minute by default. */
  spanMs?: number;
}

const MINUTE_MS = 60_000;

/** Stores one check in a transaction of its own. */
export async function recordHealthCheck(db: Kysely<Database>, check: HealthCheckResult): Promise<void> {
  await db.transaction().execute((trx) => storeHealthCheck(trx, check));
}

/**
 * Stores one check inside the caller's transaction, so what the check causes (an operator alert
 * in the mail outbox) commits with it or not at all.
 */
export async function storeHealthCheck(trx: Transaction<Database>, check: HealthCheckResult): Promise<void> {
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
  await addToDailyHealth(trx, check);
}

/**
 * Adds one verdict to its service's day: its count, its latency, and when down the minutes it
 * speaks for that nobody had marked yet. The outside probe's observations come in here too.
 */
export async function addToDailyHealth(
  trx: Transaction<Database>,
  check: Omit<HealthCheckResult, 'detail'>,
): Promise<void> {
  const counts = { operational: 0, degraded: 0, down: 0, [check.status]: 1 };
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
  if (check.status === 'down') await markDownMinutes(trx, check.service, check.checkedAt, check.spanMs ?? MINUTE_MS);
}

/**
 * Marks the minutes a down verdict speaks for and adds the ones new to the service's days: a
 * minute already marked (by the scheduler, the probe, or a batch posted again) counts once.
 */
async function markDownMinutes(trx: Transaction<Database>, service: string, at: Date, spanMs: number) {
  const added = await trx
    .insertInto('health_down_minutes')
    .values(minutesSpoken(at, spanMs).map((minute) => ({ service, minute })))
    .onConflict((oc) => oc.columns(['service', 'minute']).doNothing())
    .returning('minute')
    .execute();
  const byDay = new Map<string, number>();
  for (const { minute } of added) byDay.set(minute.slice(0, 10), (byDay.get(minute.slice(0, 10)) ?? 0) + 1);
  for (const [day, minutes] of byDay) {
    await trx
      .insertInto('health_daily')
      .values({
        service,
        day,
        operational: 0,
        degraded: 0,
        down: 0,
        latency_total_ms: 0,
        latency_count: 0,
        down_minutes: minutes,
      })
      .onConflict((oc) =>
        oc
          .columns(['service', 'day'])
          .doUpdateSet({ down_minutes: sql`health_daily.down_minutes + excluded.down_minutes` }),
      )
      .execute();
  }
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
  downMinutes: number;
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
    downMinutes: Number(row.down_minutes),
  }));
}

/** The minutes each service was seen down from `since` on (pruned after 31 days). */
export function downMinutesSince(db: Kysely<Database>, since: Date): Promise<{ service: string; minute: string }[]> {
  return db
    .selectFrom('health_down_minutes')
    .select(['service', 'minute'])
    .where('minute', '>=', since.toISOString().slice(0, 16))
    .execute();
}

/**
 * Deletes single checks older than `checksBefore`, roll-ups of days before `daysBefore`, and the
 * marked minutes older than `windowBefore`: past the window they only kept a re-post from
 * counting twice, and the probe route refuses observations older than the window.
 */
export async function pruneHealthHistory(
  db: Kysely<Database>,
  { checksBefore, daysBefore, windowBefore }: { checksBefore: Date; daysBefore: string; windowBefore: Date },
): Promise<{ checks: number; days: number }> {
  const checks = await db
    .deleteFrom('health_checks')
    .where('checked_at', '<', checksBefore.toISOString())
    .executeTakeFirst();
  const days = await db.deleteFrom('health_daily').where('day', '<', daysBefore).executeTakeFirst();
  await db.deleteFrom('health_down_minutes').where('minute', '<', windowBefore.toISOString().slice(0, 16)).execute();
  return { checks: Number(checks.numDeletedRows), days: Number(days.numDeletedRows) };
}
