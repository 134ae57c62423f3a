/**
 * Accounts opened for someone else, as people live them over real SMTP
 * (docs/back-office.md#roles): a client invites an advisor on /account, the advisor follows the
 * mailed link, opens a viewer account and reads the client's dashboard under a read-only
 * banner, until the client removes it. An operator opens an admin account with `cli user
 * create`; the admin follows the mailed set-up link, chooses a password, enrols an
 * authenticator app, keeps the recovery codes and lands signed in on /admin. The pages are
 * checked with axe and photographed at 390 and 1280 px.
 */
import { execFileSync } from 'node:child_process';
import { totpCodeAt } from '../api/src/auth/totp.ts';
import { uniqueName } from './support/accounts.ts';
import { declineInBanner } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { linkIn, type MailServer, startMailServer, waitForMail } from './support/mail-server.ts';
import { screenshotWidths } from './support/screenshots.ts';

const PASSWORD = 'a quiet harbour at dawn';

// Each test follows mails over SMTP and photographs pages at two widths: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

let mail: MailServer;
test.beforeAll(async () => {
  mail = await startMailServer();
});
test.afterAll(async () => {
  await mail.stop();
});

/** Runs an operator command against this file's server: its data folder, its site address. */
function cli(...args: string[]): string {
  return execFileSync(process.execPath, ['api/src/cli.ts', ...args], {
    env: {
      ...process.env,
      DATA_DIR: mail.server.dataDir,
      SITE_URL: mail.server.url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
}

test('a client invites an advisor, who reads the client’s dashboard read-only until removed', async ({
  page,
  browser,
}) => {
  const url = mail.server.url;
  const client = uniqueName('ada');
  const advisor = uniqueName('advisor');
  const advisorEmail = `${advisor}@example.net`;
  const registered = await page.request.post(`${url}/api/auth/register`, {
    data: {
      username: client,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `${client}@example.com`,
      password: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const verification = await waitForMail(mail.sink, `${client}@example.com`);
  const verifyToken = new URL(linkIn(verification, `${url}/verify-email?token=`)).searchParams.get('token');
  expect(
    (await page.request.post(`${url}/api/auth/verification/confirm`, { data: { token: verifyToken } })).status(),
  ).toBe(200);
  const { token } = (await registered.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('token', value), token);

  await page.goto(`${url}/account`);
  await declineInBanner(page);
  const section = page.getByRole('region', { name: 'Viewers' });
  await expect(section.getByText('No viewers yet.')).toBeVisible();
  await section.getByLabel('Their email address').fill(advisorEmail);
  await section.getByRole('button', { name: 'Send invitation' }).click();
  await expect(section.getByRole('list', { name: 'Your viewers and invitations' })).toContainText(advisorEmail);
  await expect(section.getByText('Invited', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'account-viewers', section);

  const invitation = await waitForMail(mail.sink, advisorEmail);
  expect(invitation.subject).toBe('Ada Lovelace invited you to read their Alpora dashboard');
  const advisorPage = await (await browser.newContext()).newPage();
  await advisorPage.goto(linkIn(invitation, `${url}/invitation?token=`));
  await declineInBanner(advisorPage);
  await expect(advisorPage.getByText(`Ada Lovelace (${client}@example.com) invited ${advisorEmail}.`)).toBeVisible();
  await expect(advisorPage.locator('form[data-hydrated="true"]')).toBeVisible();
  await expectNoA11yViolations(advisorPage);
  await screenshotWidths(advisorPage, 'viewer-invitation');
  await advisorPage.getByLabel('Username').fill(advisor);
  await advisorPage.getByLabel('Password').fill(PASSWORD);
  await advisorPage.getByRole('button', { name: 'Open my viewer account' }).click();

  await expect(advisorPage).toHaveURL(`${url}/dashboard`);
  const banner = advisorPage.getByRole('region', { name: "Read-only view of Ada Lovelace's dashboard" });
  await expect(banner).toBeVisible();
  await expect(advisorPage.getByRole('tab', { name: 'Portfolios' })).toBeVisible();
  await advisorPage.getByRole('tab', { name: 'Portfolios' }).click();
  await expect(advisorPage.getByRole('tabpanel')).toContainText('Demo');
  await expectNoA11yViolations(advisorPage);
  await screenshotWidths(advisorPage, 'viewer-dashboard');

  await page.reload();
  await expect(section.getByText(`${advisor}, joined`)).toBeVisible();
  await section.getByRole('button', { name: `Remove ${advisorEmail}` }).click();
  await expect(section.getByText('No viewers yet.')).toBeVisible();
  await advisorPage.reload();
  await expect(advisorPage).toHaveURL(/\/login/);
});

test('an admin opened by the operator sets a password and an authenticator app through the link, and lands on /admin', async ({
  page,
}) => {
  const url = mail.server.url;
  const username = uniqueName('grace');
  const email = `${username}@example.com`;
  const printed = cli('user', 'create', '--username', username, '--email', email, '--role', 'admin');
  expect(printed).toContain(`Created admin ${username} without a password.`);

  const setupMail = await waitForMail(mail.sink, email);
  expect(setupMail.subject).toBe('Set up your Alpora account');
  const link = linkIn(setupMail, `${url}/set-up-account?token=`);
  expect(printed).toContain(link);
  await page.goto(link);
  await declineInBanner(page);
  await expect(page.getByText(`Account ${username} (${email})`)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'set-up-account');

  const secret = ((await page.locator('code').first().textContent()) ?? '').replaceAll(' ', '');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up my account' }).click();
  await expect(page.getByLabel('Code from the app')).toHaveAccessibleDescription(/6-digit code/);
  await page.getByLabel('Code from the app').fill(totpCodeAt(secret, new Date()));
  await page.getByRole('button', { name: 'Set up my account' }).click();

  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(`${url}/admin`);
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return res.json();
  });
  expect(me.user).toMatchObject({ username, role: 'admin', emailVerified: true });

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
});
