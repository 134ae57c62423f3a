import type { AnalyticsEvent } from '@alpora/shared/schemas/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

export async function insertAnalyticsEvent(db: Kysely<Database>, event: AnalyticsEvent, at: Date): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values({
      name: event.name,
      path: event.path,
      properties: JSON.stringify(event.properties ?? {}),
      created_at: at.toISOString(),
    })
    .execute();
}

export function countAnalyticsEvents(db: Kysely<Database>) {
  return db
    .selectFrom('analytics_events')
    .select(['name', db.fn.countAll<number>().as('count')])
    .groupBy('name')
    .execute();
}

/** Deletes the events recorded before `cutoff`; answers how many. */
export async function deleteAnalyticsEventsBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('analytics_events')
    .where('created_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
