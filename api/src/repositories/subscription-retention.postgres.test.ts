/**
 * The retention purge and a subscribe request meet on one subscription when two API processes
 * share one PostgreSQL database (docs/decisions.md §85): the request for an address whose
 * lapsed subscription the purge is deleting at that moment waits for the purge and starts a new
 * subscription, rather than failing on a row that is gone. Two engines on one schema stand for
 * the two processes; a third transaction holds the subscription so that both are seen waiting
 * for it, the purge first.
 */
import { type Kysely, sql } from 'kysely';
import { expect, test, vi } from 'vitest';
import type { Database } from '#api/db/schema.ts';
import { linkToken, mailsTo, subscribe, subscriptionRequest } from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { markSent } from './mail-outbox.ts';
import { confirmSubscription } from './subscription-links.ts';
import { deleteLapsedSubscriptions } from './subscription-retention.ts';
import { findSubscription } from './subscriptions.ts';

const openDatabase = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const EMAIL = 'ada@example.com';

/** Waits until `count` server sessions wait, directly or behind another, for the session `pid`. */
async function waitForWaiters(db: Kysely<Database>, pid: number, count: number) {
  await vi.waitFor(
    async () => {
      const { rows } = await sql<{ pid: number; blocking: number[] }>`
        select pid, pg_blocking_pids(pid) as blocking from pg_stat_activity`.execute(db);
      const waiting = new Set<number>();
      for (let grew = true; grew; ) {
        grew = false;
        for (const row of rows) {
          if (waiting.has(row.pid)) continue;
          if (row.blocking.some((blocker) => blocker === pid || waiting.has(blocker))) {
            waiting.add(row.pid);
            grew = true;
          }
        }
      }
      expect(waiting.size).toBe(count);
    },
    { timeout: 10_000, interval: 20 },
  );
}

test('a request for an address whose lapsed subscription is being purged waits, then starts a new subscription', async () => {
  const database = await openDatabase();
  const purging = database.engine.db;
  const requesting = database.openAnother().db;
  await subscribe(purging, subscriptionRequest(EMAIL, 'status'), daysAgo(31));
  const [oldConfirmation] = await mailsTo(purging, EMAIL);
  await markSent(purging, oldConfirmation?.id ?? 0, '250 OK', daysAgo(31));

  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding: Promise<void> = Promise.resolve();
  const holder = await new Promise<number>((holds) => {
    holding = purging.transaction().execute(async (trx) => {
      await trx.selectFrom('mail_subscriptions').select('id').forUpdate().execute();
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      holds(rows[0]?.pid ?? 0);
      await released;
    });
  });

  const purge = deleteLapsedSubscriptions(purging, { lastRequestBefore: daysAgo(30), withdrawnBefore: daysAgo(730) });
  await waitForWaiters(purging, holder, 1);
  const request = subscribe(requesting, subscriptionRequest(EMAIL, 'status'), NOW);
  await waitForWaiters(purging, holder, 2);
  release();
  await holding;

  expect(await purge).toEqual({ pending: 1, withdrawn: 0, tokens: 1, mails: 1 });
  expect(await request).toBe('confirmation-queued');
  expect(await findSubscription(purging, EMAIL, 'status')).toMatchObject({
    state: 'pending',
    created_at: NOW.toISOString(),
  });
  const [newConfirmation] = await mailsTo(purging, EMAIL);
  expect(await confirmSubscription(purging, linkToken(newConfirmation, 'confirmUrl'), NOW)).toEqual({
    outcome: 'confirmed',
    list: 'status',
  });
});
