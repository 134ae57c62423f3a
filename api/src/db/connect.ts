/**
 * Opens the database. SQLite (better-sqlite3) is the embedded default; the rest of the code
 * sees only `Kysely<Database>`, so PostgreSQL can replace it here by configuration.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

interface OpenDatabaseOptions {
  /** Folder of the database file; ignored for ':memory:'. */
  dataDir: string;
  /** File name inside dataDir, or ':memory:'. */
  file: string;
  /** How long a statement waits for another process's lock before failing. */
  busyTimeoutMs?: number;
}

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

export function openDatabase({ dataDir, file, busyTimeoutMs = 5000 }: OpenDatabaseOptions): Kysely<Database> {
  const location = file === ':memory:' ? ':memory:' : path.join(dataDir, file);
  let sqlite: SQLite.Database;
  try {
    if (location !== ':memory:') fs.mkdirSync(dataDir, { recursive: true });
    sqlite = new SQLite(location, { timeout: busyTimeoutMs });
    // WAL lets readers go on while one writer writes; NORMAL sync is durable in WAL mode
    // except for the last transactions on power loss, not on a process crash.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // Fails here, with a clear message, when the file is not a database.
    sqlite.pragma('schema_version');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(`Cannot open the database at ${location}: ${reason}`);
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely prepares every query anew; compiling the SQL was a quarter of a lead submission's
 * CPU time. Our queries are few and parameterised, so their prepared statements are kept
 * (least recently used first out). Statements are never iterated, so reuse is safe.
 */
function withStatementCache(sqlite: SQLite.Database, capacity = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached) {
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = prepare(source);
    cache.set(source, statement);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    return statement;
  }) as SQLite.Database['prepare'];
  return sqlite;
}
