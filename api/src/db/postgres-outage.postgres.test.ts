/**
 * A PostgreSQL connection lost while in use (a restart, a failover, a terminated backend) fails
 * the work that used it as an outage, 503 and never 500, leaves the process running, and the
 * next request gets a fresh connection (docs/decisions.md §61).
 */
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { databasePerTest } from '#api/testing/test-database.ts';
import { DatabaseUnavailableError } from './database-unavailable.ts';
import type { DatabaseEngine } from './engine.ts';

const openDatabase = databasePerTest();

/** Ends the server session of `pid` from another process's connection, after `delayMs`. */
function terminateLater(other: DatabaseEngine, pid: number, delayMs: number): Promise<unknown> {
  return new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
    sql`select pg_terminate_backend(${pid})`.execute(other.db),
  );
}

async function backendPid(
  run: (query: ReturnType<typeof sql<{ pid: number }>>) => Promise<{ rows: { pid: number }[] }>,
) {
  const { rows } = await run(sql<{ pid: number }>`select pg_backend_pid() as pid`);
  const pid = rows[0]?.pid;
  if (pid === undefined) throw new Error('no backend pid');
  return pid;
}

describe('a connection lost while in use', () => {
  test('inside a transaction: the transaction fails as unavailable, and the next one succeeds', async () => {
    const database = await openDatabase();
    const { db } = database.engine;
    const other = database.openAnother();
    const transaction = db.transaction().execute(async (trx) => {
      const pid = await backendPid((query) => query.execute(trx));
      await Promise.all([terminateLater(other, pid, 100), sql`select pg_sleep(5)`.execute(trx)]);
    });
    await expect(transaction).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  test('a single query: it fails as unavailable, and the pool opens a new connection for the next', async () => {
    const database = await openDatabase();
    const { db } = database.engine;
    const other = database.openAnother();
    const connection = db.connection().execute(async (session) => {
      const pid = await backendPid((query) => query.execute(session));
      // Both awaited together: the query fails while the other connection is still answering.
      await Promise.all([terminateLater(other, pid, 100), sql`select pg_sleep(5)`.execute(session)]);
    });
    await expect(connection).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const stored = await db
      .insertInto('analytics_events')
      .values({ name: 'cta_click', path: '/', properties: '{}', created_at: '2026-11-20T09:30:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof stored.id).toBe('number');
  });
});
