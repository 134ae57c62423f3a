/**
 * Mail as the team and a visitor receive it, over real SMTP (docs/decisions.md §67, §70): the
 * product runs as in production, pointed with SMTP_URL at an SMTP server inside the test.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sampleLead } from '../api/src/testing/lead-samples.ts';
import { expect, test } from './support/fixtures.ts';
import { openModalByKeyboard } from './support/keyboard.ts';
import { type MailServer, recipients, SALES_MAILBOX, startMailServer, waitForMail } from './support/mail-server.ts';

let mail: MailServer;
test.beforeEach(async () => {
  mail = await startMailServer();
});
test.afterEach(async () => {
  await mail.stop();
});

function outboxStates(dataDir: string): { status: string; attempts: number; failures: number }[] {
  const db = new DatabaseSync(path.join(dataDir, 'alpora.sqlite'), { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT status, attempts,
           (SELECT count(*) FROM mail_attempts a WHERE a.mail_id = m.id AND a.outcome = 'failed') AS failures
         FROM mail_outbox m ORDER BY id`,
      )
      .all() as { status: string; attempts: number; failures: number }[];
  } finally {
    db.close();
  }
}

test('a demo request from a campaign link reaches the sales mailbox with its campaign, and the sender is told when we reply', async ({
  page,
}) => {
  const { server, sink } = mail;
  await page.goto(`${server.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=q4-launch`);
  await openModalByKeyboard(page, 'demo');
  const dialog = page.getByRole('dialog', { name: 'Book a 20-min demo' });
  await dialog.getByLabel('Name').fill('Dorothy Vaughan');
  await dialog.getByLabel('Work email').fill('dv@desk.example');
  await dialog.getByLabel('Company').fill('Desk Ltd');
  await dialog.getByRole('button', { name: 'Request a demo' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request received' })).toBeVisible();

  const notification = await waitForMail(sink, SALES_MAILBOX);
  expect(notification.replyTo?.value[0]?.address).toBe('dv@desk.example');
  expect(notification.subject).toContain('Dorothy Vaughan');
  for (const part of [notification.text ?? '', typeof notification.html === 'string' ? notification.html : '']) {
    for (const value of ['Dorothy Vaughan', 'dv@desk.example', 'Desk Ltd', 'newsletter', 'email', 'q4-launch']) {
      expect(part).toContain(value);
    }
  }

  const acknowledgement = await waitForMail(sink, 'dv@desk.example');
  expect(acknowledgement.text).toContain('one business day');
  expect(acknowledgement.replyTo?.value[0]?.address).toBe(SALES_MAILBOX);
  // Both were sent once: the sender never delivers a mail twice.
  expect(sink.messages.flatMap(recipients).sort()).toEqual(['dv@desk.example', SALES_MAILBOX]);
});

test('with the mail server away, leads queue their mails, and each arrives once when it is back', async ({
  request,
}) => {
  const { server, sink } = mail;
  await sink.stop();
  const senders = ['a@one.example', 'b@two.example', 'c@three.example'];
  for (const email of senders) {
    const response = await request.post(`${server.url}/api/leads`, { data: sampleLead('contact', { email }) });
    expect(response.status()).toBe(201);
  }
  // Every mail has failed at least once against the absent server and waits for its retry.
  await expect
    .poll(() => outboxStates(server.dataDir).filter((row) => row.failures > 0).length, { timeout: 15_000 })
    .toBe(senders.length * 2);
  // Waiting for a retry, or in one against the absent server: none can have been sent.
  expect(outboxStates(server.dataDir).filter((row) => row.status === 'sent')).toEqual([]);

  await sink.start();
  await expect.poll(() => sink.messages.length, { timeout: 20_000 }).toBe(senders.length * 2);
  await expect.poll(() => outboxStates(server.dataDir).every((row) => row.status === 'sent')).toBe(true);
  // Nothing more comes after every mail is marked sent: each arrived exactly once.
  const ids = sink.messages.map((message) => message.messageId);
  expect(new Set(ids).size).toBe(ids.length);
  const delivered = sink.messages.flatMap(recipients).sort();
  expect(delivered).toEqual([...senders, ...senders.map(() => SALES_MAILBOX)].sort());
});
