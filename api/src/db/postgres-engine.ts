/**
 * PostgreSQL (`pg` pool, Kysely's Postgres dialect), selected by DATABASE_URL. Any number of API
 * processes may share it (docs/decisions.md §61): they count rate limits in one table, and an
 * advisory lock decides which of them runs the periodic jobs (./postgres-leadership.ts).
 *
 * Values read the same as on SQLite: 64-bit integers (count(*), sums) and numerics come back as
 * numbers, not strings; every count and amount the API keeps fits a double exactly.
 */
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { DatabaseWrites, registerDatabaseWrites } from '#api/health/database-writes.ts';
import { databaseRateCounters } from '#api/http/rate-counters.ts';
import type { DatabaseEngine, OpenDatabaseOptions } from './engine.ts';
import { postgresUnwritableReason, ReportingPostgresDialect } from './postgres-dialect.ts';
import { postgresLeadership } from './postgres-leadership.ts';
import type { Database } from './schema.ts';

pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

/** A schema name the tests generate; quoted nowhere, so only these characters are allowed. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The connection settings of a URL, with the schema to work in when one is given. */
export function postgresConnection(url: string, schema?: string): pg.ClientConfig {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  return {
    connectionString: url,
    application_name: 'alpora',
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  };
}

export function openPostgresDatabase({
  url,
  writeTimeoutMs = 5000,
  poolSize = 10,
  schema,
}: OpenDatabaseOptions & { url: string }): DatabaseEngine {
  const connection = postgresConnection(url, schema);
  const pool = new pg.Pool({
    ...connection,
    max: poolSize,
    // A request waits at most the write bound for a connection, then answers 503.
    connectionTimeoutMillis: Math.max(1, writeTimeoutMs),
  });
  // An idle connection the server closes (a restart, a failover) must not crash the process;
  // the next query reports the outage.
  pool.on('error', () => {});
  const writes = new DatabaseWrites({
    dataDir: undefined,
    writeTimeoutMs,
    // PostgreSQL never leaves a writer waiting on another process's file lock.
    driver: { tryWriteLock: async () => true },
    // Asked by /api/health at most once a second: reachable, and not a read-only standby.
    server: async () => {
      try {
        const { rows } = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(db);
        return rows[0]?.standby ? 'read-only database' : null;
      } catch (error) {
        return postgresUnwritableReason(error) ?? 'database unreachable';
      }
    },
  });
  const db = new Kysely<Database>({ dialect: new ReportingPostgresDialect({ pool }, writes) });
  registerDatabaseWrites(db, writes);
  const counts = openCountsDatabase(connection, poolSize, writeTimeoutMs, writes);
  const leadership = postgresLeadership(connection);
  return {
    dialect: 'postgres',
    db,
    rateCounters: databaseRateCounters(counts),
    leadership,
    async close() {
      await leadership.close();
      await Promise.all([counts.destroy(), db.destroy()]);
    },
  };
}

/**
 * Rate-limit counts go through connections of their own that commit without waiting for the
 * disk (synchronous_commit off): a count is written on every API call, and a durable commit
 * each time made the counted routes several times slower. A crash of the database server can
 * then forget the counts of its last fraction of a second, which lets a client make a few more
 * calls, and never corrupts anything (docs/decisions.md §61). Half as many connections as the
 * main pool: a count is one short statement.
 */
function openCountsDatabase(
  connection: pg.ClientConfig,
  poolSize: number,
  writeTimeoutMs: number,
  writes: DatabaseWrites,
): Kysely<Database> {
  const pool = new pg.Pool({
    ...connection,
    application_name: 'alpora-counts',
    max: Math.max(1, Math.ceil(poolSize / 2)),
    connectionTimeoutMillis: Math.max(1, writeTimeoutMs),
  });
  pool.on('error', () => {});
  // Queued before the connection's first statement, whatever the URL's own options say.
  pool.on('connect', (client) => {
    client.query('set synchronous_commit = off').catch(() => {});
  });
  return new Kysely<Database>({ dialect: new ReportingPostgresDialect({ pool }, writes) });
}
