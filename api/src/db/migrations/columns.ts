/**
 * Column definitions that the two engines spell differently; every migration uses these rather
 * than writing either dialect's form.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against Kysely<any>
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The type of a self-numbered id and of the columns that refer to one: SQLite's INTEGER is 64
 * bits, and only a column declared exactly `integer` becomes the rowid; PostgreSQL's `integer`
 * is 32 bits, so it gets `bigint` (read back as a number, see ../postgres-engine.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against Kysely<any>
export function idType(db: Kysely<any>): 'integer' | 'bigint' {
  return isPostgres(db) ? 'bigint' : 'integer';
}

/**
 * An integer primary key the database numbers itself: SQLite's AUTOINCREMENT rowid (a number is
 * never reused after a delete) and PostgreSQL's identity column (a sequence, never reused either).
 *
 * @example .addColumn('id', idType(db), autoIncrementId(db))
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against Kysely<any>
export function autoIncrementId(db: Kysely<any>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db)
    ? (col) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col) => col.primaryKey().autoIncrement();
}
