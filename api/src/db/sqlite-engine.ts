/**
 * The embedded engine: SQLite (better-sqlite3) in the data folder, served by one process (the
 * data folder's lock), which therefore counts rate limits in memory and leads every job.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { DatabaseWrites, registerDatabaseWrites } from '#api/health/database-writes.ts';
import { memoryRateCounters } from '#api/http/rate-counters.ts';
import type { DatabaseEngine, OpenDatabaseOptions } from './engine.ts';
import { soleLeadership } from './leadership.ts';
import type { Database } from './schema.ts';
import { NonBlockingSqliteDialect, NonBlockingSqliteDriver } from './sqlite-driver.ts';

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

export function openSqliteDatabase({
  dataDir,
  file,
  writeTimeoutMs = 5000,
}: Pick<OpenDatabaseOptions, 'dataDir' | 'file' | 'writeTimeoutMs'>): DatabaseEngine {
  const location = file === ':memory:' ? ':memory:' : path.join(dataDir, file);
  let sqlite: SQLite.Database;
  try {
    if (location !== ':memory:') fs.mkdirSync(dataDir, { recursive: true });
    // No busy timeout: SQLite's would wait for another process's lock inside the event loop.
    // The driver retries on timers instead (docs/decisions.md §53).
    sqlite = new SQLite(location, { timeout: 0 });
    // WAL lets readers go on while one writer writes. FULL syncs the WAL on every commit, so an
    // acknowledged write survives a power loss, not only a process crash (docs/decisions.md §55);
    // the group commit of leads keeps that to one sync per batch.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // Fails here, with a clear message, when the file is not a database.
    sqlite.pragma('schema_version');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(`Cannot open the database at ${location}: ${reason}`);
  }
  const driver = new NonBlockingSqliteDriver({
    database: withStatementCache(sqlite),
    writeTimeoutMs,
    outcomes: { writeSucceeded: () => writes.writeSucceeded(), writeFailed: (reason) => writes.writeFailed(reason) },
  });
  const writes = new DatabaseWrites({
    dataDir: location === ':memory:' ? undefined : dataDir,
    writeTimeoutMs,
    driver,
  });
  const db = new Kysely<Database>({ dialect: new NonBlockingSqliteDialect(driver) });
  registerDatabaseWrites(db, writes);
  return {
    dialect: 'sqlite',
    db,
    rateCounters: memoryRateCounters,
    leadership: soleLeadership,
    close: () => db.destroy(),
  };
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
