/**
 * Sessions under the owner's control, over a real server and SMTP (docs/product.md#accounts,
 * docs/decisions.md §109–§111): signed in in two browsers, the first lists both, signs the
 * other out with its password (whose next request is refused; a wrong password ends nothing),
 * reads both sign-ins in the security log, and the owner gets the new-browser mail for the
 * second; at last "Sign out everywhere", with the password again, ends the first too and opens
 * /login.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { chooseCookies } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { type MailServer, startMailServer, waitForMail } from './support/mail-server.ts';
import { screenshotWidths } from './support/screenshots.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PASSWORD = 'a quiet harbour at dawn';

let mail: MailServer;
test.beforeAll(async () => {
  mail = await startMailServer();
});
test.afterAll(async () => {
  await mail.stop();
});

/** A browser of its own, signed in through the API as the login form does: cookie and stored token. */
async function signedInBrowser(browser: Browser, path: string, data: object, userAgent?: string) {
  const context: BrowserContext = await browser.newContext({
    baseURL: mail.server.url,
    ...(userAgent ? { userAgent } : {}),
  });
  const res = await context.request.post(path, { data });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  // The cookie banner would cover the sections in the screenshots.
  await chooseCookies(context, 'declined');
  return context;
}

test('the owner sees both browsers, signs the other out, reads the log and gets the new-browser mail', async ({
  browser,
}) => {
  const username = `owner${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const first = await signedInBrowser(browser, '/api/auth/register', {
    username,
    firstName: 'Ada',
    email,
    password: PASSWORD,
  });
  const second = await signedInBrowser(browser, '/api/auth/login', { username, password: PASSWORD }, FIREFOX);
  const page = await first.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Account and security' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  const rows = sessions.getByRole('table', { name: 'Your sessions' }).getByRole('row');
  await expect(rows).toHaveCount(3); // the header row and two sessions
  await expect(sessions.getByRole('rowheader', { name: 'Firefox 133 on Linux' })).toBeVisible();
  await expect(sessions.getByRole('row').filter({ hasText: 'This browser' })).toContainText('Registration');
  const log = page.getByRole('region', { name: 'Security log' });
  await expect(log.getByRole('listitem').filter({ hasText: 'Sign-in' })).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText('Firefox 133 on Linux');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account and security' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'account-sessions');

  // The second browser's sign-in was mailed to the owner, reading well in both parts.
  const newSignIn = await waitForMail(mail.sink, email, (m) => m.subject === 'New sign-in to your Alpora account');
  for (const part of [newSignIn.text ?? '', String(newSignIn.html)]) {
    expect(part).toContain(`Your account ${username} was signed in from a browser it had not used before.`);
    expect(part).toContain('Firefox 133 on Linux');
    expect(part).toContain('127.0.0.x');
    expect(part).toContain(`${mail.server.url}/account`);
  }
  expect(newSignIn.text).toContain('If this was not you, change your password now');
  expect(mail.sink.messages.filter((m) => m.subject === newSignIn.subject)).toHaveLength(1);

  // Ending a session needs the owner's password: a wrong one ends nothing.
  await sessions.getByRole('button', { name: /^Sign out of Firefox 133 on Linux/ }).click();
  const signOutOne = page.getByRole('dialog', { name: 'Sign out of Firefox 133 on Linux?' });
  await signOutOne.getByLabel('Current password').fill('not my password');
  await signOutOne.getByRole('button', { name: 'Sign out' }).click();
  await expect(signOutOne.getByText('This is not your current password.')).toBeVisible();
  expect((await second.request.get('/api/auth/me')).status()).toBe(200);
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'account-sessions-proof', signOutOne);
  await signOutOne.getByLabel('Current password').fill(PASSWORD);
  await signOutOne.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out of Firefox 133 on Linux.', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
  expect((await second.request.get('/api/auth/me')).status()).toBe(401);

  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await confirm.getByLabel('Current password').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await first.request.get('/api/auth/me')).status()).toBe(401);
  await Promise.all([first.close(), second.close()]);
});
