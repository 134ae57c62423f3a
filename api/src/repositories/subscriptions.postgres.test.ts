/**
 * The daily cap on mail to visitor-typed addresses holds for subscribe requests when two API
 * processes share one PostgreSQL database (docs/decisions.md §86): requests for one mailbox
 * wait for each other on its row, so each counts the mails of those before it. Two engines on
 * one schema stand for the two processes.
 */
import { expect, test } from 'vitest';
import { mailsTo, subscribe, subscriptionRequest } from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { VISITOR_MAILS_PER_DAY } from './visitor-mail-cap.ts';

const openDatabase = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const EMAIL = 'ada@example.com';

test('many requests for one address at once, over both processes and both lists, queue exactly the cap of mails', async () => {
  const database = await openDatabase();
  const sides = [database.engine.db, database.openAnother().db] as const;
  const outcomes = await Promise.all(
    Array.from({ length: 16 }, (_, index) =>
      subscribe(sides[index % 2] ?? sides[0], subscriptionRequest(EMAIL, index % 3 === 0 ? 'updates' : 'status'), NOW),
    ),
  );
  expect(outcomes.filter((outcome) => outcome === 'confirmation-queued')).toHaveLength(VISITOR_MAILS_PER_DAY);
  expect(outcomes.filter((outcome) => outcome === 'capped')).toHaveLength(16 - VISITOR_MAILS_PER_DAY);
  expect(await mailsTo(sides[0], EMAIL)).toHaveLength(VISITOR_MAILS_PER_DAY);
  const subscriptions = await sides[0]
    .selectFrom('mail_subscriptions')
    .select(['email', 'list'])
    .orderBy('list')
    .execute();
  expect(subscriptions).toEqual([
    { email: EMAIL, list: 'status' },
    { email: EMAIL, list: 'updates' },
  ]);
});
