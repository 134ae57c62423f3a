/**
 * Subscriptions as a person lives them, over real SMTP (docs/product.md#email-subscriptions):
 * the waitlist's confirmation mail and its link, status updates from an incident opened with the
 * CLI, the one-click unsubscribe a mail client sends, and the unsubscribe page's one button.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import type { ParsedMail } from '../api/src/testing/smtp-sink.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { joinWaitlist } from './support/lead-forms.ts';
import { linkIn, type MailServer, recipients, startMailServer, waitForMail } from './support/mail-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

let mail: MailServer;
test.beforeEach(async () => {
  mail = await startMailServer();
});
test.afterEach(async () => {
  await mail.stop();
});

type SubscriptionRecord = Record<string, string | null>;

function subscription(dataDir: string, email: string, list: string): SubscriptionRecord | undefined {
  const db = new DatabaseSync(path.join(dataDir, 'alpora.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT * FROM mail_subscriptions WHERE email = ? AND list = ?').get(email, list) as
      | SubscriptionRecord
      | undefined;
  } finally {
    db.close();
  }
}

/** The incident CLI against the test server's data, with its links pointing at that server. */
function incidentCli(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['api/src/cli.ts', 'incident', ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: mail.server.dataDir,
        SITE_URL: mail.server.url,
        MAIL_FROM: 'Alpora <hello@alpora.test>',
        LOG_LEVEL: 'silent',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function mailsTo(address: string): ParsedMail[] {
  return mail.sink.messages.filter((message) => recipients(message).includes(address));
}

function header(message: ParsedMail, name: string): string {
  const line = message.headerLines.find((entry) => entry.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

/** Subscribes on /status and follows the confirmation link: answers the confirmed address. */
async function subscribeToStatus(page: Page, address: string): Promise<void> {
  await page.goto(`${mail.server.url}/status`);
  const form = page.getByRole('form', { name: 'Subscribe to Updates' });
  await form.getByLabel('Email').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  const confirmation = await waitForMail(mail.sink, address);
  await page.goto(linkIn(confirmation, `${mail.server.url}/email/confirm?token=`));
  await page.getByRole('main').getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page).toHaveURL(`${mail.server.url}/email/confirmed/status`);
}

test('joining the waitlist mails a confirmation with both parts, and its link confirms the address', async ({
  page,
}) => {
  const { server, sink } = mail;
  await page.goto(server.url);
  await joinWaitlist(page, {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: 'kj@orbit.example',
    persona: 'hedge-fund',
  });

  const confirmation = await waitForMail(sink, 'kj@orbit.example');
  const link = linkIn(confirmation, `${server.url}/email/confirm?token=`);
  expect(confirmation.text).toContain(link);
  // A confirmation is the answer to a request, not a subscription: it offers no unsubscribe.
  expect(header(confirmation, 'list-unsubscribe')).toBe('');
  expect(subscription(server.dataDir, 'kj@orbit.example', 'updates')).toMatchObject({
    state: 'pending',
    confirmed_at: null,
  });

  // Following the link confirms nothing, as a link scanner that runs the page would not.
  await page.goto(link);
  await page.waitForLoadState('networkidle');
  expect(subscription(server.dataDir, 'kj@orbit.example', 'updates')).toMatchObject({ state: 'pending' });
  await page.getByRole('main').getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page).toHaveURL(`${server.url}/email/confirmed/updates`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is confirmed');
  await expectNoA11yViolations(page);
  const confirmed = subscription(server.dataDir, 'kj@orbit.example', 'updates');
  expect(confirmed).toMatchObject({ state: 'confirmed' });
  expect(confirmed?.confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  // What was confirmed is the updates box the waitlist showed, not the lead's own notice.
  expect(confirmed?.requested_consent_version).toBe('en-updates-2026-11-24');
  expect(confirmed?.confirmed_consent_version).toBe('en-updates-2026-11-24');

  // Pressed again from the same link, it says the address is confirmed, and no further mail is sent.
  await page.goto(link);
  await page.getByRole('main').getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page).toHaveURL(`${server.url}/email/confirmed/updates`);
  expect(mailsTo('kj@orbit.example')).toHaveLength(1);
});

test('an incident opened with the CLI reaches confirmed subscribers, and a one-click unsubscribe stops the next one', async ({
  page,
  request,
}) => {
  const { server, sink } = mail;
  const leaving = 'ops@leaving.example';
  const staying = 'ops@staying.example';
  const pending = 'ops@pending.example';
  await subscribeToStatus(page, leaving);
  await subscribeToStatus(page, staying);
  // Asked but never confirmed: gets the confirmation and nothing after it.
  const asked = await request.post(`${server.url}/api/status/subscriptions`, {
    data: { email: pending, consentVersion: 'en-status-2026-11-22', page: '/status' },
  });
  expect(asked.status()).toBe(202);
  await waitForMail(sink, pending);

  const opened = await incidentCli('open', '--title', 'Delayed prices', '--message', 'Investigating.');
  expect(opened.code, opened.output).toBe(0);
  const id = /Opened incident (\d+)/.exec(opened.output)?.[1] ?? '';
  const first = await waitForMail(sink, leaving, (message) => message.subject?.includes('Delayed prices') ?? false);
  await waitForMail(sink, staying, (message) => message.subject?.includes('Delayed prices') ?? false);
  expect(header(first, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = /^<([^>]+)>$/.exec(header(first, 'list-unsubscribe'))?.[1] ?? '';
  expect(unsubscribeUrl).toMatch(new RegExp(`^${server.url}/email/unsubscribe\\?token=`));
  expect(first.text).toContain(unsubscribeUrl);

  // What a mail client sends for the one-click button (RFC 8058), from its own servers.
  const oneClick = await request.post(unsubscribeUrl, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { Accept: '*/*' },
  });
  expect(oneClick.status()).toBe(200);
  expect(subscription(server.dataDir, leaving, 'status')).toMatchObject({ state: 'withdrawn' });

  const resolved = await incidentCli('resolve', id);
  expect(resolved.code, resolved.output).toBe(0);
  await waitForMail(sink, staying, (message) => message.subject?.startsWith('Resolved') ?? false);
  // The staying subscriber's mail of the same incident has arrived: the leaving one got none.
  expect(mailsTo(leaving).filter((message) => message.subject?.includes('Delayed prices'))).toHaveLength(1);
  expect(mailsTo(pending)).toHaveLength(1);

  // The same link opened in a browser: a page with one button, which unsubscribes.
  const stayingMail = mailsTo(staying).find((message) => message.subject?.startsWith('Resolved'));
  const pageUrl = /^<([^>]+)>$/.exec(header(stayingMail as ParsedMail, 'list-unsubscribe'))?.[1] ?? '';
  await page.goto(pageUrl);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(1);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(`${server.url}/email/unsubscribed/status`);
  expect(subscription(server.dataDir, staying, 'status')).toMatchObject({ state: 'withdrawn' });
});
