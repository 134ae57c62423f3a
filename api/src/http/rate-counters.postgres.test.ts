import { afterEach, describe, expect, test } from 'vitest';
import { type DatabaseEngine, openDatabase } from '#api/db/engine.ts';
import { openTestDatabase, type TestDatabase } from '#api/testing/test-database.ts';

let opened: { database: TestDatabase; second: DatabaseEngine }[] = [];
afterEach(async () => {
  const closing = opened;
  opened = [];
  for (const { database, second } of closing) {
    await second.close();
    await database.drop();
  }
});

/** Two API processes' engines on one PostgreSQL schema, each with its own connection pool. */
async function twoEngines(): Promise<[DatabaseEngine, DatabaseEngine]> {
  const database = await openTestDatabase();
  if (!database.postgres) throw new Error('the postgres test project runs on PostgreSQL');
  const { url, schema } = database.postgres;
  const second = openDatabase({ url, schema, dataDir: '', file: '', poolSize: 4 });
  opened.push({ database, second });
  return [database.engine, second];
}

describe('rate counters shared on PostgreSQL', () => {
  test('calls of one key through two engines at once each get their own count: none is lost', async () => {
    const [a, b] = await twoEngines();
    const first = a.rateCounters('test');
    const second = b.rateCounters('test');
    const now = new Date('2026-11-20T00:00:00.000Z');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? first : second).add('busy', now, 60_000)),
    );
    const counts = results.map((result) => result.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(results.map((result) => result.resetAt)).size).toBe(1);
  });

  test('a key one engine forgets counts from 1 again on the other', async () => {
    const [a, b] = await twoEngines();
    const now = new Date('2026-11-20T00:00:00.000Z');
    await a.rateCounters('test').add('client', now, 60_000);
    expect((await b.rateCounters('test').add('client', now, 60_000)).count).toBe(2);
    await a.rateCounters('test').forget('client');
    expect((await b.rateCounters('test').add('client', now, 60_000)).count).toBe(1);
  });
});
