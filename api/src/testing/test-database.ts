/**
 * A fresh, migrated database for one test, on the engine the test run names: an in-memory
 * SQLite database by default, or, in the PostgreSQL run (vitest's `postgres` project, which
 * provides `postgresUrl`), a schema of its own on that server, dropped after the test. The same
 * tests thus prove the same behaviour on both engines (docs/decisions.md §61).
 *
 * @example const { engine, drop } = await openTestDatabase(); … await drop();
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseEngine, type Dialect, openDatabase } from '#api/db/engine.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { postgresConnection } from '#api/db/postgres-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of the `postgres` test project; absent in the SQLite run. */
    postgresUrl: string | undefined;
  }
}

/** The engine this test run proves. */
export function testDialect(): Dialect {
  return postgresUrl() ? 'postgres' : 'sqlite';
}

function postgresUrl(): string | undefined {
  return inject('postgresUrl');
}

let admin: pg.Pool | undefined;

/** Runs one statement on the test server outside any test's schema. */
async function adminQuery(url: string, statement: string): Promise<void> {
  admin ??= new pg.Pool({ ...postgresConnection(url), max: 2 });
  await admin.query(statement);
}

export interface TestDatabase {
  engine: DatabaseEngine;
  /** The server and schema, for a test that starts its own API process on this database. */
  postgres?: { url: string; schema: string };
  /** Closes the engine and, on PostgreSQL, drops the schema. */
  drop(): Promise<void>;
}

export async function openTestDatabase(options: { writeTimeoutMs?: number } = {}): Promise<TestDatabase> {
  const url = postgresUrl();
  if (!url) {
    const engine = openDatabase({ dataDir: '', file: ':memory:', ...options });
    await migrateToLatest(engine.db);
    return { engine, drop: () => engine.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const engine = openDatabase({ url, schema, dataDir: '', file: '', poolSize: 4, ...options });
  await migrateToLatest(engine.db);
  return {
    engine,
    postgres: { url, schema },
    async drop() {
      await engine.close();
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}
