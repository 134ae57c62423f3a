import SQLite from 'better-sqlite3';
import { type Generated, Kysely, sql } from 'kysely';
import { expect, test } from 'vitest';
import { NonBlockingSqliteDialect, NonBlockingSqliteDriver } from './sqlite-driver.ts';

/** A driver over an in-memory database that records which statements it reported as writes. */
function recordingDb() {
  const outcomes = { succeeded: 0, failed: [] as string[] };
  const driver = new NonBlockingSqliteDriver({
    database: new SQLite(':memory:'),
    writeTimeoutMs: 100,
    outcomes: {
      writeSucceeded: () => {
        outcomes.succeeded += 1;
      },
      writeFailed: (reason) => {
        outcomes.failed.push(reason);
      },
    },
  });
  return {
    db: new Kysely<{ notes: { id: Generated<number>; text: string } }>({
      dialect: new NonBlockingSqliteDialect(driver),
    }),
    outcomes,
  };
}

test('an INSERT … RETURNING counts as a write, a SELECT does not', async () => {
  const { db, outcomes } = recordingDb();
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
  const before = outcomes.succeeded;
  await db.selectFrom('notes').selectAll().execute();
  expect(outcomes.succeeded).toBe(before);
  const inserted = await db.insertInto('notes').values({ text: 'hello' }).returning('id').executeTakeFirst();
  expect(inserted?.id).toBe(1);
  expect(outcomes.succeeded).toBe(before + 1);
  await db.destroy();
});
