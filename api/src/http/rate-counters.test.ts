import { afterEach, describe, expect, test } from 'vitest';
import { fixedClock } from '#api/lib/clock.ts';
import { openTestDatabase, type TestDatabase } from '#api/testing/test-database.ts';
import { databaseRateCounters, memoryRateCounters, type RateCountersFactory } from './rate-counters.ts';

const START = '2026-11-20T00:00:00.000Z';
const WINDOW_MS = 10_000;

let opened: TestDatabase[] = [];
afterEach(async () => {
  const closing = opened;
  opened = [];
  await Promise.all(closing.map((database) => database.drop()));
});

/** A fresh database of this run's engine (the counters' table exists on both). */
async function freshDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}

const stores: [string, () => Promise<RateCountersFactory>][] = [
  ['memoryRateCounters', async () => memoryRateCounters],
  ['databaseRateCounters', async () => databaseRateCounters((await freshDatabase()).engine.db)],
];

describe.each(stores)('%s', (_name, open) => {
  test('counts the calls of each key in a window that ends a window after the first', async () => {
    const counters = (await open())('test');
    const clock = fixedClock(START);
    const windowEnd = Date.parse(START) + WINDOW_MS;
    expect(await counters.add('a', clock.now(), WINDOW_MS)).toEqual({ count: 1, resetAt: windowEnd });
    clock.advance(4_000);
    expect(await counters.add('a', clock.now(), WINDOW_MS)).toEqual({ count: 2, resetAt: windowEnd });
    expect(await counters.add('b', clock.now(), WINDOW_MS)).toEqual({ count: 1, resetAt: windowEnd + 4_000 });
    expect(await counters.add('a', clock.now(), WINDOW_MS)).toEqual({ count: 3, resetAt: windowEnd });
  });

  test('a new window starts, counting from 1, when the last one has ended', async () => {
    const counters = (await open())('test');
    const clock = fixedClock(START);
    await counters.add('a', clock.now(), WINDOW_MS);
    clock.advance(WINDOW_MS - 1);
    expect((await counters.add('a', clock.now(), WINDOW_MS)).count).toBe(2);
    clock.advance(1);
    expect(await counters.add('a', clock.now(), WINDOW_MS)).toEqual({
      count: 1,
      resetAt: clock.now().getTime() + WINDOW_MS,
    });
    expect((await counters.add('a', clock.now(), WINDOW_MS)).count).toBe(2);
  });

  test('a forgotten key counts from 1 again; other keys keep their counts', async () => {
    const counters = (await open())('test');
    const now = new Date(START);
    for (const key of ['a', 'a', 'a', 'b', 'b']) await counters.add(key, now, WINDOW_MS);
    await counters.forget('a');
    expect((await counters.add('a', now, WINDOW_MS)).count).toBe(1);
    expect((await counters.add('b', now, WINDOW_MS)).count).toBe(3);
    await counters.forget('never-seen');
    expect((await counters.add('never-seen', now, WINDOW_MS)).count).toBe(1);
  });

  test('two scopes never share a count for the same key', async () => {
    const factory = await open();
    const login = factory('login-ip');
    const leads = factory('leads');
    const now = new Date(START);
    await login.add('203.0.113.9', now, WINDOW_MS);
    await login.add('203.0.113.9', now, WINDOW_MS);
    expect((await leads.add('203.0.113.9', now, WINDOW_MS)).count).toBe(1);
    await leads.forget('203.0.113.9');
    expect((await login.add('203.0.113.9', now, WINDOW_MS)).count).toBe(3);
  });

  test('keys longer than the database column count apart, like any other key', async () => {
    const counters = (await open())('test');
    const now = new Date(START);
    // A 254-character username that lower-cases to twice its length, with the client address.
    const long = `${'İ'.repeat(254).toLowerCase()}\n203.0.113.9`;
    const longer = `${'İ'.repeat(254).toLowerCase()}\n203.0.113.10`;
    const lookalike = 'sha256:0000000000000000000000000000000000000000000000000000000000000000';
    for (const key of [long, long, longer, lookalike]) await counters.add(key, now, WINDOW_MS);
    expect((await counters.add(long, now, WINDOW_MS)).count).toBe(3);
    expect((await counters.add(longer, now, WINDOW_MS)).count).toBe(2);
    expect((await counters.add(lookalike, now, WINDOW_MS)).count).toBe(2);
    await counters.forget(long);
    expect((await counters.add(long, now, WINDOW_MS)).count).toBe(1);
  });

  test('calls of one key at once each get their own count: none is lost', async () => {
    const counters = (await open())('test');
    const now = new Date(START);
    const results = await Promise.all(Array.from({ length: 50 }, () => counters.add('busy', now, WINDOW_MS)));
    const counts = results.map((result) => result.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await counters.add('busy', now, WINDOW_MS)).count).toBe(51);
  });
});

describe('memoryRateCounters bounds', () => {
  test('remembers at most maxKeys clients: expired ones go first, then the oldest', async () => {
    const counters = memoryRateCounters('test', { maxKeys: 3 });
    const clock = fixedClock(START);
    const add = async (key: string) => (await counters.add(key, clock.now(), WINDOW_MS)).count;
    await add('first'); // the periodic sweep runs now and again after 10 s
    clock.advance(9_000);
    await add('old'); // expires at 19 s, before the sweep after that
    clock.advance(1_500);
    await add('a');
    clock.advance(4_500);
    await add('b');
    clock.advance(4_500); // 19.5 s: full, and only 'old' has expired
    await add('c');
    expect(await add('a')).toBe(2); // kept: the expired 'old' made room for 'c'
    await add('d'); // full of live keys: the oldest, 'a', is forgotten
    expect(await add('b')).toBe(2);
    expect(await add('c')).toBe(2);
    expect(await add('d')).toBe(2);
    expect(await add('a')).toBe(1);
  });

  test('under a flood of new clients remembers the newest 10,000 and forgets the rest', async () => {
    const counters = memoryRateCounters('test');
    const now = new Date(START);
    const add = async (i: number) => (await counters.add(`client-${i}`, now, 60_000)).count;
    for (let i = 0; i < 12_000; i++) await add(i);
    // Asked again, the newest 10,000 count on (no key is added, so none is forgotten)...
    const remembered = new Set<number>();
    for (let i = 2_000; i < 12_000; i++) remembered.add(await add(i));
    expect([...remembered]).toEqual([2]);
    // ...and the first 2,000 were forgotten: they count from 1 again.
    const forgotten = new Set<number>();
    for (let i = 0; i < 2_000; i++) forgotten.add(await add(i));
    expect([...forgotten]).toEqual([1]);
  });
});

describe('databaseRateCounters rows', () => {
  test('expired rows of a scope are deleted once its window has passed; live ones stay', async () => {
    const { db } = (await freshDatabase()).engine;
    const counters = databaseRateCounters(db)('test');
    const other = databaseRateCounters(db)('other');
    const clock = fixedClock(START);
    const keys = () =>
      db.selectFrom('rate_limit_counters').select(['scope', 'key']).orderBy('scope').orderBy('key').execute();
    await counters.add('expired', clock.now(), WINDOW_MS); // the sweep runs now and again after 10 s
    await other.add('elsewhere', clock.now(), WINDOW_MS);
    clock.advance(5_000);
    await counters.add('live', clock.now(), WINDOW_MS); // ends at 15 s
    clock.advance(5_000);
    await counters.add('new', clock.now(), WINDOW_MS);
    expect(await keys()).toEqual([
      { scope: 'other', key: 'elsewhere' }, // another scope's limiter sweeps its own rows
      { scope: 'test', key: 'live' },
      { scope: 'test', key: 'new' },
    ]);
  });
});
