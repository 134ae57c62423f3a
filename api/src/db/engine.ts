/**
 * The database the API runs on (docs/decisions.md §61). SQLite (better-sqlite3) in a data
 * folder is the embedded default; `DATABASE_URL=postgres://…` selects PostgreSQL. The rest of
 * the code sees `Kysely<Database>` and writes every query once; what differs between the two
 * sits behind this one interface, with an implementation per engine:
 *
 * - where rate limits count (memory for the one SQLite process, a shared table on PostgreSQL);
 * - who runs the periodic jobs (always this process on SQLite, an advisory lock on PostgreSQL);
 * - whether the database can store now (file system and lock probes on SQLite, the server's
 *   own errors on PostgreSQL), reported through api/src/health/database-writes.ts.
 *
 * @example const engine = openDatabase({ url: config.DATABASE_URL, dataDir, file }); await migrateToLatest(engine.db);
 */
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { RateCountersFactory } from '#api/http/rate-counters.ts';
import type { Leadership } from './leadership.ts';
import { openPostgresDatabase } from './postgres-engine.ts';
import type { Database } from './schema.ts';
import { openSqliteDatabase } from './sqlite-engine.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseEngine {
  readonly dialect: Dialect;
  readonly db: Kysely<Database>;
  readonly rateCounters: RateCountersFactory;
  readonly leadership: Leadership;
  /** Gives back leads and connections. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A `postgres://` URL selects PostgreSQL; without one, SQLite in `dataDir`. */
  url?: string | undefined;
  /** Folder of the SQLite file; ignored for ':memory:' and PostgreSQL. */
  dataDir: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  file: string;
  /**
   * How long a write waits before failing with 503 (DB_WRITE_TIMEOUT_MS): for another
   * process's lock on SQLite, for a free connection on PostgreSQL.
   */
  writeTimeoutMs?: number;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL schema to work in (tests give each app its own); the server's default otherwise. */
  schema?: string;
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseEngine {
  return options.url ? openPostgresDatabase({ ...options, url: options.url }) : openSqliteDatabase(options);
}

/** The database the configuration names (DATABASE_URL, else the SQLite file in DATA_DIR). */
export function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_FILE' | 'DB_WRITE_TIMEOUT_MS' | 'DATABASE_POOL_SIZE'>,
): DatabaseEngine {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    file: config.DATABASE_FILE,
    writeTimeoutMs: config.DB_WRITE_TIMEOUT_MS,
    poolSize: config.DATABASE_POOL_SIZE,
  });
}
