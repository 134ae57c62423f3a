import { kindOf, monthsBefore } from '@alpora/shared/data-map';
import { type Lead, leadSchema } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { testConfig } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { createLogger } from '#api/lib/logger.ts';
import { dataMap } from '#api/privacy/data-map-file.ts';
import { insertAnalyticsEvent } from '#api/repositories/analytics-events.ts';
import { leadMailSettings } from '#api/repositories/lead-mails.ts';
import { saveLead } from '#api/repositories/leads.ts';
import { enqueueMail, markFailed, markSent } from '#api/repositories/mail-outbox.ts';
import { insertSession } from '#api/repositories/sessions.ts';
import { confirmSubscription } from '#api/repositories/subscription-links.ts';
import { insertUser } from '#api/repositories/users.ts';
import { cutoffOf, mapWith } from '#api/testing/data-map-copies.ts';
import { fakeLeadership } from '#api/testing/fake-leadership.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { SAMPLE_MAIL } from '#api/testing/mail-samples.ts';
import {
  confirmedSubscriber,
  linkToken,
  mailsTo,
  subscribe,
  subscriptionRequest,
  withdrawnSubscriber,
} from '#api/testing/subscribers.ts';
import { appPerTest, TEST_NOW } from '#api/testing/test-app.ts';
import {
  PURGE_INTERVAL_MS,
  purgeExpiredData,
  purgerMismatches,
  RETENTION_PURGE_JOB,
  startRetentionPurge,
} from './purge.ts';

const setup = appPerTest();
const now = new Date(TEST_NOW);
const mail = leadMailSettings(testConfig());
afterEach(() => {
  vi.useRealTimers();
});

/** Marks every queued mail sent, as the sender does within seconds (docs/decisions.md §67). */
async function sendQueuedMails(db: Kysely<Database>, at: string) {
  const queued = await db.selectFrom('mail_outbox').select('id').where('status', '=', 'queued').execute();
  for (const { id } of queued) await markSent(db, id, '250 OK', new Date(at));
}

/**
 * A contact inquiry first sent at `createdAt` and, when given, written again at `updatedAt`,
 * with the mails it caused sent; `{ sent: false }` leaves them queued.
 */
async function addContact(
  db: Kysely<Database>,
  email: string,
  createdAt: string,
  updatedAt?: string,
  { sent } = { sent: true },
) {
  const lead = (): Lead => leadSchema.parse(sampleLead('contact', { email }));
  for (const at of [createdAt, updatedAt]) {
    if (!at) continue;
    await saveLead(db, lead(), new Date(at), mail);
    if (sent) await sendQueuedMails(db, at);
  }
}

/** The mails left, oldest first. */
async function mailsLeft(db: Kysely<Database>) {
  return db.selectFrom('mail_outbox').select(['id', 'recipient', 'status', 'data', 'lead_id']).orderBy('id').execute();
}
const attemptsLeft = async (db: Kysely<Database>) =>
  (await db.selectFrom('mail_attempts').select('mail_id').orderBy('id').execute()).map((row) => row.mail_id);

const addEvent = (db: Kysely<Database>, createdAt: string) =>
  insertAnalyticsEvent(db, { name: 'page_view', path: '/' }, new Date(createdAt));

async function addSessions(db: Kysely<Database>, expiries: Record<string, string>) {
  await insertUser(db, {
    id: 'u1',
    username: 'ada',
    email: 'ada@example.com',
    passwordHash: 'x',
    firstName: null,
    lastName: null,
    createdAt: '2026-11-20T00:00:00.000Z',
  });
  for (const [id, expiresAt] of Object.entries(expiries)) {
    await insertSession(db, { id, user_id: 'u1', created_at: '2026-11-20T08:00:00.000Z', expires_at: expiresAt });
  }
}

const emails = async (db: Kysely<Database>) =>
  (await db.selectFrom('leads').select('email').orderBy('id').execute()).map((row) => row.email);
const eventTimes = async (db: Kysely<Database>) =>
  (await db.selectFrom('analytics_events').select('created_at').orderBy('id').execute()).map((row) => row.created_at);
const sessionIds = async (db: Kysely<Database>) =>
  (await db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
const subscriptionStates = async (db: Kysely<Database>) =>
  (await db.selectFrom('mail_subscriptions').select(['email', 'state']).orderBy('id').execute()).map(
    (row) => `${row.email} ${row.state}`,
  );
const DAY_MS = 86_400_000;
const before = (at: Date, ms: number) => new Date(at.getTime() - ms);

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

// claim: fadp-compliant, gdpr-compliant
describe('the purgers and the data map', () => {
  test('every kind the data map gives to the purge has a purger, and every purger such a kind', () => {
    expect(purgerMismatches(dataMap())).toEqual([]);
  });

  test('a kind given to the purge that no purger deletes stops the purge before it deletes anything', async () => {
    const { db } = await setup();
    await addEvent(db, '2020-01-01T00:00:00.000Z');
    const map = {
      ...dataMap(),
      kinds: [...dataMap().kinds, { ...kindOf(dataMap(), 'analytics'), id: 'visitor-notes' }],
    };

    await expect(purgeExpiredData(db, now, map)).rejects.toThrow(
      '"visitor-notes" is enforced by the purge, but no purger deletes it.',
    );
    expect(await eventTimes(db)).toHaveLength(1);
  });

  test('a purger whose kind the map no longer gives to the purge stops it', async () => {
    const { db } = await setup();
    const map = mapWith('analytics', { enforcedBy: 'owner' });
    await expect(purgeExpiredData(db, now, map)).rejects.toThrow(
      'A purger deletes "analytics", which the data map does not give to the purge.',
    );
  });

  test('a kind kept until something ends, where its purger expects a period, stops the purge, and the reverse', async () => {
    const { db } = await setup();
    const untilAnalytics = mapWith('analytics', { retention: { until: 'the visitor asks' } });
    await expect(purgeExpiredData(db, now, untilAnalytics)).rejects.toThrow(
      '"analytics" is kept until something ends, but its purger expects a period.',
    );
    const periodSessions = mapWith('sessions', { retention: { days: 1, after: 'the session began' } });
    await expect(purgeExpiredData(db, now, periodSessions)).rejects.toThrow(
      '"sessions" is kept for a period, but its purger expects an end.',
    );
  });
});

describe('purgeExpiredData', () => {
  test('answers the rows it deleted by the id of every kind the data map gives to the purge', async () => {
    const { db } = await setup();
    const result = await purgeExpiredData(db, now);
    const purged = dataMap().kinds.filter((kind) => kind.enforcedBy === 'purge');
    expect(Object.keys(result)).toEqual(purged.map((kind) => kind.id));
    expect(Object.values(result).flatMap((counts) => Object.values(counts))).toSatisfy((counts: number[]) =>
      counts.every((count) => count === 0),
    );
  });

  test("a period changed in the map moves that kind's cutoff: analytics kept 3 months instead of 26", async () => {
    const { db } = await setup();
    const fourMonthsAgo = monthsBefore(now, 4).toISOString();
    const twoMonthsAgo = monthsBefore(now, 2).toISOString();
    await addEvent(db, fourMonthsAgo);
    await addEvent(db, twoMonthsAgo);

    expect((await purgeExpiredData(db, now)).analytics).toEqual({ events: 0 });
    const shorter = mapWith('analytics', { retention: { months: 3, after: 'the event' } });
    expect((await purgeExpiredData(db, now, shorter)).analytics).toEqual({ events: 1 });
    expect(await eventTimes(db)).toEqual([twoMonthsAgo]);
  });

  test("deletes sent and failed mails queued before the map's mail-log period, never one that is queued or sending", async () => {
    const { db } = await setup();
    const cutoff = cutoffOf('mail-log', now);
    const justBefore = new Date(cutoff.getTime() - 1);
    const queue = async (recipient: string, at: Date) => (await enqueueMail(db, { ...SAMPLE_MAIL, recipient }, at)).id;

    await markSent(db, await queue('sent-old@example.ch', justBefore), '250 OK', justBefore);
    const failed = await queue('failed-old@example.ch', justBefore);
    await markFailed(db, failed, { response: '421 try later', retryAt: justBefore }, justBefore);
    await markFailed(db, failed, { response: '550 no such mailbox', retryAt: null }, justBefore);
    const retrying = await queue('retrying-old@example.ch', justBefore);
    await markFailed(db, retrying, { response: '421 try later', retryAt: now }, justBefore);
    await queue('queued-old@example.ch', justBefore);
    const sending = await queue('sending-old@example.ch', justBefore);
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sending', claimed_until: TEST_NOW })
      .where('id', '=', sending)
      .execute();
    await markSent(db, await queue('sent-at-cutoff@example.ch', cutoff), '250 OK', cutoff);
    await markSent(db, await queue('sent-recent@example.ch', now), '250 OK', now);

    const result = await purgeExpiredData(db, now);

    expect(result['mail-log']).toEqual({ mails: 2 });
    const left = await mailsLeft(db);
    expect(left.map((row) => [row.recipient, row.status])).toEqual([
      ['retrying-old@example.ch', 'queued'],
      ['queued-old@example.ch', 'queued'],
      ['sending-old@example.ch', 'sending'],
      ['sent-at-cutoff@example.ch', 'sent'],
      ['sent-recent@example.ch', 'sent'],
    ]);
    expect(new Set(await attemptsLeft(db))).toEqual(new Set([retrying, ...left.slice(3).map((row) => row.id)]));
  });

  test('deletes a subscription never confirmed 30 days after its last request, with its links and mails', async () => {
    const { db } = await setup();
    const cutoff = cutoffOf('subscriptions-unconfirmed', now);
    await subscribe(db, subscriptionRequest('old@example.com', 'status'), before(cutoff, 1));
    await subscribe(db, subscriptionRequest('edge@example.com', 'status'), cutoff);
    await sendQueuedMails(db, TEST_NOW);

    const result = await purgeExpiredData(db, now);

    expect(result).toMatchObject({
      'subscriptions-unconfirmed': { subscriptions: 1, tokens: 1, mails: 1 },
      'subscriptions-withdrawn': { subscriptions: 0 },
    });
    expect(await subscriptionStates(db)).toEqual(['edge@example.com pending']);
    expect(await mailsTo(db, 'old@example.com')).toEqual([]);
  });

  test('deletes a withdrawn subscription 24 months after the withdrawal, and keeps confirmed ones', async () => {
    const { db } = await setup();
    const cutoff = cutoffOf('subscriptions-withdrawn', now);
    await withdrawnSubscriber(db, 'old@example.com', 'updates', before(cutoff, 1));
    await withdrawnSubscriber(db, 'edge@example.com', 'updates', cutoff);
    await confirmedSubscriber(db, 'ada@example.com', 'updates', before(cutoff, 1));
    await sendQueuedMails(db, TEST_NOW);

    const result = await purgeExpiredData(db, now);

    expect(result).toMatchObject({
      'subscriptions-unconfirmed': { subscriptions: 0 },
      // Its unsubscribe link: the confirm link went a week after it expired, as every one does.
      'subscriptions-withdrawn': { subscriptions: 1, tokens: 1 },
    });
    expect(await subscriptionStates(db)).toEqual(['edge@example.com withdrawn', 'ada@example.com confirmed']);
  });

  test('a used confirm link shows confirmed until 7 days after it expired, then is deleted and shows not valid', async () => {
    const { db } = await setup();
    await confirmedSubscriber(db, 'ada@example.com', 'status', now);
    const [confirmation] = await mailsTo(db, 'ada@example.com');
    const token = linkToken(confirmation, 'confirmUrl');
    await sendQueuedMails(db, TEST_NOW);
    const expiry = new Date(now.getTime() + 7 * DAY_MS);
    const weekAfter = new Date(expiry.getTime() + 7 * DAY_MS);

    expect((await purgeExpiredData(db, weekAfter))['subscriptions-unconfirmed']?.expiredConfirmLinks).toBe(0);
    expect(await confirmSubscription(db, token, weekAfter)).toEqual({ outcome: 'already-confirmed', list: 'status' });

    const justAfter = new Date(weekAfter.getTime() + 1);
    expect((await purgeExpiredData(db, justAfter))['subscriptions-unconfirmed']?.expiredConfirmLinks).toBe(1);
    expect(await confirmSubscription(db, token, justAfter)).toBeUndefined();
    expect(await subscriptionStates(db)).toEqual(['ada@example.com confirmed']);
  });

  test('deletes the row of an address that asked for no subscription in 2 days', async () => {
    const { db } = await setup();
    await subscribe(db, subscriptionRequest('old@example.com', 'status'), before(now, 2 * DAY_MS + 1));
    await subscribe(db, subscriptionRequest('edge@example.com', 'status'), before(now, 2 * DAY_MS));

    expect((await purgeExpiredData(db, now))['subscriptions-unconfirmed']?.addresses).toBe(1);
    const left = await db.selectFrom('subscription_addresses').select('email').execute();
    expect(left).toEqual([{ email: 'edge@example.com' }]);
  });

  // claim: analytics-retention
  test('deletes analytics events older than 26 months', async () => {
    const { db } = await setup();
    expect(cutoffOf('analytics', now).toISOString()).toBe('2024-09-20T09:30:00.000Z');
    for (const createdAt of ['2024-09-20T09:29:59.000Z', '2024-09-20T09:30:00.000Z', '2026-11-20T09:00:00.000Z']) {
      await addEvent(db, createdAt);
    }
    expect((await purgeExpiredData(db, now)).analytics).toEqual({ events: 1 });
    expect(await eventTimes(db)).toEqual(['2024-09-20T09:30:00.000Z', '2026-11-20T09:00:00.000Z']);
  });

  test('deletes expired sessions only', async () => {
    const { db } = await setup();
    await addSessions(db, { expired: '2026-11-20T09:29:59.000Z', live: '2026-11-20T11:00:00.000Z' });
    expect((await purgeExpiredData(db, now)).sessions).toEqual({ sessions: 1, signInCeremonies: 0 });
    expect(await sessionIds(db)).toEqual(['live']);
  });
});

describe('startRetentionPurge', () => {
  test('at start, deletes what expired while the server was down', async () => {
    const { db, clock, logger } = await setup();
    await addContact(db, 'old@example.com', '2024-01-01T00:00:00.000Z');
    await addContact(db, 'new@example.com', '2026-11-01T00:00:00.000Z');
    await addEvent(db, '2024-01-01T00:00:00.000Z');
    await addSessions(db, { expired: '2026-11-20T09:00:00.000Z', live: '2026-11-20T11:00:00.000Z' });

    const purge = startRetentionPurge({ db, clock, logger });
    try {
      // The purge goes kind by kind in the map's order: wait until all three went.
      await vi.waitFor(async () => {
        expect(await sessionIds(db)).toEqual(['live']);
        expect(await emails(db)).toEqual(['new@example.com']);
        expect(await eventTimes(db)).toEqual([]);
      });
    } finally {
      await purge.stop();
    }
  });

  test('logs how many rows of each kind it deleted', async () => {
    const { db, clock } = await setup();
    await addEvent(db, '2024-01-01T00:00:00.000Z');
    await subscribe(db, subscriptionRequest('old@example.com', 'status'), before(now, 31 * DAY_MS));
    await sendQueuedMails(db, TEST_NOW);
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', (line) => lines.push(JSON.parse(line)));

    await startRetentionPurge({ db, clock, logger }).stop();

    // Only the kinds of which something went, each with its counts.
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        message: 'retention purge',
        analytics: { events: 1 },
        'subscriptions-unconfirmed': { subscriptions: 1, tokens: 1, mails: 1, expiredConfirmLinks: 0, addresses: 1 },
      },
    ]);
  });

  test('purges every hour after, until stopped', async () => {
    vi.useFakeTimers();
    const { db, clock, logger } = await setup();
    const purge = startRetentionPurge({ db, clock, logger });
    await addEvent(db, '2024-09-20T10:00:00.000Z'); // 26 months old one hour from now
    clock.advance(PURGE_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    await vi.waitFor(async () => expect(await eventTimes(db)).toEqual([]));

    await purge.stop();
    await addEvent(db, '2024-01-01T00:00:00.000Z');
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS * 2);
    expect(await eventTimes(db)).toHaveLength(1);
  });

  test('a process that does not lead the purge deletes nothing (docs/decisions.md §62)', async () => {
    const { db, clock, logger } = await setup();
    await addContact(db, 'old@example.com', '2024-01-01T00:00:00.000Z');
    await addEvent(db, '2024-01-01T00:00:00.000Z');
    await addSessions(db, { expired: '2026-11-20T09:00:00.000Z' });
    const leadership = fakeLeadership(false);

    await startRetentionPurge({ db, clock, logger, leadership }).stop();

    expect(leadership.asked).toEqual([RETENTION_PURGE_JOB]);
    expect(await emails(db)).toEqual(['old@example.com']);
    expect(await eventTimes(db)).toHaveLength(1);
    expect(await sessionIds(db)).toEqual(['expired']);
  });

  test('the process that leads the purge deletes what expired', async () => {
    const { db, clock, logger } = await setup();
    await addContact(db, 'old@example.com', '2024-01-01T00:00:00.000Z');
    await addEvent(db, '2024-01-01T00:00:00.000Z');
    await addSessions(db, { expired: '2026-11-20T09:00:00.000Z' });
    const leadership = fakeLeadership(true);

    await startRetentionPurge({ db, clock, logger, leadership }).stop();

    expect(leadership.asked).toEqual([RETENTION_PURGE_JOB]);
    expect(await emails(db)).toEqual([]);
    expect(await eventTimes(db)).toEqual([]);
    expect(await sessionIds(db)).toEqual([]);
  });

  test('a process that does not lead asks again every hour and purges once it leads', async () => {
    vi.useFakeTimers();
    const { db, clock, logger } = await setup();
    await addEvent(db, '2024-01-01T00:00:00.000Z');
    const leadership = fakeLeadership(false);
    const purge = startRetentionPurge({ db, clock, logger, leadership });
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    await vi.waitFor(() => expect(leadership.asked).toHaveLength(2));
    expect(await eventTimes(db)).toHaveLength(1);

    leadership.leads = true;
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    await purge.stop();
    expect(leadership.asked).toHaveLength(3);
    expect(await eventTimes(db)).toEqual([]);
  });
});
