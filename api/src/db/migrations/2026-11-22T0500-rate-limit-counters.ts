/**
 * Rate-limit counts that every API process on one database shares (docs/decisions.md §61): one
 * row per limiter and client, counting calls in a fixed window that ends at `reset_at`.
 * The embedded SQLite server counts in memory instead (one process per data folder) and
 * leaves this table empty.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('scope', 'varchar(40)', (col) => col.notNull())
    .addColumn('key', 'varchar(400)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('rate_limit_counters_reset_at').on('rate_limit_counters').column('reset_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
