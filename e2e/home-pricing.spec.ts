/**
 * Pricing on the home page (docs/product.md#pricing): the plans and their
 * buttons, the monthly/annual switch, the AUM licence calculator and the accordions.
 */
import { expect, test } from './support/fixtures.ts';

/** Swiss grouping: ICU writes ' or ’ depending on its version. */
const chf = (amount: string) => new RegExp(`CHF\\s${amount.replace("'", "['’]").replace('.', '\\.')}`);

test('three plans with their monthly fees; each button opens the plan sign-up with its plan', async ({ page }) => {
  await page.goto('/');
  const pricing = page.locator('#pricing');
  const cards = pricing.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Pro (Desk)');
  await expect(cards.nth(0)).toContainText(chf('499'));
  await expect(cards.nth(1)).toContainText('Recommended');
  await expect(cards.nth(1)).toContainText(chf('999'));
  await expect(cards.nth(2)).toContainText(chf("2'500"));
  for (const [index, plan] of ['pro', 'desk-plus', 'enterprise'].entries()) {
    const button = cards.nth(index).getByRole('button');
    await expect(button).toHaveAttribute('data-open-modal', 'plan');
    await expect(button).toHaveAttribute('data-plan', plan);
  }
  await cards.nth(1).getByRole('button', { name: 'Choose Desk+' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the annual switch shows the prepay prices 5’085 and 10’185', async ({ page }) => {
  await page.goto('/');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText(chf("5'085"))).toBeHidden();
  await pricing.getByText('Annual prepay').click();
  await expect(pricing.getByRole('radio', { name: /Annual prepay/ })).toBeChecked();
  await expect(pricing.getByText(chf("5'085"))).toBeVisible();
  await expect(pricing.getByText(chf("10'185"))).toBeVisible();
  await expect(pricing.getByText(chf('499'), { exact: false }).first()).toBeHidden();
  await pricing.getByText('Monthly', { exact: true }).click();
  await expect(pricing.getByText(chf("5'085"))).toBeHidden();
});

test.describe('AUM licence calculator', () => {
  test('shows the worked example, then recomputes the greater of plan fee and AUM x % / 12', async ({ page }) => {
    await page.goto('/');
    const box = page.locator('aum-calculator');
    const annual = box.locator('[data-out="annual"]');
    const monthly = box.locator('[data-out="monthly"]');
    const charge = box.locator('[data-out="charge"]');
    await expect(annual).toHaveText(chf("17'500"));
    await expect(monthly).toHaveText(chf("1'458.33"));
    await expect(charge).toHaveText(chf("1'458.33"));

    await box.getByLabel('Plan').selectOption('2500');
    await expect(charge).toHaveText(chf("2'500.00"));
    await expect(box).toContainText('the plan fee is higher');

    await box.getByLabel('Assets under management (CHF)').fill('10000000');
    await box.getByLabel('Licence rate (% a year)').fill('0.5');
    await expect(annual).toHaveText(chf("50'000"));
    await expect(monthly).toHaveText(chf("4'166.67"));
    await expect(charge).toHaveText(chf("4'166.67"));

    await box.getByLabel('Licence rate (% a year)').fill('0.6');
    await expect(box).toContainText('a rate between 0.25 and 0.50');
  });
});

test.describe('accordions', () => {
  test('add-ons open and close with a click and with the keyboard', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    const details = pricing.locator('details', {
      has: page.locator('summary', { hasText: 'Advanced AI Strategy Pack' }),
    });
    const summary = details.locator('summary');
    const text = details.getByText('up to 3 AI strategies', { exact: false });
    await expect(summary).toContainText(chf('199'));
    await expect(text).toBeHidden();
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    await expect(text).toBeVisible();
    await summary.click();
    await expect(text).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(text).toBeVisible();
    await expect(pricing.locator('details', { hasText: 'Premium data feeds' })).toContainText(chf('399'));
  });

  test('comparison and ROI accordions hold the plan table and the ROI link', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.locator('summary', { hasText: 'Compare plans' }).click();
    const table = pricing.getByRole('table', { name: 'Compare plans' });
    await expect(table.getByRole('columnheader')).toHaveText(['Pro', 'Desk+', 'Enterprise']);
    await expect(table.getByRole('row', { name: /Seats/ })).toContainText('Up to 10');
    await pricing.locator('summary', { hasText: 'What a plan pays back' }).click();
    await expect(pricing.getByRole('link', { name: /ROI calculator/ })).toHaveAttribute('href', '/roi');
  });

  test('FAQ answers open from their question', async ({ page }) => {
    await page.goto('/');
    const answer = page.getByText('Upgrades take effect immediately');
    await expect(answer).toBeHidden();
    await page.locator('#pricing summary', { hasText: 'Can we change plans later?' }).click();
    await expect(answer).toBeVisible();
    await page.locator('#security summary', { hasText: 'Can Alpora withdraw or move our funds?' }).click();
    await expect(page.getByText('trading rights only and withdrawal rights')).toBeVisible();
    await expect(page.getByText('CHF 0.02 per 1,000 orders')).toBeHidden();
  });
});
