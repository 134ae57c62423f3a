/**
 * Email verification and password reset as a person lives them, over real SMTP
 * (docs/decisions.md §91, §92): the verification mail of a new account and its page's button,
 * then a forgotten password: the request, the mail, the link, the new password, every old
 * session gone and the link refused a second time. Each outcome takes the focus to its heading,
 * since the button that was pressed is gone. The pages and their outcomes are checked with axe
 * and photographed at 390 and 1280 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { uniqueName } from './support/accounts.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { linkIn, type MailServer, startMailServer, waitForMail } from './support/mail-server.ts';
import { screenshotWidths } from './support/screenshots.ts';

const PASSWORD = 'a quiet harbour at dawn';
const NEW_PASSWORD = 'the tide comes in at noon';

let mail: MailServer;
test.beforeAll(async () => {
  mail = await startMailServer();
});
test.afterAll(async () => {
  await mail.stop();
});

async function registerAndVerify(request: APIRequestContext, username: string): Promise<void> {
  const email = `${username}@example.com`;
  const url = mail.server.url;
  const registered = await request.post(`${url}/api/auth/register`, { data: { username, email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const verification = await waitForMail(mail.sink, email);
  const token = new URL(linkIn(verification, `${url}/verify-email?token=`)).searchParams.get('token');
  expect((await request.post(`${url}/api/auth/verification/confirm`, { data: { token } })).status()).toBe(200);
}

test('a new account gets a verification mail whose page confirms the address with one press', async ({ page }) => {
  const url = mail.server.url;
  const username = uniqueName('ada');
  const email = `${username}@example.com`;
  await page.goto(`${url}/register`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(`${username} is my password`);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The API's message shows under the field, tied to it for screen readers.
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    /The password must not contain your username\./,
  );
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${url}/dashboard`);
  await expect(page.getByText(`Please confirm your email address ${email}`)).toBeVisible();

  const verification = await waitForMail(mail.sink, email);
  expect(verification.subject).toBe('Confirm your email address for Alpora');
  await page.goto(linkIn(verification, `${url}/verify-email?token=`));
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'verify-email');
  await page.getByRole('main').getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Your email address is confirmed.');

  await page.goto(`${url}/account`);
  await expect(page.getByRole('region', { name: 'Email address' }).getByText('Verified')).toBeVisible();
  await page.goto(`${url}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Please confirm your email address')).toHaveCount(0);
});

test('a forgotten password is reset by a mailed link that signs out every session and works once', async ({
  page,
  browser,
}) => {
  const url = mail.server.url;
  const username = uniqueName('grace');
  const email = `${username}@example.com`;
  await registerAndVerify(page.request, username);
  // A session on another device, signed in with the old password.
  const otherDevice = await browser.newContext();
  const login = await otherDevice.request.post(`${url}/api/auth/login`, { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  expect((await otherDevice.request.get(`${url}/api/auth/me`)).status()).toBe(200);

  await page.goto(`${url}/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(`${url}/forgot-password`);
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('If an account with this verified email address exists');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'forgot-password-sent');

  const resetMail = await waitForMail(mail.sink, email, (message) => message.subject === 'Reset your Alpora password');
  const link = linkIn(resetMail, `${url}/reset-password?token=`);
  await page.goto(link);
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'reset-password');
  await page.getByLabel('New password').fill('qwerty123456');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(/among the most common or breached/);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password set' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Your password is set and every session was signed out.');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'reset-password-done');

  expect((await otherDevice.request.get(`${url}/api/auth/me`)).status()).toBe(401);
  await otherDevice.close();
  const changed = await waitForMail(
    mail.sink,
    email,
    (message) => message.subject === 'Your Alpora password was changed',
  );
  expect(changed.text).toContain('was reset');
  const withNew = await page.request.post(`${url}/api/auth/login`, { data: { username, password: NEW_PASSWORD } });
  expect(withNew.status()).toBe(200);

  await page.goto(link);
  await page.getByLabel('New password').fill('yet another tide at dusk');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('This link is not valid');
});
