/**
 * /admin by role (docs/back-office.md#roles): a sales account signs in with its authenticator
 * app and sees the sections of its role only; a client is told the page is not for it.
 */
import { signInAsNewUser } from './support/accounts.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { signInAsStaff } from './support/staff.ts';

test('a sales account signs in with its second factor and sees the sales sections only', async ({ page }) => {
  await signInAsStaff(page, 'sales');
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link')).toHaveText(['Leads', 'Campaigns', 'Design partners', 'Demo bookings']);
  await expect(menu.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Design partners' }).click();
  await expect(page).toHaveURL(/\/admin#partners$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design partners' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-frame-sales');
});

test('a client opening /admin is told it is not for its account', async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'The back office is for the Alpora team' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
