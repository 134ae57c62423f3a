/**
 * The values the code relies on read back the same on both engines (docs/decisions.md §61):
 * this file runs in the SQLite and in the PostgreSQL test run alike.
 */
import { describe, expect, test } from 'vitest';
import { databasePerTest, testDialect } from '#api/testing/test-database.ts';

const openDatabase = databasePerTest();

async function database() {
  return (await openDatabase()).engine;
}

describe(`values on ${testDialect()}`, () => {
  test('a self-numbered id is a number, and a deleted one is never handed out again', async () => {
    const { db } = await database();
    const event = { name: 'cta_click', path: '/', properties: '{}', created_at: '2026-11-20T09:30:00.000Z' };
    const first = await db.insertInto('analytics_events').values(event).returning('id').executeTakeFirstOrThrow();
    const second = await db.insertInto('analytics_events').values(event).returning('id').executeTakeFirstOrThrow();
    expect(typeof first.id).toBe('number');
    expect(second.id).toBe(first.id + 1);
    await db.deleteFrom('analytics_events').where('id', '=', second.id).execute();
    const third = await db.insertInto('analytics_events').values(event).returning('id').executeTakeFirstOrThrow();
    expect(third.id).toBe(second.id + 1);
  });

  test('counts and sums are numbers, not strings', async () => {
    const { db } = await database();
    const rows = [1.5, 2.25, 1e12].map((latency, i) => ({
      service: 'api',
      status: 'operational',
      latency_ms: latency,
      detail: null,
      checked_at: `2026-11-20T09:3${i}:00.000Z`,
    }));
    await db.insertInto('health_checks').values(rows).execute();
    const result = await db
      .selectFrom('health_checks')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('latency_ms').as('total')])
      .executeTakeFirstOrThrow();
    expect(result).toEqual({ count: 3, total: 1.5 + 2.25 + 1e12 });
  });

  test('amounts keep every digit of a double', async () => {
    const { db } = await database();
    const values = [0.1 + 0.2, 5085.05, -1234567.891234, Number.MAX_SAFE_INTEGER / 3];
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        username: 'parity',
        username_key: 'parity',
        email: 'parity@example.ch',
        email_key: 'parity@example.ch',
        search_key: 'parity\nparity@example.ch',
        password_hash: 'x',
        created_at: '2026-11-20T09:30:00.000Z',
      })
      .execute();
    await db
      .insertInto('portfolios')
      .values(
        values.map((cash, i) => ({
          id: `p${i}`,
          user_id: 'u1',
          name: `P${i}`,
          currency: 'CHF',
          cash_balance: cash,
          created_at: '2026-11-20T09:30:00.000Z',
        })),
      )
      .execute();
    const stored = await db.selectFrom('portfolios').select(['cash_balance', 'simulated']).orderBy('id').execute();
    expect(stored.map((row) => row.cash_balance)).toEqual(values);
    // Flags are integers 0/1 on both engines, never booleans.
    expect(stored.map((row) => row.simulated)).toEqual([1, 1, 1, 1]);
  });

  test('ISO timestamps compare and sort as the times they name', async () => {
    const { db } = await database();
    const times = ['2026-11-20T10:00:00.000Z', '2025-12-31T23:59:59.999Z', '2026-01-01T00:00:00.000Z'];
    await db
      .insertInto('analytics_events')
      .values(times.map((created_at) => ({ name: 'cta_click', path: '/', properties: '{}', created_at })))
      .execute();
    const sorted = await db.selectFrom('analytics_events').select('created_at').orderBy('created_at').execute();
    expect(sorted.map((row) => row.created_at)).toEqual([...times].sort((a, b) => Date.parse(a) - Date.parse(b)));
    const after = await db
      .selectFrom('analytics_events')
      .select('created_at')
      .where('created_at', '>=', '2026-01-01T00:00:00.000Z')
      .execute();
    expect(after).toHaveLength(2);
  });

  test('JSON text and any Unicode come back byte for byte, and text equality is exact', async () => {
    const { db } = await database();
    const properties = JSON.stringify({ label: 'Zürich – «Prämie» 📈', quote: '"\\n' });
    await db
      .insertInto('analytics_events')
      .values({ name: 'cta_click', path: '/É', properties, created_at: '2026-11-20T09:30:00.000Z' })
      .execute();
    const row = await db.selectFrom('analytics_events').select(['properties', 'path']).executeTakeFirstOrThrow();
    expect(row).toEqual({ properties, path: '/É' });
    expect(JSON.parse(row.properties)).toEqual({ label: 'Zürich – «Prämie» 📈', quote: '"\\n' });
    const differentCase = await db.selectFrom('analytics_events').select('id').where('path', '=', '/é').execute();
    expect(differentCase).toHaveLength(0);
  });
});
