/**
 * /admin#users and /admin#audit (docs/back-office.md#users, #audit-log): an administrator
 * suspends a client, told in the dialog that the owner is mailed, whose open session ends at
 * once and whose login is refused with the suspension message; reinstates it, after which it signs in again; and finds both actions in
 * the audit log.
 */
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { signInAsStaff } from './support/staff.ts';

const PASSWORD = 'a quiet harbour at dawn';

test('an administrator suspends a client, whose session ends and login is refused, then reinstates it', async ({
  page,
  browser,
}) => {
  // Two browsers, two sign-ins (one with a second factor) and three screenshots at two widths.
  test.setTimeout(90_000);
  const username = `client${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  const registered = await clientPage.request.post('/api/auth/register', {
    data: { username, firstName: 'Ada', lastName: 'Lovelace', email: `${username}@example.com`, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const asClient = { headers: { Authorization: `Bearer ${token}` } };
  expect((await clientPage.request.get('/api/auth/me', asClient)).status()).toBe(200);

  await signInAsStaff(page, 'admin', '/admin#users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Search/ }).fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.locator(`li[data-user="${username}"]`);
  await expect(card).toContainText('Ada Lovelace');
  await expect(page.getByText('1 account shown.')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-users');

  await card.getByRole('button', { name: `Suspend: ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend account: ${username}` });
  await expect(dialog).toContainText(`${username}@example.com is mailed that the account is suspended`);
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByText('Say why the account is suspended.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Card payments disputed');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-users-suspend');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Suspended');
  await expect(card).toContainText('Card payments disputed');

  // The client's session ended with the suspension; its next request is refused.
  expect((await clientPage.request.get('/api/auth/me', asClient)).status()).toBe(401);
  await clientPage.goto('/login');
  await expect(clientPage.locator('form[data-hydrated="true"]')).toBeVisible();
  await clientPage.getByLabel('Username').fill(username);
  await clientPage.getByLabel('Password').fill(PASSWORD);
  await clientPage.getByRole('button', { name: 'Log in' }).click();
  // The toast says why; its screen-reader announcement repeats the text outside the region.
  const notifications = clientPage.getByRole('region', { name: 'Notifications (F8)' });
  await expect(notifications.getByText('This account is suspended. Contact hello@alpora.ch')).toBeVisible();
  await expect(clientPage).toHaveURL(/\/login/);

  await card.getByRole('button', { name: `Reinstate: ${username}` }).click();
  await page
    .getByRole('dialog', { name: `Reinstate account: ${username}` })
    .getByRole('button', { name: 'Reinstate account' })
    .click();
  await expect(card.getByText('Suspended', { exact: true })).toHaveCount(0);
  const again = await clientPage.request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(again.status()).toBe(200);
  await client.close();

  await page.goto('/admin#audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Action/ }).fill('user.');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('region', { name: 'Audit log entries' }).locator('tbody tr');
  await expect(rows.nth(0)).toContainText('user.reinstate');
  await expect(rows.nth(1)).toContainText('user.suspend');
  await expect(rows.nth(1)).toContainText('reason: Card payments disputed');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/audit/export.csv?action=user.',
  );
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-audit');
});
