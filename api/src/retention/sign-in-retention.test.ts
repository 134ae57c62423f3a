/**
 * What the retention purge keeps of sign-in (docs/decisions.md §112): the security log and the
 * browsers an owner signed in from for 12 months, the state of a sign-in ceremony until it
 * expires.
 * claim: security-log-retention (content/claims.yaml).
 */
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import type { Database } from '#api/db/schema.ts';
import { recordKnownDevice } from '#api/repositories/known-devices.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { createCeremony } from '#api/repositories/sign-in-ceremonies.ts';
import { insertUser } from '#api/repositories/users.ts';
import { cutoffOf } from '#api/testing/data-map-copies.ts';
import { appPerTest, TEST_NOW } from '#api/testing/test-app.ts';
import { purgeExpiredData } from './purge.ts';

const setup = appPerTest();
const now = new Date(TEST_NOW);
/** 12 calendar months before TEST_NOW (2026-11-20T09:30:00Z). */
const YEAR_AGO = '2025-11-20T09:30:00.000Z';
const JUST_OVER_A_YEAR = '2025-11-20T09:29:59.999Z';

async function addOwner(db: Kysely<Database>) {
  await insertUser(db, {
    id: 'u1',
    username: 'ada',
    email: 'ada@example.com',
    passwordHash: 'x',
    firstName: null,
    lastName: null,
    createdAt: '2024-01-01T00:00:00.000Z',
  });
}

describe('the retention purge and sign-in', () => {
  // claim: security-log-retention
  test('deletes security log entries older than 12 months and keeps the rest', async () => {
    const { db } = await setup();
    await addOwner(db);
    const device = { userAgent: null, addressHint: null };
    for (const at of [JUST_OVER_A_YEAR, YEAR_AGO, '2026-11-20T09:00:00.000Z']) {
      await recordSecurityEvent(db, { userId: 'u1', kind: 'sign-in', outcome: 'success', device }, new Date(at));
    }
    expect(cutoffOf('security-log', now).toISOString()).toBe(YEAR_AGO);
    expect((await purgeExpiredData(db, now))['security-log']).toEqual({ events: 1 });
    const left = await db.selectFrom('security_events').select('created_at').orderBy('id').execute();
    expect(left.map((row) => row.created_at)).toEqual([YEAR_AGO, '2026-11-20T09:00:00.000Z']);
  });

  test('forgets browsers not seen for 12 months, whenever they were first seen', async () => {
    const { db } = await setup();
    await addOwner(db);
    await recordKnownDevice(db, 'u1', 'a'.repeat(64), new Date(JUST_OVER_A_YEAR));
    await recordKnownDevice(db, 'u1', 'b'.repeat(64), new Date('2024-06-01T00:00:00.000Z'));
    await recordKnownDevice(db, 'u1', 'b'.repeat(64), new Date(YEAR_AGO));
    expect(cutoffOf('known-browsers', now).toISOString()).toBe(YEAR_AGO);
    expect((await purgeExpiredData(db, now))['known-browsers']).toEqual({ browsers: 1 });
    const left = await db.selectFrom('known_devices').select('device_hash').execute();
    expect(left.map((row) => row.device_hash)).toEqual(['b'.repeat(64)]);
  });

  test('deletes sign-in ceremonies past their expiry only', async () => {
    const { db } = await setup();
    await addOwner(db);
    const ceremony = { purpose: 'second-step', userId: 'u1', data: {} } as const;
    await createCeremony(db, { ...ceremony, ttlMs: 60_000 }, new Date(now.getTime() - 60_000));
    await createCeremony(db, { ...ceremony, ttlMs: 60_000 }, new Date(now.getTime() - 59_999));
    expect((await purgeExpiredData(db, now)).sessions).toEqual({ sessions: 0, signInCeremonies: 1 });
    expect(await db.selectFrom('sign_in_ceremonies').select('id').execute()).toHaveLength(1);
  });
});
