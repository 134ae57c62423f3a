/** Accounts (docs/product.md#accounts): register, login, logout, toasts, next. */
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

const PASSWORD = 'a quiet harbour at dawn';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Opens a login or register page and waits until React runs the form (its fields are disabled before). */
async function openForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
}

test('register, land on the dashboard by first name, see every tab, log out, and stay out', async ({ page }) => {
  const username = unique('ada');
  await openForm(page, '/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada');
  // The 'Success' toast is carried across the redirect and seen on the dashboard.
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(notifications.getByText('Success', { exact: true })).toBeVisible();
  await expect(notifications.getByText('Account created successfully.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[a-z2-7]{32}$/);

  await expect(page.locator('[data-symbol]')).toHaveCount(6);
  await page.getByRole('tab', { name: 'Positions' }).click();
  await expect(page.getByRole('region', { name: 'Positions' }).getByRole('row')).toHaveCount(6);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(11);
  await expect(orders.getByText('pending', { exact: true })).toHaveCount(3);
  await page.getByRole('tab', { name: 'Portfolios' }).click();
  await expect(page.getByRole('region', { name: 'Portfolios' })).toContainText('Demo portfolio (simulated)');
  await expect(page.getByText('Pending orders').locator('..')).toContainText('3');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('failures show a destructive toast; one at a time; F8 focuses the toasts; gone after 5 s', async ({ page }) => {
  await page.clock.install();
  await openForm(page, '/login');
  await page.getByLabel('Username').fill(unique('nobody'));
  await page.getByLabel('Password').fill('wrong password here');
  await page.getByRole('button', { name: 'Log in' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Login Failed');
  await expect(toasts).toContainText('Invalid username or password.');

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toasts).toHaveCount(1);

  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused();
  await page.getByLabel('Username').focus();
  await page.clock.runFor(5_100);
  await expect(toasts).toHaveCount(0);
});

test('registration failure names the taken username', async ({ page, request }) => {
  const username = unique('taken');
  const first = await request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(first.status()).toBe(201);
  await openForm(page, '/register');
  await page.getByLabel('Username').fill(username.toUpperCase());
  await page.getByLabel('Email').fill(`other-${username}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Registration Failed');
  await expect(page.getByText('This username is already taken.').first()).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
});

test('the header login link (next=/overview) ends on the dashboard; a foreign next is ignored', async ({
  page,
  request,
}) => {
  const username = unique('next');
  await request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  for (const next of ['/overview', '//evil.example']) {
    await openForm(page, `/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${username}`);
    await expect(
      page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Logged in successfully'),
    ).toBeVisible();
  }
});

test('the demo account printed by the run command logs in', async ({ page, server }) => {
  await expect.poll(() => server.output()).toMatch(/Demo account: username demo, password [a-z2-7-]{19}/);
  const [, password] = server.output().match(/Demo account: username demo, password (\S+)/) ?? [];
  await openForm(page, `${server.url}/login`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill(password ?? '');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Demo');
});

test('before hydration the forms post, never put a password in a URL, and are disabled', async ({ request }) => {
  for (const path of ['/login', '/register']) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<fieldset[^>]*disabled/);
    expect(html).not.toContain('data-hydrated');
  }
});

test('a validation error moves focus to the first invalid field', async ({ page }) => {
  await openForm(page, '/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Username').fill(unique('focus'));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();

  await openForm(page, '/login');
  await page.getByLabel('Username').fill('someone');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('logout while offline keeps the user signed in with an error, and a retry works', async ({ page }) => {
  const username = unique('offline');
  const res = await page.request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  await openForm(page, '/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${username}`);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^[a-z2-7]{32}$/);

  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Logout Failed');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    401,
  );
});

for (const path of ['/login', '/register']) {
  test(`axe finds no violations on ${path}`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Log in|Create account/ })).toBeEnabled();
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}
