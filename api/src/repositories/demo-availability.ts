/**
 * The sales team's demo hours (docs/back-office.md#demo-booking): weekly ranges and closed
 * dates, both in Europe/Zurich, read for the slots and replaced as a whole by the back office.
 *
 * @example await replaceDemoAvailability(trx, { weekly: [{ weekday: 2, start: '09:00', end: '12:00' }], closed: [] });
 */
import type { DemoAvailability } from '@alpora/shared/schemas/demo-booking';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

export async function readDemoAvailability(db: Kysely<Database>): Promise<DemoAvailability> {
  const [weekly, closed] = await Promise.all([
    db.selectFrom('demo_weekly_hours').selectAll().orderBy('weekday').orderBy('starts_at').orderBy('id').execute(),
    db.selectFrom('demo_closed_dates').selectAll().orderBy('date').execute(),
  ]);
  return {
    weekly: weekly.map((row) => ({ weekday: row.weekday, start: row.starts_at, end: row.ends_at })),
    closed: closed.map((row) => ({ date: row.date, label: row.label ?? undefined })),
  };
}

/** Replaces the weekly hours and the closed dates; call it in the transaction that audits the change. */
export async function replaceDemoAvailability(db: Kysely<Database>, availability: DemoAvailability): Promise<void> {
  await db.deleteFrom('demo_weekly_hours').execute();
  await db.deleteFrom('demo_closed_dates').execute();
  if (availability.weekly.length > 0) {
    await db
      .insertInto('demo_weekly_hours')
      .values(availability.weekly.map((r) => ({ weekday: r.weekday, starts_at: r.start, ends_at: r.end })))
      .execute();
  }
  // One row per date: a date listed twice keeps its first label.
  const dates = new Map<string, string | null>();
  for (const closed of availability.closed) if (!dates.has(closed.date)) dates.set(closed.date, closed.label ?? null);
  if (dates.size > 0) {
    await db
      .insertInto('demo_closed_dates')
      .values([...dates].map(([date, label]) => ({ date, label })))
      .execute();
  }
}
