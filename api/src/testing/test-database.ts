/**
 * A fresh, migrated database for one test, on the engine the test run names: an in-memory
 * SQLite database by default, or, in the PostgreSQL run (vitest.postgres.config.ts, whose global setup
 * provides `postgresUrl`), a schema of its own on that server, dropped after the test. The same
 * tests thus prove the same behaviour on both engines (docs/decisions.md §61).
 *
 * @example
 * const database = databasePerTest();
 * test('…', async () => { const { engine } = await database(); const second = (await database()).openAnother(); });
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, inject } from 'vitest';
import { type DatabaseEngine, type Dialect, openDatabase } from '#api/db/engine.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { postgresConnection } from '#api/db/postgres-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server of the PostgreSQL test run (vitest.postgres.config.ts); absent in the SQLite run. */
    postgresUrl: string | undefined;
    /** A migrated schema's name and the SQL that makes it again (./postgres-global-setup.ts). */
    postgresTemplate: { schema: string; sql: string } | null;
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
  /**
   * Another engine on the same PostgreSQL schema, with its own pools and leadership: what a
   * second API process opens. Closed by `drop()`. PostgreSQL run only.
   */
  openAnother(options?: { poolSize?: number }): DatabaseEngine;
  /** Closes the engines and, on PostgreSQL, drops the schema. */
  drop(): Promise<void>;
}

export async function openTestDatabase(options: { writeTimeoutMs?: number } = {}): Promise<TestDatabase> {
  const url = postgresUrl();
  if (!url) {
    const engine = openDatabase({ dataDir: '', file: ':memory:', ...options });
    await migrateToLatest(engine.db);
    return {
      engine,
      openAnother() {
        throw new Error('A second process shares a database only in the PostgreSQL run (*.postgres.test.ts).');
      },
      drop: () => engine.close(),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  // The template's dump under this schema's name: the migrated tables and their rows, in one
  // round trip. Without one (no pg_dump at hand), the migrations run here.
  if (template) await adminQuery(url, template.sql.replaceAll(template.schema, schema));
  else await adminQuery(url, `create schema ${schema}`);
  const engine = openDatabase({ url, schema, dataDir: '', file: '', poolSize: 4, ...options });
  if (!template) await migrateToLatest(engine.db);
  const others: DatabaseEngine[] = [];
  return {
    engine,
    postgres: { url, schema },
    openAnother({ poolSize = 4 } = {}) {
      const other = openDatabase({ url, schema, dataDir: '', file: '', poolSize, ...options });
      others.push(other);
      return other;
    },
    async drop() {
      await Promise.all([engine, ...others].map((opened) => opened.close()));
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

/**
 * The databases of one test file's tests: each call opens a fresh one, and every one is dropped
 * after the current test (the database twin of appPerTest).
 */
export function databasePerTest(): () => Promise<TestDatabase> {
  let open: TestDatabase[] = [];
  afterEach(async () => {
    const closing = open;
    open = [];
    await Promise.all(closing.map((database) => database.drop()));
  });
  return async () => {
    const database = await openTestDatabase();
    open.push(database);
    return database;
  };
}

/**
 * The connection URL of one schema: `pg` reads `options` from the URL, so a server started with
 * it works in that schema only, as the tests' own connections do.
 */
export function schemaUrl(url: string, schema: string): string {
  const withOptions = new URL(url);
  withOptions.searchParams.set('options', `-c search_path=${schema}`);
  return withOptions.toString();
}
