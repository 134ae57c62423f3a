/**
 * The retention of what the privacy features record (docs/privacy.md#retention): cookie banner
 * answers, privacy requests (answered ones, and ones never confirmed; open ones never go), and
 * the shared rate-limit counts, each by the data map's period.
 */
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import type { Database } from '#api/db/schema.ts';
import { around, cutoffOf } from '#api/testing/data-map-copies.ts';
import { appPerTest, TEST_NOW } from '#api/testing/test-app.ts';
import { purgeExpiredData } from './purge.ts';

const setup = appPerTest();
const now = new Date(TEST_NOW);

function addChoice(db: Kysely<Database>, visitorId: string, at: Date) {
  return db
    .insertInto('consent_records')
    .values({
      visitor_id: visitorId,
      choice: 'accepted',
      policy_version: '1.2',
      page: '/',
      created_at: at.toISOString(),
    })
    .execute();
}

type RequestState =
  | { status: 'unconfirmed'; receivedAt: Date }
  | { status: 'open'; receivedAt: Date }
  | { status: 'completed' | 'declined'; receivedAt: Date; completedAt: Date };

function addRequest(db: Kysely<Database>, email: string, state: RequestState) {
  const received = state.receivedAt.toISOString();
  const answered = 'completedAt' in state ? state.completedAt.toISOString() : null;
  return db
    .insertInto('privacy_requests')
    .values({
      id: crypto.randomUUID(),
      kind: 'access',
      channel: 'web',
      status: state.status,
      email,
      email_key: email,
      token_hash: null,
      token_expires_at: null,
      received_at: received,
      confirmed_at: state.status === 'unconfirmed' ? null : received,
      due_at:
        state.status === 'unconfirmed' ? null : new Date(state.receivedAt.getTime() + 30 * 86_400_000).toISOString(),
      completed_at: answered,
      outcome: null,
      note: null,
      handled_by: null,
      handled_by_name: null,
    })
    .execute();
}

const requestsLeft = async (db: Kysely<Database>) =>
  (await db.selectFrom('privacy_requests').select('email').orderBy('email').execute()).map((row) => row.email);

describe('retention of cookie banner answers', () => {
  test('deletes an answer just past 24 months after it was given and keeps one just inside', async () => {
    const { db } = await setup();
    const { past, inside } = around(cutoffOf('cookie-consents', now));
    await addChoice(db, 'past', past);
    await addChoice(db, 'inside', inside);

    expect((await purgeExpiredData(db, now))['cookie-consents']).toEqual({ choices: 1 });
    const left = await db.selectFrom('consent_records').select('visitor_id').execute();
    expect(left).toEqual([{ visitor_id: 'inside' }]);
  });
});

describe('retention of privacy requests', () => {
  test('deletes an answered request just past 36 months after its answer and keeps one just inside', async () => {
    const { db } = await setup();
    const { past, inside } = around(cutoffOf('privacy-requests', now));
    const receivedAt = new Date('2023-01-01T00:00:00.000Z');
    await addRequest(db, 'completed-past@example.com', { status: 'completed', receivedAt, completedAt: past });
    await addRequest(db, 'declined-past@example.com', { status: 'declined', receivedAt, completedAt: past });
    await addRequest(db, 'completed-inside@example.com', { status: 'completed', receivedAt, completedAt: inside });

    expect((await purgeExpiredData(db, now))['privacy-requests']).toEqual({ requests: 2 });
    expect(await requestsLeft(db)).toEqual(['completed-inside@example.com']);
  });

  test('deletes a request never confirmed just past 30 days after it was made and keeps one just inside', async () => {
    const { db } = await setup();
    const { past, inside } = around(cutoffOf('privacy-requests-unconfirmed', now));
    await addRequest(db, 'unconfirmed-past@example.com', { status: 'unconfirmed', receivedAt: past });
    await addRequest(db, 'unconfirmed-inside@example.com', { status: 'unconfirmed', receivedAt: inside });

    expect((await purgeExpiredData(db, now))['privacy-requests-unconfirmed']).toEqual({ requests: 1 });
    expect(await requestsLeft(db)).toEqual(['unconfirmed-inside@example.com']);
  });

  test('never deletes an open request, however old: it waits for its answer', async () => {
    const { db } = await setup();
    await addRequest(db, 'open@example.com', { status: 'open', receivedAt: new Date('2020-01-01T00:00:00.000Z') });

    const result = await purgeExpiredData(db, now);

    expect(result['privacy-requests']).toEqual({ requests: 0 });
    expect(result['privacy-requests-unconfirmed']).toEqual({ requests: 0 });
    expect(await requestsLeft(db)).toEqual(['open@example.com']);
  });
});

describe('retention of rate-limit counts', () => {
  test("deletes every limiter's counters whose window ended, and keeps those still counting", async () => {
    const { db } = await setup();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
    await db
      .insertInto('rate_limit_counters')
      .values([
        { scope: 'login-ip', key: '203.0.113.7', count: 3, reset_at: at(-1000) },
        { scope: 'retired-limiter', key: 'ada@example.com', count: 1, reset_at: at(0) },
        { scope: 'login-ip', key: '203.0.113.8', count: 2, reset_at: at(1000) },
      ])
      .execute();

    expect((await purgeExpiredData(db, now))['rate-limits']).toEqual({ counters: 2 });
    const left = await db.selectFrom('rate_limit_counters').select('key').execute();
    expect(left).toEqual([{ key: '203.0.113.8' }]);
  });
});
