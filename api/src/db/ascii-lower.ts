/**
 * Case-insensitive comparison of columns that hold ASCII only (email addresses, usernames),
 * the same on both engines under any locale (docs/decisions.md §190). SQLite's `lower()`
 * lowers A–Z and nothing else; PostgreSQL's follows the column's collation, which under a
 * Turkish one turns "I" into a dotless "ı". Under the C collation, named here for
 * PostgreSQL whatever the database's, it lowers A–Z only, as SQLite's does. The query's side is
 * lowered the same way in JS. Text that people write in any script (names, companies) is
 * compared by its search key instead (../lib/search-key.ts).
 *
 * @example query.where(asciiLower(db, 'recipient'), 'like', `%${asciiLowerCase(part)}%`)
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from './migrations/columns.ts';
import type { Database } from './schema.ts';

/** `lower(column)`, lowering A–Z only on both engines. */
export function asciiLower(db: Kysely<Database>, column: string): RawBuilder<string> {
  return isPostgres(db) ? sql<string>`lower(${sql.ref(column)} collate "C")` : sql<string>`lower(${sql.ref(column)})`;
}

/** `text` with A–Z lowered and every other character kept, as `asciiLower` lowers a column. */
export function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
