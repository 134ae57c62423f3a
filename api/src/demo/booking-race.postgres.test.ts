/**
 * Two API processes on one PostgreSQL database, as real processes, booking one slot at once:
 * the slot's unique index lets exactly one visitor hold it, whichever process each reached
 * (docs/decisions.md §167).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { replaceDemoAvailability } from '#api/repositories/demo-availability.ts';
import { type ApiProcess, startApiProcess } from '#api/testing/api-process.ts';
import { bookingRequest } from '#api/testing/demo-bookings.ts';
import { openTestDatabase, schemaUrl, type TestDatabase } from '#api/testing/test-database.ts';

let running: ApiProcess[] = [];
let databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(running.map((api) => api.kill()));
  await Promise.all(databases.map((database) => database.drop()));
  running = [];
  databases = [];
});

const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

describe('two API processes booking one slot', { timeout: 30_000 }, () => {
  test('exactly one visitor holds it; every other hears 409 from either process', async () => {
    const database = await openTestDatabase();
    databases.push(database);
    if (!database.postgres) throw new Error('this test needs the PostgreSQL run');
    const DATABASE_URL = schemaUrl(database.postgres.url, database.postgres.schema);
    const env = { DATABASE_URL, LEADS_RATE_LIMIT: '1000', API_RATE_LIMIT_PER_MINUTE: '100000' };
    const [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    running.push(a, b);
    await replaceDemoAvailability(database.engine.db, { weekly: ALL_DAY, closed: [] });

    const { slots } = (await (await fetch(`${a.url}/api/demo/slots`)).json()) as { slots: { start: string }[] };
    const start = slots[0]?.start as string;
    expect(start).toBeDefined();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? a : b).url}/api/demo/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingRequest(start, { email: `racer${i}@example.com`, ts: new Date().toISOString() })),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: { code: string } } })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const answer of answers.filter((x) => x.status === 409)) expect(answer.body.error?.code).toBe('slot_taken');
    const held = await database.engine.db.selectFrom('demo_bookings').select(['held_slot', 'status']).execute();
    expect(held).toEqual([{ held_slot: start, status: 'booked' }]);
  });
});
