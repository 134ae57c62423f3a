import type { SubscriptionList } from '@alpora/shared/schemas/subscriptions';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import type { Database } from '#api/db/schema.ts';
import {
  confirmedSubscriber,
  linkToken,
  mailsTo,
  subscribe,
  subscriptionRequest,
  withdrawnSubscriber,
} from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { markFailed, markSent } from './mail-outbox.ts';
import { confirmSubscription } from './subscription-links.ts';
import {
  deleteConfirmTokensExpiredBefore,
  deleteLapsedSubscriptions,
  deleteSubscriptionAddressesRequestedBefore,
} from './subscription-retention.ts';

const database = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const CUTOFFS = { lastRequestBefore: daysAgo(30), withdrawnBefore: daysAgo(730) };
const NOTHING = { pending: 0, withdrawn: 0, tokens: 0, mails: 0 };

/** Marks every queued mail sent, as the sender does within seconds. */
async function sendQueued(db: Kysely<Database>, at: Date) {
  const queued = await db.selectFrom('mail_outbox').select('id').where('status', '=', 'queued').orderBy('id').execute();
  for (const { id } of queued) await markSent(db, id, '250 OK', at);
}

/** A subscriber who confirmed and unsubscribed at `at`, with every mail sent. */
async function formerSubscriber(db: Kysely<Database>, email: string, list: SubscriptionList, at: Date) {
  await withdrawnSubscriber(db, email, list, at);
  await sendQueued(db, at);
}

const subscriptionsLeft = (db: Kysely<Database>) =>
  db.selectFrom('mail_subscriptions').select(['email', 'state']).orderBy('id').execute();
const tokensLeft = async (db: Kysely<Database>) =>
  (
    await db
      .selectFrom('subscription_tokens')
      .innerJoin('mail_subscriptions', 'mail_subscriptions.id', 'subscription_tokens.subscription_id')
      .select(['mail_subscriptions.email', 'subscription_tokens.purpose'])
      .orderBy('subscription_tokens.id')
      .execute()
  ).map((row) => `${row.email} ${row.purpose}`);
const attemptsLeft = async (db: Kysely<Database>) =>
  (
    await db
      .selectFrom('mail_attempts')
      .innerJoin('mail_outbox', 'mail_outbox.id', 'mail_attempts.mail_id')
      .select('mail_outbox.recipient')
      .orderBy('mail_attempts.id')
      .execute()
  ).map((row) => row.recipient);

describe('deleteLapsedSubscriptions', () => {
  test('deletes a subscription never confirmed whose last request reached us before the cutoff, with its links, mails and attempts', async () => {
    const { db } = (await database()).engine;
    // The time the browser states is recent: only the time the request reached us counts.
    await subscribe(db, subscriptionRequest('old@example.com', 'status', { requestedAt: NOW }), daysAgo(31));
    await subscribe(db, subscriptionRequest('asked-again@example.com', 'status'), daysAgo(40));
    await subscribe(db, subscriptionRequest('asked-again@example.com', 'status'), daysAgo(29));
    await subscribe(db, subscriptionRequest('at-cutoff@example.com', 'updates'), daysAgo(30));
    await sendQueued(db, daysAgo(29));

    expect(await deleteLapsedSubscriptions(db, CUTOFFS)).toEqual({ pending: 1, withdrawn: 0, tokens: 1, mails: 1 });

    expect(await subscriptionsLeft(db)).toEqual([
      { email: 'asked-again@example.com', state: 'pending' },
      { email: 'at-cutoff@example.com', state: 'pending' },
    ]);
    expect(await tokensLeft(db)).toEqual([
      'asked-again@example.com confirm',
      'asked-again@example.com confirm',
      'at-cutoff@example.com confirm',
    ]);
    expect(await mailsTo(db, 'old@example.com')).toEqual([]);
    expect(await attemptsLeft(db)).toEqual([
      'asked-again@example.com',
      'asked-again@example.com',
      'at-cutoff@example.com',
    ]);
  });

  test('keeps a subscription whose mail is still on its way, and deletes it once the mail is final', async () => {
    const { db } = (await database()).engine;
    await subscribe(db, subscriptionRequest('ada@example.com', 'status'), daysAgo(31));
    const [confirmation] = await mailsTo(db, 'ada@example.com');
    const mailId = confirmation?.id ?? 0;
    await db.updateTable('mail_outbox').set({ status: 'sending', claimed_until: NOW.toISOString() }).execute();

    expect(await deleteLapsedSubscriptions(db, CUTOFFS)).toEqual(NOTHING);
    expect(await subscriptionsLeft(db)).toEqual([{ email: 'ada@example.com', state: 'pending' }]);

    await markFailed(db, mailId, { response: '421 try later', retryAt: NOW }, NOW);
    expect(await deleteLapsedSubscriptions(db, CUTOFFS)).toEqual(NOTHING);

    await markFailed(db, mailId, { response: '550 no such mailbox', retryAt: null }, NOW);
    expect(await deleteLapsedSubscriptions(db, CUTOFFS)).toEqual({ pending: 1, withdrawn: 0, tokens: 1, mails: 1 });
    expect(await subscriptionsLeft(db)).toEqual([]);
    expect(await mailsTo(db, 'ada@example.com')).toEqual([]);
    expect(await attemptsLeft(db)).toEqual([]);
  });

  test('deletes a withdrawn subscription withdrawn before the cutoff and not asked for since, with its links and mails', async () => {
    const { db } = (await database()).engine;
    await formerSubscriber(db, 'old@example.com', 'updates', daysAgo(731));
    await formerSubscriber(db, 'recent@example.com', 'updates', daysAgo(729));
    await formerSubscriber(db, 'asked-again@example.com', 'updates', daysAgo(800));
    await subscribe(db, subscriptionRequest('asked-again@example.com', 'updates'), daysAgo(5));
    const newLink = linkToken((await mailsTo(db, 'asked-again@example.com')).at(-1), 'confirmUrl');
    await sendQueued(db, daysAgo(5));

    // Its confirmation mail and "already subscribed" note; its confirm and unsubscribe links.
    expect(await deleteLapsedSubscriptions(db, CUTOFFS)).toEqual({ pending: 0, withdrawn: 1, tokens: 2, mails: 2 });

    expect(await subscriptionsLeft(db)).toEqual([
      { email: 'recent@example.com', state: 'withdrawn' },
      { email: 'asked-again@example.com', state: 'withdrawn' },
    ]);
    expect(await mailsTo(db, 'old@example.com')).toEqual([]);
    expect(await attemptsLeft(db)).not.toContain('old@example.com');
    // The request after the withdrawal stands: its link still confirms.
    expect(await confirmSubscription(db, newLink, NOW)).toEqual({ outcome: 'confirmed', list: 'updates' });
  });

  test('keeps a confirmed subscription however old, also one withdrawn long ago and confirmed again', async () => {
    const { db } = (await database()).engine;
    await confirmedSubscriber(db, 'ada@example.com', 'status', daysAgo(2000));
    await formerSubscriber(db, 'back@example.com', 'status', daysAgo(1000));
    await confirmedSubscriber(db, 'back@example.com', 'status', daysAgo(900));
    await sendQueued(db, daysAgo(900));

    expect(await deleteLapsedSubscriptions(db, CUTOFFS)).toEqual(NOTHING);
    expect(await subscriptionsLeft(db)).toEqual([
      { email: 'ada@example.com', state: 'confirmed' },
      { email: 'back@example.com', state: 'confirmed' },
    ]);
  });

  test('deletes any number of lapsed subscriptions in one purge', async () => {
    const { db } = (await database()).engine;
    const old = daysAgo(31).toISOString();
    const subscriptions = await db
      .insertInto('mail_subscriptions')
      .values(
        Array.from({ length: 1201 }, (_, index) => ({
          email: `reader${index}@example.com`,
          list: 'updates',
          state: 'pending',
          locale: 'en',
          requested_consent_version: 'en-2025-07-23',
          requested_page: '/',
          requested_at: old,
          confirmed_at: null,
          confirmed_consent_version: null,
          withdrawn_at: null,
          created_at: old,
          updated_at: old,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('subscription_tokens')
      .values(
        subscriptions.map(({ id }) => ({
          subscription_id: id,
          purpose: 'confirm',
          token_hash: id.toString(16).padStart(64, '0'),
          consent_version: 'en-2025-07-23',
          created_at: old,
          expires_at: old,
          used_at: null,
        })),
      )
      .execute();

    expect(await deleteLapsedSubscriptions(db, CUTOFFS)).toEqual({
      pending: 1201,
      withdrawn: 0,
      tokens: 1201,
      mails: 0,
    });
    expect(await subscriptionsLeft(db)).toEqual([]);
    expect(await tokensLeft(db)).toEqual([]);
  });
});

describe('deleteConfirmTokensExpiredBefore', () => {
  test('deletes confirm links that expired before the cutoff, used or not, and never an unsubscribe link', async () => {
    const { db } = (await database()).engine;
    // Links last 7 days: these expired 13 days ago (used), 8 days ago, 3 days ago, and not yet.
    await confirmedSubscriber(db, 'used@example.com', 'status', daysAgo(20));
    await subscribe(db, subscriptionRequest('used@example.com', 'status'), daysAgo(20));
    await subscribe(db, subscriptionRequest('expired@example.com', 'status'), daysAgo(15));
    await subscribe(db, subscriptionRequest('recent@example.com', 'status'), daysAgo(10));
    await subscribe(db, subscriptionRequest('fresh@example.com', 'status'), NOW);

    expect(await deleteConfirmTokensExpiredBefore(db, daysAgo(7))).toBe(2);

    expect(await tokensLeft(db)).toEqual([
      'used@example.com unsubscribe',
      'recent@example.com confirm',
      'fresh@example.com confirm',
    ]);
    expect(await subscriptionsLeft(db)).toHaveLength(4);
  });
});

describe('deleteSubscriptionAddressesRequestedBefore', () => {
  test('deletes the rows of addresses that asked for nothing since the cutoff', async () => {
    const { db } = (await database()).engine;
    await subscribe(db, subscriptionRequest('quiet@example.com', 'status'), daysAgo(3));
    await subscribe(db, subscriptionRequest('asked-again@example.com', 'status'), daysAgo(3));
    await subscribe(db, subscriptionRequest('asked-again@example.com', 'updates'), daysAgo(1));

    expect(await deleteSubscriptionAddressesRequestedBefore(db, daysAgo(2))).toBe(1);

    const left = await db.selectFrom('subscription_addresses').select('email').execute();
    expect(left).toEqual([{ email: 'asked-again@example.com' }]);
    expect(await subscriptionsLeft(db)).toHaveLength(3);
  });
});
