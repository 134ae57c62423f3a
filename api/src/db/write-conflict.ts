/**
 * Whether a write failed because another writer got there first, so that running the same
 * transaction again will succeed or find the other's row (docs/decisions.md §63):
 * - a row with the same key is already stored: PostgreSQL's SQLSTATE 23505, SQLite's UNIQUE and
 *   PRIMARY KEY constraint codes. When several processes share PostgreSQL, two of them may
 *   insert the same key at once; the one that commits second meets this error;
 * - PostgreSQL chose this transaction as a deadlock victim (40P01) or could not serialise it
 *   (40001): two batches of leads took the same rows in a different order.
 *
 * @example try { … } catch (error) { if (isWriteConflict(error)) return tryAgain(); throw error; }
 */

const WRITE_CONFLICT_CODES: ReadonlySet<string> = new Set([
  // PostgreSQL: unique_violation (a unique index or a primary key).
  '23505',
  // better-sqlite3 reports SQLite's extended result codes by name.
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
  // PostgreSQL: deadlock_detected, serialization_failure.
  '40P01',
  '40001',
]);

export function isWriteConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WRITE_CONFLICT_CODES.has(code);
}
