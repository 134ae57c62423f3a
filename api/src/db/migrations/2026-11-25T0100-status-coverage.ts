import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

/**
 * What the status page needs to show the time nobody watched and the downtime an outside probe
 * saw (docs/product.md#status-page, docs/decisions.md §263–§265):
 * - `monitoring_periods`: spans of time someone was checking, the scheduler's heartbeat (one row
 *   per unbroken run, extended at every run) and the outside probe's observations;
 * - `health_down_minutes`: the UTC minutes a service was seen down, one row per service and
 *   minute whoever saw it, so two witnesses of one minute count it once;
 * - `health_daily.down_minutes`: those minutes rolled up per day, so the page reads 30 rows per
 *   service and never the minutes;
 * - `status_probe_observations`: what the probe posted, keyed by service and time, so posting a
 *   batch again counts nothing twice.
 * No row holds anything about a person (no address of the probe is kept).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitoring_periods')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('monitoring_periods_source_ended_at')
    .on('monitoring_periods')
    .columns(['source', 'ended_at'])
    .execute();

  await db.schema
    .createTable('health_down_minutes')
    .addColumn('service', 'varchar(30)', (col) => col.notNull())
    .addColumn('minute', 'varchar(16)', (col) => col.notNull())
    .addPrimaryKeyConstraint('health_down_minutes_pk', ['service', 'minute'])
    .execute();

  await db.schema
    .alterTable('health_daily')
    .addColumn('down_minutes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('status_probe_observations')
    .addColumn('service', 'varchar(30)', (col) => col.notNull())
    .addColumn('observed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('covers_from', 'varchar(30)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('latency_ms', 'double precision')
    .addColumn('received_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('status_probe_observations_pk', ['service', 'observed_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('status_probe_observations').execute();
  await db.schema.alterTable('health_daily').dropColumn('down_minutes').execute();
  await db.schema.dropTable('health_down_minutes').execute();
  await db.schema.dropTable('monitoring_periods').execute();
}
