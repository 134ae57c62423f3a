/**
 * Whether a write failed because a row with the same key is already stored, on either engine:
 * PostgreSQL's SQLSTATE 23505, SQLite's UNIQUE and PRIMARY KEY constraint codes. When several
 * processes share PostgreSQL, two of them may insert the same key at once; the one that
 * commits second meets this error, and the row it wanted to write is then there to be read
 * (docs/decisions.md §63).
 *
 * @example try { … } catch (error) { if (isUniqueViolation(error)) return readAgain(); throw error; }
 */

const UNIQUE_VIOLATION_CODES: ReadonlySet<string> = new Set([
  // PostgreSQL: unique_violation (a unique index or a primary key).
  '23505',
  // better-sqlite3 reports SQLite's extended result codes by name.
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNIQUE_VIOLATION_CODES.has(code);
}
