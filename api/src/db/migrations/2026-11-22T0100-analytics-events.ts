import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('path', 'varchar(300)', (col) => col.notNull())
    .addColumn('properties', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_created_at').on('analytics_events').column('created_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
}
