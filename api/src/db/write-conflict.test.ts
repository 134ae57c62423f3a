import { describe, expect, test } from 'vitest';
import { databasePerTest } from '#api/testing/test-database.ts';
import { isWriteConflict } from './write-conflict.ts';

const openDatabase = databasePerTest();

async function database() {
  return (await openDatabase()).engine.db;
}

/** The error a write fails with, or a failure of the test when it succeeds. */
async function failureOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error('the write was expected to fail');
}

const counter = { scope: 'test', key: 'k', count: 1, reset_at: '2026-11-20T09:31:00.000Z' };
const lead = {
  public_id: '0b6c0a8e-1f49-4c4e-9c1b-6d8f0e2a7c11',
  kind: 'contact',
  email: 'alan@example.com',
  search_key: 'alan@example.com',
  consent_version: 'en-2025-07-23',
  consented_at: '2026-11-20T09:29:58.000Z',
  consent_page: '/contact',
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
};

describe('isWriteConflict', () => {
  test('a second row with the same primary key is a unique violation', async () => {
    const db = await database();
    await db.insertInto('rate_limit_counters').values(counter).execute();
    const error = await failureOf(() => db.insertInto('rate_limit_counters').values(counter).execute());
    expect(isWriteConflict(error)).toBe(true);
  });

  test('a second lead for the same email and kind is a unique violation', async () => {
    const db = await database();
    await db.insertInto('leads').values(lead).execute();
    const error = await failureOf(() =>
      db
        .insertInto('leads')
        .values({ ...lead, public_id: '5d1e8f3a-2b7c-4d9e-8a6f-1c3b5e7d9f20' })
        .execute(),
    );
    expect(isWriteConflict(error)).toBe(true);
  });

  test('a missing required value is not a unique violation', async () => {
    const db = await database();
    const error = await failureOf(() =>
      db
        .insertInto('leads')
        .values({ ...lead, consent_version: null as unknown as string })
        .execute(),
    );
    expect(isWriteConflict(error)).toBe(false);
  });

  test("PostgreSQL's deadlock victim and serialisation failure are conflicts to run again", () => {
    expect(isWriteConflict({ code: '40P01' })).toBe(true);
    expect(isWriteConflict({ code: '40001' })).toBe(true);
    expect(isWriteConflict({ code: '23503' })).toBe(false);
  });

  test('errors without a database code are not unique violations', () => {
    expect(isWriteConflict(new Error('boom'))).toBe(false);
    expect(isWriteConflict(null)).toBe(false);
    expect(isWriteConflict({ code: 23505 })).toBe(false);
  });
});
