/**
 * PostgreSQL (`pg` pool, Kysely's Postgres dialect), selected by DATABASE_URL. Any number of API
 * processes may share it (docs/decisions.md §61): they count rate limits in one table, and an
 * advisory lock decides which of them runs the periodic jobs (./postgres-leadership.ts).
 *
 * Values read the same as on SQLite: 64-bit integers (count(*), sums) and numerics come back as
 * numbers, not strings; every count and amount the API keeps fits a double exactly.
 */
import { setImmediate } from 'node:timers';
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
  const pool = createPool(connection, { max: poolSize, writeTimeoutMs });
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
  const pool = createPool(
    { ...connection, application_name: 'alpora-counts' },
    { max: Math.max(1, Math.ceil(poolSize / 2)), writeTimeoutMs },
  );
  // Queued before the connection's first statement, whatever the URL's own options say.
  pool.on('connect', (client) => {
    client.query('set synchronous_commit = off').catch(() => {});
  });
  return new Kysely<Database>({ dialect: new ReportingPostgresDialect({ pool }, writes) });
}

/** Opening a connection (TCP, TLS, authentication) gets at least this long, whatever the write bound. */
const CONNECT_FLOOR_MS = 2000;
/** No statement of ours runs this long; a server that stops answering fails within it. */
const QUERY_FLOOR_MS = 15_000;

/**
 * A pool whose waits are bounded and whose lost connections never crash the process:
 * - a request waits for a connection at most the write bound (DB_WRITE_TIMEOUT_MS, but never
 *   less than CONNECT_FLOOR_MS, which also covers opening one), then answers 503;
 * - a query on a server that went silent (a network cut, a frozen host) fails after
 *   QUERY_FLOOR_MS (or three write bounds), and TCP keep-alive finds a dead peer on idle
 *   connections, instead of waiting minutes for the operating system to give up;
 * - a connection the server closes (a restart, a failover, a terminated backend) emits an
 *   error on its client, idle or checked out; unheard, Node would end the process on it. The
 *   query that used it reports the outage instead.
 */
function createPool(connection: pg.ClientConfig, { max, writeTimeoutMs }: { max: number; writeTimeoutMs: number }) {
  const pool = new pg.Pool({
    ...connection,
    max,
    connectionTimeoutMillis: Math.max(CONNECT_FLOOR_MS, writeTimeoutMs),
    query_timeout: Math.max(QUERY_FLOOR_MS, 3 * writeTimeoutMs),
    keepAlive: true,
  });
  pool.on('error', () => {});
  const lost = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', () => lost.add(client as pg.PoolClient));
    client.on('end', () => lost.add(client as pg.PoolClient));
  });
  // A connection that failed under a query goes back to the pool only after the events of its
  // end have been heard, and then is closed instead of being handed to the next request.
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  Object.assign(pool, {
    async connect() {
      const client = await connect();
      const release = client.release;
      client.release = (error?: Error | boolean) => {
        setImmediate(() => release(error ?? (lost.has(client) ? true : undefined)));
      };
      return client;
    },
  });
  return pool;
}
