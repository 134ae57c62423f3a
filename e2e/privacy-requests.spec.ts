/**
 * Privacy requests as a person and the team live them, over real SMTP (docs/privacy.md#requests,
 * docs/back-office.md#privacy-requests). Someone who joined the waitlist, confirmed product
 * updates and opened an account asks on /privacy/request to see their data, follows the mailed
 * link, confirms and downloads the answer as JSON and CSV: all three are in both. They ask for
 * an erasure next; afterwards a new access request finds none of it and the account cannot sign
 * in. The mailed link carries its token in the fragment, which leaves the address bar once the
 * page has read it. An administrator sees both requests completed in /admin#privacy, records a
 * request that came by post and declines it with the reason. Each page is checked with axe and
 * photographed at 390 and 1280 px.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { totpCodeAt } from '../api/src/auth/totp.ts';
import { uniqueName } from './support/accounts.ts';
import { declineInBanner } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { joinWaitlist } from './support/lead-forms.ts';
import { linkIn, type MailServer, recipients, startMailServer, waitForMail } from './support/mail-server.ts';
import { screenshotWidths } from './support/screenshots.ts';

const PASSWORD = 'a quiet harbour at dawn';

// The tests follow mails over SMTP and photograph pages at two widths: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let mail: MailServer;
test.beforeAll(async () => {
  mail = await startMailServer();
});
test.afterAll(async () => {
  await mail.stop();
});

/** The confirm links of the privacy request mails `address` received, oldest first. */
function confirmLinks(address: string): string[] {
  const prefix = `${mail.server.url}/privacy/request/confirm#token=`;
  return mail.sink.messages
    .filter((message) => recipients(message).includes(address))
    .filter((message) => typeof message.html === 'string' && message.html.includes(prefix))
    .map((message) => linkIn(message, prefix));
}

/** Asks on /privacy/request and answers the link of the mail that follows. */
async function requestOnPage(page: Page, address: string, kind: 'See my data' | 'Erase my data'): Promise<string> {
  const before = confirmLinks(address).length;
  await page.goto(`${mail.server.url}/privacy/request`);
  const form = page.getByRole('region', { name: 'Make a request' });
  await expect(form.locator('form[data-hydrated="true"]')).toBeVisible();
  await form.getByLabel('Your email address').fill(address);
  await form.getByRole('radio', { name: kind }).check();
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(form).toContainText(`We sent a link to ${address}.`);
  await expect.poll(() => confirmLinks(address).length, { timeout: 15_000 }).toBe(before + 1);
  return confirmLinks(address)[before] as string;
}

async function confirmOnPage(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('main').getByRole('button', { name: 'Confirm my request' }).click();
}

async function readDownload(download: Download): Promise<string> {
  const file = await download.path();
  return fs.readFileSync(file, 'utf8');
}

/** Runs an operator command against this file's server. */
function cli(...args: string[]): string {
  return execFileSync(process.execPath, ['api/src/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: mail.server.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

/** An administrator of this file's server, signed in with password and authenticator code. */
async function signInAsAdmin(page: Page): Promise<void> {
  const url = mail.server.url;
  const username = uniqueName('admin');
  const registered = await page.request.post(`${url}/api/auth/register`, {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await page.request.post(`${url}/api/auth/totp/setup`, { headers, data: { currentPassword: PASSWORD } });
  const { secret } = (await setup.json()) as { secret: string };
  const enrolledAt = new Date();
  const confirmed = await page.request.post(`${url}/api/auth/totp/confirm`, {
    headers,
    data: { code: totpCodeAt(secret, enrolledAt) },
  });
  expect(confirmed.status()).toBe(200);
  cli('user', 'role', '--username', username, '--role', 'admin');
  await page.goto(`${url}/login?next=${encodeURIComponent('/admin#privacy')}`);
  await declineInBanner(page);
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // A code of the next time step: the one used to enrol is never accepted twice.
  await page.getByLabel('Code from your authenticator app').fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin/);
}

const person = {
  firstName: 'Mary',
  lastName: 'Jackson',
  email: `${uniqueName('mary')}@wind.example`,
  persona: 'hedge-fund',
};
const username = uniqueName('mary');

test('a person sees what we hold about their address, downloads it, erases it, and finds nothing after', async ({
  page,
}) => {
  const url = mail.server.url;
  const address = person.email;

  // A lead and a confirmed product-updates subscription from the waitlist, and an account.
  await page.goto(url);
  await declineInBanner(page);
  await joinWaitlist(page, person);
  const subscribe = await waitForMail(mail.sink, address, (m) =>
    String(m.html).includes(`${url}/email/confirm?token=`),
  );
  await page.goto(linkIn(subscribe, `${url}/email/confirm?token=`));
  await page.getByRole('main').getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page).toHaveURL(`${url}/email/confirmed/updates`);
  const registered = await page.request.post(`${url}/api/auth/register`, {
    data: { username, email: address, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  // The form, checked and photographed before it is sent.
  await page.goto(`${url}/privacy/request`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See or erase your data');
  // What an erasure keeps, as its answer will list it: the answer mail's delivery record too.
  await expect(page.getByRole('main')).toContainText(
    'The delivery record of the email telling you this request is done',
  );
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'privacy-request');

  // Access: opening the link does nothing; the button confirms and the answer lists all three.
  // The token rides in the fragment, which no server sees, and leaves the address bar once read.
  const accessLink = await requestOnPage(page, address, 'See my data');
  expect(new URL(accessLink).search).toBe('');
  await page.goto(accessLink);
  await expect(page.getByRole('main').getByRole('button', { name: 'Confirm my request' })).toBeEnabled();
  expect(page.url()).toBe(`${url}/privacy/request/confirm`);
  await expectNoA11yViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Confirm my request' }).click();
  const answer = page.getByRole('region', { name: 'What we hold about you' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(address);
  for (const kind of ['lead-waitlist', 'subscriptions-confirmed', 'accounts']) {
    await expect(answer.locator(`[data-found] li[data-kind="${kind}"]`)).toHaveCount(1);
  }
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'privacy-confirm-access');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    answer.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const jsonText = await readDownload(json);
  expect(() => JSON.parse(jsonText)).not.toThrow();
  for (const held of [address, 'Jackson', 'updates', username]) expect(jsonText).toContain(held);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    answer.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvText = await readDownload(csv);
  for (const held of [address, 'Jackson', 'updates', username]) expect(csvText).toContain(held);

  // Erasure: what was erased and what was kept, and why.
  const erasureLink = await requestOnPage(page, address, 'Erase my data');
  await confirmOnPage(page, erasureLink);
  const erased = page.getByRole('region', { name: 'Your data is erased' });
  await expect(erased).toBeVisible();
  await expect(erased.locator('[data-found] li[data-kind="accounts"]')).toHaveCount(1);
  await expect(erased.locator('[data-kept] li').first()).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'privacy-confirm-erasure');

  // A new access request finds none of it, and the account cannot sign in.
  await confirmOnPage(page, await requestOnPage(page, address, 'See my data'));
  const after = page.getByRole('region', { name: 'What we hold about you' });
  await expect(after).toBeVisible();
  for (const kind of ['lead-waitlist', 'subscriptions-confirmed', 'accounts']) {
    await expect(after.locator(`[data-found] li[data-kind="${kind}"]`)).toHaveCount(0);
  }
  const login = await page.request.post(`${url}/api/auth/login`, { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(401);

  // A used-up or unknown link says so and leads to a new request.
  await confirmOnPage(page, `${url}/privacy/request/confirm#token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Make a new request' })).toHaveAttribute('href', '/privacy/request');
});

test('the admin queue shows the answered requests, and a postal request is recorded and declined', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${mail.server.url}/admin#privacy`);
  const table = page.getByRole('table', { name: 'Privacy requests, open ones first by due date' });
  const rows = table.locator('tbody tr').filter({ hasText: person.email });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Completed' })).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Erasure' })).toHaveCount(1);

  // The erasure's outcome: what was erased, what was kept, answered by the product itself.
  await rows.filter({ hasText: 'Erasure' }).getByRole('button', { name: /View/ }).click();
  const detail = page.getByRole('dialog', { name: `Erasure request of ${person.email}` });
  await expect(detail).toContainText('Erased, by kind of the data map');
  await expect(detail).toContainText('accounts');
  await expect(detail).toContainText('Kept, and why');
  await detail.getByRole('button', { name: 'Close' }).click();

  // A letter: recorded, open and due, then declined with the reason.
  const writer = `${uniqueName('post')}@letter.example`;
  await page.getByRole('button', { name: 'Record a request' }).click();
  const record = page.getByRole('dialog', { name: 'Record a request' });
  await record.getByLabel('Email address of the person').fill(writer);
  await record.getByLabel('Kind').selectOption('erasure');
  await record.getByLabel('Came by').selectOption('post');
  await record.getByLabel('Note (optional)').fill('Letter of 20 November, signature checked against the contract.');
  await record.getByRole('button', { name: 'Record the request' }).click();
  await expect(record).toBeHidden();
  const letter = table.locator('tbody tr').filter({ hasText: writer });
  await expect(letter).toContainText('Open');
  await expect(letter).toContainText('Post');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-privacy');

  await letter.getByRole('button', { name: /Decline/ }).click();
  const decline = page.getByRole('dialog', { name: 'Decline this request?' });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByText('Say why the request is declined.')).toBeVisible();
  await decline.getByLabel('Why it is declined').fill('The letter came from a different address than the account.');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline).toBeHidden();
  await expect(letter).toContainText('Declined');
  await letter.getByRole('button', { name: /View/ }).click();
  await expect(page.getByRole('dialog')).toContainText('The letter came from a different address than the account.');
});
