import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { type SmtpSink, startSmtpSink } from '#api/testing/smtp-sink.ts';
import { listUnsubscribeHeaders } from './render.ts';
import { smtpTransport } from './smtp-transport.ts';

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  await sink.stop();
});

test('a DKIM signature covers both one-click unsubscribe headers, as mail clients require', async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const transport = smtpTransport(sink.url, {
    dkim: {
      domainName: 'alpora.ch',
      keySelector: 'mail',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  });
  await transport.send({
    messageId: '<dkim-test@alpora.ch>',
    from: 'Alpora <hello@alpora.ch>',
    to: 'ada@example.com',
    subject: 'Investigating: Delayed prices',
    html: '<p>Looking into it.</p>',
    text: 'Looking into it.',
    headers: listUnsubscribeHeaders('https://alpora.example/email/unsubscribe?token=abc'),
  });
  transport.close();
  const signature = sink.messages[0]?.headerLines.find((line) => line.key === 'dkim-signature')?.line ?? '';
  const signed = /\bh=([^;]+)/.exec(signature.replace(/\s+/g, ''))?.[1]?.toLowerCase().split(':') ?? [];
  expect(signed).toEqual(expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']));
});
