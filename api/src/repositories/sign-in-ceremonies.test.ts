import { describe, expect, test } from 'vitest';
import { databasePerTest } from '#api/testing/test-database.ts';
import {
  countCeremonyAttempt,
  createCeremony,
  deleteCeremony,
  deleteExpiredCeremonies,
  findCeremony,
  takeCeremony,
} from './sign-in-ceremonies.ts';

const database = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('sign-in ceremonies', () => {
  test('are found by their token and purpose only, and only while they live', async () => {
    const { db } = (await database()).engine;
    const token = await createCeremony(db, { purpose: 'sso', userId: null, data: { state: 's' }, ttlMs: 60_000 }, NOW);
    expect(await findCeremony(db, token, 'sso', later(59_999))).toMatchObject({ data: { state: 's' }, attempts: 0 });
    expect(await findCeremony(db, token, 'passkey-sign-in', NOW)).toBeNull();
    expect(await findCeremony(db, `${token.slice(1)}x`, 'sso', NOW)).toBeNull();
    expect(await findCeremony(db, token, 'sso', later(60_000))).toBeNull();
  });

  test('store only a hash of the token', async () => {
    const { db } = (await database()).engine;
    const token = await createCeremony(db, { purpose: 'sso', userId: null, data: {}, ttlMs: 60_000 }, NOW);
    const [row] = await db.selectFrom('sign_in_ceremonies').select('id').execute();
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.id).not.toContain(token);
  });

  test('are taken once: a second take with the same token finds nothing', async () => {
    const { db } = (await database()).engine;
    const token = await createCeremony(db, { purpose: 'sso', userId: null, data: {}, ttlMs: 60_000 }, NOW);
    const [first, second] = await Promise.all([
      takeCeremony(db, token, 'sso', NOW),
      takeCeremony(db, token, 'sso', NOW),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
  });

  test('count failed attempts, and only one request may delete one', async () => {
    const { db } = (await database()).engine;
    const token = await createCeremony(db, { purpose: 'second-step', userId: null, data: {}, ttlMs: 60_000 }, NOW);
    const ceremony = await findCeremony(db, token, 'second-step', NOW);
    if (!ceremony) throw new Error('the ceremony was not stored');
    expect(await countCeremonyAttempt(db, ceremony.id)).toBe(1);
    expect(await countCeremonyAttempt(db, ceremony.id)).toBe(2);
    expect(await deleteCeremony(db, ceremony.id)).toBe(true);
    expect(await deleteCeremony(db, ceremony.id)).toBe(false);
  });

  test('past their expiry are purged', async () => {
    const { db } = (await database()).engine;
    await createCeremony(db, { purpose: 'sso', userId: null, data: {}, ttlMs: 1_000 }, NOW);
    const live = await createCeremony(db, { purpose: 'sso', userId: null, data: {}, ttlMs: 10_000 }, NOW);
    expect(await deleteExpiredCeremonies(db, later(5_000))).toBe(1);
    expect(await findCeremony(db, live, 'sso', later(5_000))).not.toBeNull();
  });
});
