import type { Kysely } from 'kysely';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { fixedClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { monthsBefore, PURGE_INTERVAL_MS, purgeExpiredData, startRetentionPurge } from './purge.ts';

const now = new Date('2026-11-20T09:30:00.000Z');
let db: Kysely<Database> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await db?.destroy();
  db = undefined;
});

async function freshDb(): Promise<Kysely<Database>> {
  db = openDatabase({ dataDir: testConfig().DATA_DIR, file: ':memory:' });
  await migrateToLatest(db);
  return db;
}

async function addLead(db: Kysely<Database>, kind: string, email: string, createdAt: string, updatedAt = createdAt) {
  const { id } = await db
    .insertInto('leads')
    .values({
      public_id: crypto.randomUUID(),
      kind,
      email,
      name: 'Alan Turing',
      first_name: null,
      last_name: null,
      company: null,
      persona: null,
      selected_plan: null,
      role: null,
      aum_band: null,
      use_case: null,
      monthly_volume: null,
      timeline: null,
      infrastructure: null,
      message: 'Hello',
      consent_version: 'en-2025-07-23',
      consented_at: createdAt,
      consent_page: '/contact',
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
      created_at: createdAt,
      updated_at: updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const receivedAt of new Set([createdAt, updatedAt])) {
    await db
      .insertInto('lead_submissions')
      .values({ client_id: crypto.randomUUID(), lead_id: id, payload: '{}', received_at: receivedAt })
      .execute();
  }
  return id;
}

const emails = async (db: Kysely<Database>) =>
  (await db.selectFrom('leads').select('email').orderBy('id').execute()).map((row) => row.email);

describe('monthsBefore', () => {
  test.each([
    ['2026-11-20T09:30:00.000Z', 24, '2024-11-20T09:30:00.000Z'],
    ['2026-11-20T09:30:00.000Z', 26, '2024-09-20T09:30:00.000Z'],
    ['2026-03-31T12:00:00.000Z', 1, '2026-02-28T12:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 24, '2026-02-28T00:00:00.000Z'],
  ])('%s minus %d months is %s', (from, months, expected) => {
    expect(monthsBefore(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe('purgeExpiredData', () => {
  test('deletes contact inquiries whose last exchange is older than 24 months, with their submissions', async () => {
    const db = await freshDb();
    await addLead(db, 'contact', 'old@example.com', '2024-11-20T09:29:59.000Z');
    await addLead(db, 'contact', 'edge@example.com', '2024-11-20T09:30:00.000Z');
    // Asked first three years ago, wrote again last month: the inquiry is still current.
    const renewed = await addLead(
      db,
      'contact',
      'renewed@example.com',
      '2023-10-01T00:00:00.000Z',
      '2026-10-01T00:00:00.000Z',
    );
    await addLead(db, 'waitlist', 'waitlist@example.com', '2023-01-01T00:00:00.000Z');

    const result = await purgeExpiredData(db, now);

    expect(result).toMatchObject({ contactLeads: 1, leadSubmissions: 1 });
    expect(await emails(db)).toEqual(['edge@example.com', 'renewed@example.com', 'waitlist@example.com']);
    const submissions = await db.selectFrom('lead_submissions').select('lead_id').execute();
    expect(submissions).toHaveLength(4);
    expect(submissions.filter((s) => s.lead_id === renewed)).toHaveLength(2);
  });

  test('deletes analytics events older than 26 months', async () => {
    const db = await freshDb();
    for (const createdAt of ['2024-09-20T09:29:59.000Z', '2024-09-20T09:30:00.000Z', '2026-11-20T09:00:00.000Z']) {
      await db
        .insertInto('analytics_events')
        .values({ name: 'page_view', path: '/', properties: '{}', created_at: createdAt })
        .execute();
    }
    expect((await purgeExpiredData(db, now)).analyticsEvents).toBe(1);
    const left = await db.selectFrom('analytics_events').select('created_at').execute();
    expect(left.map((row) => row.created_at)).toEqual(['2024-09-20T09:30:00.000Z', '2026-11-20T09:00:00.000Z']);
  });

  test('deletes expired sessions only', async () => {
    const db = await freshDb();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        username: 'ada',
        username_key: 'ada',
        email: 'ada@example.com',
        email_key: 'ada@example.com',
        password_hash: 'x',
        first_name: null,
        last_name: null,
        created_at: '2026-11-20T00:00:00.000Z',
      })
      .execute();
    for (const [id, expiresAt] of [
      ['expired', '2026-11-20T09:29:59.000Z'],
      ['live', '2026-11-20T11:00:00.000Z'],
    ]) {
      await db
        .insertInto('sessions')
        .values({
          id: id as string,
          user_id: 'u1',
          created_at: '2026-11-20T08:00:00.000Z',
          expires_at: expiresAt as string,
        })
        .execute();
    }
    expect((await purgeExpiredData(db, now)).sessions).toBe(1);
    expect((await db.selectFrom('sessions').select('id').execute()).map((row) => row.id)).toEqual(['live']);
  });
});

describe('startRetentionPurge', () => {
  test('purges at start and every hour after, until stopped', async () => {
    vi.useFakeTimers();
    const db = await freshDb();
    const clock = fixedClock(now);
    const purge = startRetentionPurge({ db, clock, logger: createLogger('silent') });
    const addEvent = (createdAt: string) =>
      db
        .insertInto('analytics_events')
        .values({ name: 'page_view', path: '/', properties: '{}', created_at: createdAt })
        .execute();
    const count = async () => (await db.selectFrom('analytics_events').selectAll().execute()).length;

    await vi.waitFor(async () => expect(await count()).toBe(0));
    await addEvent('2024-09-20T10:00:00.000Z'); // 26 months old one hour from now
    clock.advance(PURGE_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    await vi.waitFor(async () => expect(await count()).toBe(0));

    purge.stop();
    await addEvent('2024-01-01T00:00:00.000Z');
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS * 2);
    expect(await count()).toBe(1);
  });
});
