/**
 * An unsubscribe that commits while list mail is being queued cancels that mail too, when
 * processes share one PostgreSQL database (docs/decisions.md §87): the list mail's transaction
 * holds its subscribers' rows, so the withdrawal waits for it and then finds the mail to
 * cancel. Two engines on one schema stand for the CLI queuing an incident and the server
 * answering the unsubscribe link.
 */
import { type Kysely, sql } from 'kysely';
import { expect, test, vi } from 'vitest';
import type { Database } from '#api/db/schema.ts';
import {
  confirmedSubscriber,
  linkToken,
  mailsTo,
  queueStatusMail,
  subscribe,
  subscriptionRequest,
} from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { withdrawSubscription } from './subscription-links.ts';

const openDatabase = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const EMAIL = 'ada@example.com';

/** How many server sessions wait for a lock the session `pid` holds. */
async function waitersFor(db: Kysely<Database>, pid: number): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`.execute(db);
  return rows[0]?.count ?? 0;
}

test('a subscriber who unsubscribes while an incident is being queued gets no mail of it', async () => {
  const database = await openDatabase();
  const queuing = database.engine.db;
  const unsubscribing = database.openAnother().db;
  await confirmedSubscriber(queuing, EMAIL, 'status', NOW);
  // An "already subscribed" note carries an unsubscribe link of its own.
  await subscribe(queuing, subscriptionRequest(EMAIL, 'status'), NOW);
  const note = (await mailsTo(queuing, EMAIL)).find((mail) => mail.template === 'already-subscribed');
  const token = linkToken(note, 'unsubscribeUrl');

  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let queued: Promise<number> = Promise.resolve(0);
  const holder = await new Promise<number>((holds) => {
    queued = queuing.transaction().execute(async (trx) => {
      const count = await queueStatusMail(trx, NOW);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      holds(rows[0]?.pid ?? 0);
      await released;
      return count;
    });
  });

  // The withdrawal starts while the incident's mails are queued but not committed.
  let withdrawn = false;
  const withdrawal = withdrawSubscription(unsubscribing, token, NOW).finally(() => {
    withdrawn = true;
  });
  await vi.waitFor(
    async () => {
      if (!withdrawn) expect(await waitersFor(queuing, holder)).toBe(1);
    },
    { timeout: 10_000, interval: 20 },
  );
  release();
  expect(await queued).toBe(1);
  expect(await withdrawal).toEqual({ outcome: 'unsubscribed', list: 'status' });

  const incident = (await mailsTo(queuing, EMAIL)).find((mail) => mail.template === 'incident-update');
  expect(incident).toMatchObject({ status: 'cancelled', link_token: null });
});
