/**
 * Passkeys (docs/security.md#passkeys) with Chromium's virtual authenticator: add one on
 * /account, log out, sign in with it alone, rename it, and remove it with the current password,
 * signing out of the session another browser holds. WebAuthn needs a secure
 * context and a domain as relying party ID, so the page is on http://localhost, not 127.0.0.1.
 */
import { type APIRequestContext, type CDPSession, type Page, request } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { type RunningServer, startServer } from './support/server.ts';

const PASSWORD = 'a quiet harbour at dawn';

let server: RunningServer;
let origin: string;

test.beforeAll(async () => {
  server = await startServer();
  origin = `http://localhost:${server.port}`;
});
test.afterAll(async () => server.stop());

/** A platform authenticator that holds discoverable passkeys and verifies the user. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}

/** The account's username; the page holds its registration session. */
async function registerAccount(page: Page): Promise<string> {
  const username = `key${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const res = await page.request.post(`${origin}/api/auth/register`, {
    data: { username, firstName: 'Ada', email: `${username}@example.com`, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.goto(`${origin}/login`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  // The consent banner would cover the screenshots.
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  return username;
}

/** Another browser signed in to the account with its password. */
async function signedInElsewhere(username: string): Promise<APIRequestContext> {
  const elsewhere = await request.newContext({ baseURL: origin });
  const res = await elsewhere.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return elsewhere;
}

const isAlive = async (context: APIRequestContext) => (await context.get('/api/auth/me')).status() === 200;

test('add a passkey on /account, log out, sign in with it alone, rename and remove it', async ({ page }) => {
  await addVirtualAuthenticator(page);
  const username = await registerAccount(page);
  const elsewhere = await signedInElsewhere(username);

  await page.goto(`${origin}/account`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkey yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('This is not your current password.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  const item = section.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Passkey 1');
  await expect(item).toContainText('never used');

  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await screenshotWidths(page, 'login-passkey');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada');

  await page.goto(`${origin}/account`);
  await expect(item).toContainText('last used');
  await item.getByRole('button', { name: 'Rename “Passkey 1”' }).click();
  await item.getByLabel('Name of the passkey').fill('Work laptop');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item).toContainText('Work laptop');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'account-passkeys', section);

  // The session opened elsewhere outlived adding the passkey (the box was left unticked); removing
  // it with the box ticked ends that session.
  expect(await isAlive(elsewhere)).toBe(true);
  await item.getByRole('button', { name: 'Remove “Work laptop”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove “Work laptop”?' });
  await confirm.getByLabel('Current password').fill(PASSWORD);
  await confirm.getByRole('checkbox', { name: 'Sign out of my other sessions' }).check();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'account-passkeys-remove', confirm);
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByText('You have no passkey yet.')).toBeVisible();
  await expect(page.getByText('Other sessions signed out: 1.', { exact: true })).toBeVisible();
  expect(await isAlive(elsewhere)).toBe(false);
  await elsewhere.dispose();
});
