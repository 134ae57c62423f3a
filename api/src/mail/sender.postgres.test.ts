import { afterEach, beforeEach, expect, test } from 'vitest';
import { fixedClock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import { plainRenderer } from '#api/testing/plain-renderer.ts';
import { type SmtpSink, startSmtpSink } from '#api/testing/smtp-sink.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { mailSenderRun } from './sender.ts';
import { smtpTransport } from './smtp-transport.ts';

const database = databasePerTest();
const config = { MAIL_FROM: 'Alpora <hello@alpora.ch>', MAIL_POLL_INTERVAL_MS: 5_000, MAIL_RETRY_BASE_MS: 30_000 };

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  await sink.stop();
});

test('two processes sending from one database at once never both send one mail', async () => {
  const first = await database();
  const second = first.openAnother();
  const clock = fixedClock('2026-11-20T09:30:00.000Z');
  const expected: string[] = [];
  for (let n = 0; n < 30; n += 1) {
    const { messageId } = await enqueueMail(
      first.engine.db,
      {
        template: 'notice',
        category: 'notification',
        recipient: `user${n}@example.ch`,
        locale: 'en',
        data: { n },
        domain: 'alpora.ch',
      },
      clock.now(),
    );
    expected.push(messageId);
  }
  const runOf = (db: typeof first.engine.db) =>
    mailSenderRun({
      db,
      clock,
      logger: createLogger('silent'),
      config,
      transport: smtpTransport(sink.url),
      render: plainRenderer,
    });
  const [sentByFirst, sentBySecond] = await Promise.all([runOf(first.engine.db)(), runOf(second.db)()]);

  expect(sentByFirst + sentBySecond).toBe(30);
  expect(sink.messages.map((message) => message.messageId).sort()).toEqual(expected.sort());
});
