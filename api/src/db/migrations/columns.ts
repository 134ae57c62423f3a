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
 * An integer primary key the database numbers itself: SQLite's AUTOINCREMENT rowid (a number is
 * never reused after a delete) and PostgreSQL's identity column (a sequence, never reused either).
 *
 * @example .addColumn('id', 'integer', autoIncrementId(db))
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against Kysely<any>
export function autoIncrementId(db: Kysely<any>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db)
    ? (col) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col) => col.primaryKey().autoIncrement();
}
