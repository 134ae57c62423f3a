import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  // One row per check; pruned after a retention period, the daily roll-up stays.
  await db.schema
    .createTable('health_checks')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('service', 'varchar(30)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('latency_ms', 'double precision')
    .addColumn('detail', 'varchar(300)')
    .addColumn('checked_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('health_checks_service_checked_at')
    .on('health_checks')
    .columns(['service', 'checked_at'])
    .execute();

  await db.schema
    .createTable('health_daily')
    .addColumn('service', 'varchar(30)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('operational', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('degraded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('down', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('latency_total_ms', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('latency_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('health_daily_pk', ['service', 'day'])
    .execute();

  await db.schema
    .createTable('incidents')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('impact', 'varchar(20)', (col) => col.notNull())
    .addColumn('services', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('resolved_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('incidents_resolved_at').on('incidents').column('resolved_at').execute();

  await db.schema
    .createTable('incident_updates')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('incident_id', idType(db), (col) => col.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('incident_updates_incident_id').on('incident_updates').column('incident_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('incident_updates').execute();
  await db.schema.dropTable('incidents').execute();
  await db.schema.dropTable('health_daily').execute();
  await db.schema.dropTable('health_checks').execute();
}
