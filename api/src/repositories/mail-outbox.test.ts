import { describe, expect, test } from 'vitest';
import { SAMPLE_MAIL } from '#api/testing/mail-samples.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import {
  claimDueMails,
  enqueueMail,
  findMail,
  InvalidMailError,
  listMailAttempts,
  markFailed,
  type NewMail,
} from './mail-outbox.ts';

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
