import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fixedClock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import { enqueueMail, findMail, listMailAttempts, type NewMail } from '#api/repositories/mail-outbox.ts';
import { fakeLeadership } from '#api/testing/fake-leadership.ts';
import { SAMPLE_MAIL } from '#api/testing/mail-samples.ts';
import { type SmtpSink, startSmtpSink } from '#api/testing/smtp-sink.ts';
import {
  confirmedSubscriber,
  mailsTo,
  queueStatusMail,
  subscribe,
  subscriptionRequest,
} from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { productRenderer } from './render.ts';
import type { MailRenderer } from './render-types.ts';
import { GIVE_UP_AFTER_MS } from './retry-policy.ts';
import { MAIL_LEASE_MS, MAIL_SENDER_JOB, mailSenderRun, startMailSender } from './sender.ts';
import { smtpTransport } from './smtp-transport.ts';
import { mailExamples } from './templates/examples.ts';

const database = databasePerTest();
const START = '2026-11-20T09:30:00.000Z';
const config = { MAIL_FROM: 'Alpora <hello@alpora.ch>', MAIL_POLL_INTERVAL_MS: 5_000, MAIL_RETRY_BASE_MS: 30_000 };
const mail: NewMail = SAMPLE_MAIL;
const render: MailRenderer = (template, data, locale) => ({
  subject: `${template} for ${String(data.name)} (${locale})`,
  html: `<p>Hello <b>${String(data.name)}</b></p>`,
  text: `Hello ${String(data.name)}`,
});

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  await sink.stop();
});

async function setup() {
  const { db } = (await database()).engine;
  const clock = fixedClock(START);
  const transport = smtpTransport(sink.url);
  const run = mailSenderRun({ db, clock, logger: createLogger('silent'), config, transport, render });
  return { db, clock, run };
}

test('a queued mail is delivered once, with its HTML and text parts and its Message-ID', async () => {
  const { db, clock, run } = await setup();
  const { id, messageId } = await enqueueMail(db, mail, clock.now());
  expect(await run()).toBe(1);
  expect(await run()).toBe(0);
  expect(sink.messages).toHaveLength(1);
  const [received] = sink.messages;
  expect(received?.messageId).toBe(messageId);
  expect(received?.subject).toBe('lead-confirmation for Anna (de)');
  expect(received?.html).toContain('<b>Anna</b>');
  expect(received?.text?.trim()).toBe('Hello Anna');
  expect(received?.from?.value).toEqual([{ name: 'Alpora', address: 'hello@alpora.ch' }]);
  expect(await findMail(db, id)).toMatchObject({ status: 'sent', attempts: 1, sent_at: START, claimed_until: null });
  expect((await listMailAttempts(db, id)).map((attempt) => attempt.outcome)).toEqual(['sent']);
});

test('a list mail whose subscriber withdrew after it was queued is cancelled unsent; a transactional mail to them still goes', async () => {
  const { db, clock, run } = await setup();
  const email = 'ada@example.com';
  await confirmedSubscriber(db, email, 'status', clock.now());
  await db.updateTable('mail_outbox').set({ status: 'sent' }).where('recipient', '=', email).execute();
  await queueStatusMail(db, clock.now());
  await subscribe(db, subscriptionRequest(email, 'status'), clock.now());
  // A withdrawal that committed while the list mail was being queued, so found nothing to cancel.
  await db.updateTable('mail_subscriptions').set({ state: 'withdrawn' }).where('email', '=', email).execute();

  expect(await run()).toBe(1);
  const [, incident, note] = await mailsTo(db, email);
  expect(sink.messages.map((message) => message.messageId)).toEqual([note?.message_id]);
  expect(incident).toMatchObject({ template: 'incident-update', status: 'cancelled', link_token: null, attempts: 0 });
  expect(incident?.last_error).toContain('the subscription is no longer confirmed');
  expect(note).toMatchObject({ template: 'already-subscribed', status: 'sent' });
});

test('while the mail server is down, attempts fail with the reason and back off; once it is back the mail arrives once', async () => {
  const { db, clock, run } = await setup();
  const { id, messageId } = await enqueueMail(db, mail, clock.now());
  await sink.stop();

  expect(await run()).toBe(0);
  expect(await findMail(db, id)).toMatchObject({
    status: 'queued',
    attempts: 1,
    next_attempt_at: new Date(Date.parse(START) + 30_000).toISOString(),
  });
  clock.advance(29_999);
  expect(await run()).toBe(0);
  expect(await findMail(db, id)).toMatchObject({ attempts: 1 });
  clock.advance(1);
  expect(await run()).toBe(0);
  // The second retry waits twice as long.
  expect((await findMail(db, id))?.next_attempt_at).toBe(new Date(clock.now().getTime() + 60_000).toISOString());

  await sink.start();
  clock.advance(60_000);
  expect(await run()).toBe(1);
  expect(sink.messages.map((message) => message.messageId)).toEqual([messageId]);
  const attempts = await listMailAttempts(db, id);
  expect(attempts.map((attempt) => attempt.outcome)).toEqual(['failed', 'failed', 'sent']);
  expect(attempts[0]?.response).toMatch(/ECONNREFUSED/);
});

test('a 5xx answer fails the mail for good, without a retry', async () => {
  const { db, clock, run } = await setup();
  const { id } = await enqueueMail(db, mail, clock.now());
  sink.refuseWith = { code: 550, message: 'mailbox unavailable' };
  await run();
  expect(await findMail(db, id)).toMatchObject({ status: 'failed', attempts: 1 });
  expect((await findMail(db, id))?.last_error).toMatch(/mailbox unavailable/);
  sink.refuseWith = undefined;
  clock.advance(GIVE_UP_AFTER_MS);
  expect(await run()).toBe(0);
  expect(sink.messages).toEqual([]);
});

test('a 4xx answer is retried', async () => {
  const { db, clock, run } = await setup();
  const { id } = await enqueueMail(db, mail, clock.now());
  sink.refuseWith = { code: 451, message: 'try again later' };
  await run();
  expect(await findMail(db, id)).toMatchObject({ status: 'queued', attempts: 1 });
  sink.refuseWith = undefined;
  clock.advance(30_000);
  expect(await run()).toBe(1);
});

test.each([
  [451, 'warn', 'mail delivery failed, will retry'],
  [550, 'error', 'mail delivery failed for good'],
])(
  'a %i refusal naming the recipient is logged without the address, which the mail log keeps',
  async (code, level, message) => {
    const { db, clock } = await setup();
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    const run = mailSenderRun({ db, clock, logger, config, transport: smtpTransport(sink.url), render });
    const { id } = await enqueueMail(db, mail, clock.now());
    sink.refuseWith = { code, message: `5.1.1 <${mail.recipient}>: Recipient address rejected` };
    await run();
    expect((await findMail(db, id))?.last_error).toContain(`<${mail.recipient}>: Recipient address rejected`);
    const logged = lines.map((line) => JSON.parse(line) as { level: string; message: string; error?: string });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level,
        message,
        error: expect.stringContaining('<[address]>: Recipient address rejected'),
      }),
    );
    expect(lines.join('\n')).not.toContain(mail.recipient.split('@')[0]);
  },
);

test('a mail that keeps failing for 3 days fails for good', async () => {
  const { db, clock, run } = await setup();
  const { id } = await enqueueMail(db, mail, clock.now());
  await sink.stop();
  let runs = 0;
  while ((await findMail(db, id))?.status === 'queued' && runs < 1000) {
    clock.advance(10 * 60_000);
    await run();
    runs += 1;
  }
  const row = await findMail(db, id);
  expect(row?.status).toBe('failed');
  expect(clock.now().getTime() - Date.parse(START)).toBeLessThanOrEqual(GIVE_UP_AFTER_MS + 10 * 60_000);
  expect(clock.now().getTime() - Date.parse(START)).toBeGreaterThan(GIVE_UP_AFTER_MS - 20 * 60_000);
});

describe('a mail that cannot render (docs/decisions.md §81)', () => {
  const opsAlert: NewMail = { ...mail, template: 'ops-alert', locale: 'en', data: mailExamples['ops-alert'] };

  /** A run with the product's templates, whose log lines are kept. */
  async function renderingSetup(renderer: MailRenderer = productRenderer) {
    const { db, clock } = await setup();
    const logs: { level: string; message: string; error?: string }[] = [];
    const logger = createLogger('debug', (line) => logs.push(JSON.parse(line)));
    const run = mailSenderRun({ db, clock, logger, config, transport: smtpTransport(sink.url), render: renderer });
    return { db, clock, run, logs };
  }

  test.each([
    ['an unknown template', { ...opsAlert, template: 'no-such-template' }, /cannot render: Unknown mail template/],
    ['an unknown locale', { ...opsAlert, locale: 'xx' }, /cannot render: Unknown mail locale "xx"/],
    ['invalid props', { ...opsAlert, data: { service: 'API' } }, /cannot render: Invalid props .*state/],
  ])('%s fails for good at once with the reason, and is logged as an error once', async (_, broken, reason) => {
    const { db, clock, run, logs } = await renderingSetup();
    const { id } = await enqueueMail(db, broken, clock.now());

    expect(await run()).toBe(0);
    const failed = await findMail(db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, claimed_until: null });
    expect(failed?.last_error).toMatch(reason);
    expect((await listMailAttempts(db, id)).map((attempt) => [attempt.outcome, attempt.response])).toEqual([
      ['failed', failed?.last_error],
    ]);

    // Never claimed again, however long the sender keeps running.
    clock.advance(GIVE_UP_AFTER_MS);
    expect(await run()).toBe(0);
    expect(await listMailAttempts(db, id)).toHaveLength(1);
    expect(sink.messages).toEqual([]);
    expect(logs.filter((line) => line.level !== 'debug')).toEqual([
      expect.objectContaining({ level: 'error', message: 'mail cannot render, failed for good' }),
    ]);
  });

  test('it fails alone: the next mail of the run is delivered', async () => {
    const { db, clock, run } = await renderingSetup();
    const { id: broken } = await enqueueMail(db, { ...opsAlert, template: 'no-such-template' }, clock.now());
    const { id: good } = await enqueueMail(db, opsAlert, clock.now());
    expect(await run()).toBe(1);
    expect((await findMail(db, broken))?.status).toBe('failed');
    expect((await findMail(db, good))?.status).toBe('sent');
    expect(sink.messages).toHaveLength(1);
  });

  test('any other error while rendering is retried like a delivery that failed', async () => {
    const throwing: MailRenderer = () => {
      throw new TypeError('a template bug');
    };
    const { db, clock, run } = await renderingSetup(throwing);
    const { id } = await enqueueMail(db, mail, clock.now());
    expect(await run()).toBe(0);
    expect(await findMail(db, id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'a template bug' });
  });
});

describe('after a crash mid-send', () => {
  test('a mail left sending by a process that died is sent by the next run once its lease ends, with the same Message-ID', async () => {
    const { db, clock, run } = await setup();
    const { id, messageId } = await enqueueMail(db, mail, clock.now());
    // What a process leaves behind when it dies after claiming: 'sending' with a lease.
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sending', claimed_until: new Date(clock.now().getTime() + MAIL_LEASE_MS).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await run()).toBe(0);
    clock.advance(MAIL_LEASE_MS);
    expect(await run()).toBe(1);
    expect(sink.messages.map((message) => message.messageId)).toEqual([messageId]);
    expect(await findMail(db, id)).toMatchObject({ status: 'sent' });
  });
});

describe('startMailSender', () => {
  test('sends only while this process leads the mail sender, and kick() sends at once', async () => {
    const { db, clock } = await setup();
    const leadership = fakeLeadership(false);
    const sender = startMailSender({
      db,
      clock,
      logger: createLogger('silent'),
      config: { ...config, MAIL_POLL_INTERVAL_MS: 3_600_000 },
      transport: smtpTransport(sink.url),
      render,
      leadership,
    });
    await enqueueMail(db, mail, clock.now());
    sender.kick();
    await sender.stop();
    expect(leadership.asked).toContain(MAIL_SENDER_JOB);
    expect(sink.messages).toEqual([]);

    leadership.leads = true;
    const leading = startMailSender({
      db,
      clock,
      logger: createLogger('silent'),
      config: { ...config, MAIL_POLL_INTERVAL_MS: 3_600_000 },
      transport: smtpTransport(sink.url),
      render,
      leadership,
    });
    await leading.stop();
    expect(sink.messages).toHaveLength(1);
  });
});
