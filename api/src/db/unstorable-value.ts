/**
 * Whether a write failed because of a value the request brought, one its column cannot hold
 * (docs/decisions.md §66). The shared schemas refuse such values before any query runs; this
 * is the backstop for one they miss, so the client hears what is wrong with its request (400)
 * and not that the server failed (500):
 * - PostgreSQL's SQLSTATE 22001 (longer than its `varchar(n)`; SQLite ignores the length),
 *   22021 (a byte sequence invalid in the encoding, which is how PostgreSQL reports NUL in
 *   text; SQLite stores it) and 22P05 (a character the database's encoding has no code for);
 * - SQLite's SQLITE_TOOBIG, a text or blob over its length limit (a billion bytes by default,
 *   far beyond any request body the API reads), as better-sqlite3 names it.
 *
 * @example const code = unstorableValueCode(error); // '22001' for a title over varchar(200)
 */

const UNSTORABLE_VALUE_CODES: ReadonlySet<string> = new Set([
  // PostgreSQL: string_data_right_truncation.
  '22001',
  // PostgreSQL: character_not_in_repertoire (NUL in text, invalid UTF-8).
  '22021',
  // PostgreSQL: untranslatable_character.
  '22P05',
  'SQLITE_TOOBIG',
]);

/** The database's code for the failure, when it is a value its column cannot hold. */
export function unstorableValueCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNSTORABLE_VALUE_CODES.has(code) ? code : undefined;
}
