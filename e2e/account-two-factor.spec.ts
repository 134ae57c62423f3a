/**
 * Two-factor sign-in (docs/decisions.md §95–§99): set up an authenticator app on /account,
 * then sign in with the password and a code the test computes as the app would; a recovery
 * code signs in once and never again. Switching between the two kinds of code puts the focus in
 * the new field; a sign-in that has run out says so and links back to the password, without
 * sending the person away on a timer.
 */
import type { Page } from '@playwright/test';
import { totpCodeAt, totpStep } from '../api/src/auth/totp.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';

const PASSWORD = 'a quiet harbour at dawn';

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('set up an authenticator app, sign in with its code, and use a recovery code once', async ({ page }) => {
  test.setTimeout(60_000);
  const username = `totp${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const registered = await page.request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await logIn(page, username);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Enrol: the current password, then the QR code and its key in text.
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('img', { name: `QR code of the two-factor secret for ${username}` })).toBeVisible();
  const secret = ((await section.locator('code').textContent()) ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'account-two-factor-enrolment', section);

  const enrolledAt = new Date();
  await section.getByLabel('6-digit code').fill(totpCodeAt(secret, enrolledAt));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codesList = section.getByRole('list', { name: 'Recovery codes' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  await expect(section.getByText('These codes are shown only this once.', { exact: false })).toBeVisible();
  const recoveryCodes = await codesList.getByRole('listitem').allTextContents();
  await screenshotWidths(page, 'account-two-factor-recovery-codes', section);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('Recovery codes left: 10 of 10.')).toBeVisible();

  // The password alone now leads to the second step, not to a session.
  await logOut(page);
  await logIn(page, username);
  await expect(page).toHaveURL(/\/login\/verify\?next=%2Fdashboard$/);
  await expect(page.getByLabel('Code from your authenticator app')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'login-verify');
  // The code that turned two-factor on is spent: take the app's next one.
  const nextStep = Math.max(totpStep(new Date()), totpStep(enrolledAt) + 1);
  await page.getByLabel('Code from your authenticator app').fill(totpCodeAt(secret, new Date(nextStep * 30_000)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code signs in once.
  const recoveryCode = recoveryCodes[0] ?? '';
  await logOut(page);
  await logIn(page, username);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByRole('button', { name: 'Use the code from the app instead' }).click();
  await expect(page.getByLabel('Code from your authenticator app')).toBeFocused();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // And never again.
  await logOut(page);
  await logIn(page, username);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toasts).toContainText('This code is not right.');
  await expect(page).toHaveURL(/\/login\/verify/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The pending sign-in runs out (its cookie is gone, as after five minutes): the page says so
  // and offers the way back.
  await page.context().clearCookies({ name: /sign-in$/ });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'This sign-in has ended' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('This sign-in has expired');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'login-verify-ended');
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});
