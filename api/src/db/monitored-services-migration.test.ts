/**
 * The monitored services migration (2026-11-25T0200) gives each period stored before it to the
 * services certainly checked then (docs/decisions.md §288), on both engines.
 */
import type { Kysely } from 'kysely';
import { expect, test } from 'vitest';
import { databasePerTest } from '#api/testing/test-database.ts';
import { down, up } from './migrations/2026-11-25T0200-monitored-services.ts';

const database = databasePerTest();
const FROM = '2026-11-20T09:30:00.000Z';
const TO = '2026-11-20T09:40:00.000Z';

test('a scheduler period becomes the API’s and the Market Aggregator’s, a probe period the App’s and the API’s', async () => {
  // biome-ignore lint/suspicious/noExplicitAny: the table as it was before the migration
  const db = (await database()).engine.db as unknown as Kysely<any>;
  await down(db);
  await db
    .insertInto('monitoring_periods')
    .values([
      { source: 'scheduler', started_at: FROM, ended_at: TO },
      { source: 'probe', started_at: TO, ended_at: TO },
    ])
    .execute();

  await up(db);

  const periods = await db
    .selectFrom('monitoring_periods')
    .select(['source', 'service', 'started_at', 'ended_at'])
    .orderBy('source')
    .orderBy('service')
    .execute();
  expect(periods).toEqual([
    { source: 'probe', service: 'api', started_at: TO, ended_at: TO },
    { source: 'probe', service: 'app', started_at: TO, ended_at: TO },
    { source: 'scheduler', service: 'api', started_at: FROM, ended_at: TO },
    { source: 'scheduler', service: 'market', started_at: FROM, ended_at: TO },
  ]);
});
