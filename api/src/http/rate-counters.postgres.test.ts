import { describe, expect, test } from 'vitest';
import type { DatabaseEngine } from '#api/db/engine.ts';
import { databasePerTest } from '#api/testing/test-database.ts';

const openDatabase = databasePerTest();

/** Two API processes' engines on one PostgreSQL schema, each with its own connection pool. */
async function twoEngines(): Promise<[DatabaseEngine, DatabaseEngine]> {
  const database = await openDatabase();
  return [database.engine, database.openAnother()];
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
