import { describe, expect, test } from 'vitest';
import { SAMPLE_MAIL } from '#api/testing/mail-samples.ts';
import { subscribe, subscriptionRequest } from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import {
  cancelSubscriptionMails,
  claimDueMails,
  enqueueMail,
  findMail,
  InvalidMailError,
  listMailAttempts,
  markFailed,
  markSent,
  type NewMail,
} from './mail-outbox.ts';
import { findSubscription } from './subscriptions.ts';

const database = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const LEASE = 120_000;
const mail: NewMail = SAMPLE_MAIL;
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('enqueueMail', () => {
  test('queues the mail due now with a Message-ID in the sender domain', async () => {
    const { db } = (await database()).engine;
    const { id, messageId } = await enqueueMail(db, mail, NOW);
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@alpora\.ch>$/);
    expect(await findMail(db, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      message_id: messageId,
      next_attempt_at: NOW.toISOString(),
      data: '{"name":"Anna"}',
    });
  });

  test.each([
    ['a display name', { recipient: 'Anna <anna@example.ch>' }],
    ['a line break', { recipient: 'anna@example.ch\r\nBcc: x@example.ch' }],
    ['no domain', { recipient: 'anna@' }],
    ['a local part over 64 characters', { recipient: `${'a'.repeat(65)}@example.ch` }],
    ['over 254 characters', { recipient: `anna@${'d'.repeat(250)}.ch` }],
    ['a bad reply-to', { replyTo: 'nobody' }],
    ['an unknown category', { category: 'spam' as NewMail['category'] }],
  ])('refuses a mail with %s and stores nothing', async (_case, change) => {
    const { db } = (await database()).engine;
    await expect(enqueueMail(db, { ...mail, ...change }, NOW)).rejects.toThrow(InvalidMailError);
    expect(await db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });
});

describe('claimDueMails', () => {
  test('claims a due mail once; a second claim finds nothing while the lease holds', async () => {
    const { db } = (await database()).engine;
    const { id } = await enqueueMail(db, mail, NOW);
    const first = await claimDueMails(db, NOW, LEASE, 10);
    expect(first.map((row) => [row.id, row.status, row.claimed_until])).toEqual([
      [id, 'sending', later(LEASE).toISOString()],
    ]);
    expect(await claimDueMails(db, later(LEASE - 1), LEASE, 10)).toEqual([]);
  });

  test('claims again a mail whose claim ran out, keeping its Message-ID', async () => {
    const { db } = (await database()).engine;
    const { messageId } = await enqueueMail(db, mail, NOW);
    await claimDueMails(db, NOW, LEASE, 10);
    const again = await claimDueMails(db, later(LEASE), LEASE, 10);
    expect(again.map((row) => row.message_id)).toEqual([messageId]);
  });

  test('leaves a mail queued for later until its time', async () => {
    const { db } = (await database()).engine;
    const { id } = await enqueueMail(db, mail, NOW);
    await claimDueMails(db, NOW, LEASE, 10);
    await markFailed(db, id, { response: 'connection refused', retryAt: later(30_000) }, NOW);
    expect(await claimDueMails(db, later(29_999), LEASE, 10)).toEqual([]);
    expect((await claimDueMails(db, later(30_000), LEASE, 10)).map((row) => row.id)).toEqual([id]);
  });

  test('claims at most the limit, oldest first', async () => {
    const { db } = (await database()).engine;
    const first = await enqueueMail(db, mail, NOW);
    await enqueueMail(db, mail, later(1));
    expect((await claimDueMails(db, later(1), LEASE, 1)).map((row) => row.id)).toEqual([first.id]);
  });
});

test('a failure keeps at most 1000 characters of the answer, without NUL', async () => {
  const { db } = (await database()).engine;
  const { id } = await enqueueMail(db, mail, NOW);
  await markFailed(db, id, { response: `\0${'é'.repeat(1500)}`, retryAt: null }, NOW);
  const [attempt] = await listMailAttempts(db, id);
  expect(attempt?.response).toBe('é'.repeat(1000));
  expect(await findMail(db, id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'é'.repeat(1000) });
});

describe('the link token of a mail', () => {
  const withToken: NewMail = { ...mail, linkToken: 'Jq3xR0bN7vYk2mWc9sTfLd4hPzE8aUgQ1oXiB6nK5yV' };

  test('is kept while the mail may still be sent, and dropped once it is sent', async () => {
    const { db } = (await database()).engine;
    const { id } = await enqueueMail(db, withToken, NOW);
    await claimDueMails(db, NOW, LEASE, 10);
    await markFailed(db, id, { response: 'connection refused', retryAt: later(30_000) }, NOW);
    expect((await findMail(db, id))?.link_token).toBe(withToken.linkToken);
    await claimDueMails(db, later(30_000), LEASE, 10);
    await markSent(db, id, '250 OK', later(30_000));
    expect(await findMail(db, id)).toMatchObject({ status: 'sent', link_token: null });
  });

  test('is dropped when the mail fails for good', async () => {
    const { db } = (await database()).engine;
    const { id } = await enqueueMail(db, withToken, NOW);
    await claimDueMails(db, NOW, LEASE, 10);
    await markFailed(db, id, { response: '550 no such mailbox', retryAt: null }, NOW);
    expect(await findMail(db, id)).toMatchObject({ status: 'failed', link_token: null });
  });
});

describe('cancelSubscriptionMails', () => {
  async function subscriberMail(db: Parameters<typeof enqueueMail>[0], category: NewMail['category']) {
    await subscribe(db, subscriptionRequest('ada@example.com', 'status'), NOW);
    const subscription = await findSubscription(db, 'ada@example.com', 'status');
    const subscriptionId = subscription?.id ?? 0;
    const { id } = await enqueueMail(db, { ...mail, category, subscriptionId, linkToken: 'token' }, NOW);
    return { id, subscriptionId };
  }

  test('cancels a queued subscriber mail: it is never claimed, and its link token is gone', async () => {
    const { db } = (await database()).engine;
    const { id, subscriptionId } = await subscriberMail(db, 'notification');
    expect(await cancelSubscriptionMails(db, subscriptionId, NOW)).toBe(1);
    expect(await findMail(db, id)).toMatchObject({ status: 'cancelled', link_token: null });
    const claimed = await claimDueMails(db, later(LEASE), LEASE, 10);
    expect(claimed.map((row) => row.id)).not.toContain(id);
  });

  test('a mail cancelled while it is being sent stays cancelled when the attempt fails', async () => {
    const { db } = (await database()).engine;
    const { id, subscriptionId } = await subscriberMail(db, 'notification');
    await claimDueMails(db, NOW, LEASE, 10);
    await cancelSubscriptionMails(db, subscriptionId, NOW);
    await markFailed(db, id, { response: 'connection refused', retryAt: later(30_000) }, NOW);
    expect((await findMail(db, id))?.status).toBe('cancelled');
    const claimed = await claimDueMails(db, later(LEASE), LEASE, 10);
    expect(claimed.map((row) => row.id)).not.toContain(id);
  });

  test('leaves transactional mail, a confirmation among them, to be sent', async () => {
    const { db } = (await database()).engine;
    const { id, subscriptionId } = await subscriberMail(db, 'transactional');
    expect(await cancelSubscriptionMails(db, subscriptionId, NOW)).toBe(0);
    expect((await findMail(db, id))?.status).toBe('queued');
  });
});
