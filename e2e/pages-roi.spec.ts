/** The ROI calculator (docs/product.md#roi-calculator: defaults, bounds, formulas, event). */
import type { Page } from '@playwright/test';
import { chooseCookies } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';

/** Swiss grouping: an apostrophe of either form. */
const chf = (amount: string) => new RegExp(`CHF\\s${amount.replace("'", "['’]")}`);

async function openCalculator(page: Page) {
  await page.goto('/roi');
  await page.getByLabel('Hours saved per week').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-roi-ready]')).toBeVisible();
}

test('starts at the default inputs with their documented results', async ({ page }) => {
  await openCalculator(page);
  await expect(page.getByLabel('Trading bots or strategies')).toHaveValue('5');
  await expect(page.getByLabel('Hours saved per week')).toHaveValue('20');
  await expect(page.getByLabel('Failed orders today (%)')).toHaveValue('2.5');
  await expect(page.getByLabel('Failed orders with Alpora (%)')).toHaveValue('0.1');
  await expect(page.getByLabel('Compliance hours per month')).toHaveValue('40');
  await expect(page.getByLabel('Infrastructure cost avoided per year (CHF)')).toHaveValue('50000');
  await expect(page.locator('[data-result="hours"]')).toHaveText('86.6');
  await expect(page.locator('[data-result="ops"]')).toHaveText(chf("12'990.00"));
  await expect(page.locator('[data-result="compliance"]')).toHaveText(chf("8'000.00"));
  await expect(page.locator('[data-result="infra"]')).toHaveText(chf("4'166.67"));
  await expect(page.locator('[data-result="risk"]')).toHaveText('24');
  await expect(page.locator('[data-result="monthly"]')).toHaveText(chf("25'156.67"));
  await expect(page.locator('[data-result="annual"]')).toHaveText(chf("301'880.00"));
});

test('results update as you type', async ({ page }) => {
  await openCalculator(page);
  await page.getByLabel('Hours saved per week').fill('10');
  await expect(page.locator('[data-result="hours"]')).toHaveText('43.3');
  await expect(page.locator('[data-result="ops"]')).toHaveText(chf("6'495.00"));
  await page.getByLabel('Compliance hours per month').fill('0');
  await expect(page.locator('[data-result="monthly"]')).toHaveText(chf("10'661.67"));
});

test('out-of-bounds values show a clear message and hide the results until fixed', async ({ page }) => {
  await openCalculator(page);
  const hours = page.getByLabel('Hours saved per week');
  await hours.fill('200');
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a number from 0 to 168.')).toBeVisible();
  await expect(page.locator('[data-result="invalid"]')).toBeVisible();
  await page.getByLabel('Trading bots or strategies').fill('0');
  await expect(page.getByText('Enter a whole number from 1 to 100.')).toBeVisible();
  await page.getByLabel('Failed orders today (%)').fill('10.5');
  await expect(page.getByText('Enter a number from 0 to 10.')).toBeVisible();
  await page.getByLabel('Infrastructure cost avoided per year (CHF)').fill('-1');
  await expect(page.getByText('Enter a number of 0 or more.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.locator('[data-field-error]')).toHaveCount(0);
  await expect(page.locator('[data-result="monthly"]')).toHaveText(chf("25'156.67"));
});

test('on a German or French page the messages are in its language', async ({ page }) => {
  await page.goto('/de/roi');
  await expect(page.locator('[data-roi-ready]')).toBeVisible();
  await page.getByLabel('Trading-Bots oder Strategien').fill('0');
  await expect(page.getByText('Geben Sie eine ganze Zahl von 1 bis 100 ein.')).toBeVisible();
  await page.getByLabel('Fehlgeschlagene Orders heute (%)').fill('2.55');
  await expect(page.getByText('Verwenden Sie höchstens 1 Nachkommastelle.')).toBeVisible();

  await page.goto('/fr/roi');
  await expect(page.locator('[data-roi-ready]')).toBeVisible();
  await page.getByLabel('Ordres échoués aujourd’hui (%)').fill('1');
  await page.getByLabel('Ordres échoués avec Alpora (%)').fill('2');
  await expect(page.getByText('Le taux avec Alpora ne peut pas être supérieur au taux actuel.')).toBeVisible();
  await expect(page.locator('[data-field-error]')).toHaveCount(1);
});

/** Names of the analytics events the page sends, in order. */
function recordEvents(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events')) events.push(r.postDataJSON().name);
  });
  return events;
}

test('a change sends one debounced roi_input_change event, only after consent', async ({ page }) => {
  const events = recordEvents(page);
  await chooseCookies(page, 'accepted');
  await page.clock.install();
  await openCalculator(page);
  // A second ahead: on a loaded machine a smaller lead can already be in the past.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const hours = page.getByLabel('Hours saved per week');
  const roiEvent = () =>
    page.waitForRequest((r) => r.url().endsWith('/api/events') && r.postDataJSON().name === 'roi_input_change');
  // Two keystrokes within the 800 ms debounce make one event.
  await hours.pressSequentially('5');
  await page.clock.runFor(400);
  await hours.pressSequentially('0');
  const first = roiEvent();
  await page.clock.runFor(800);
  expect((await first).postDataJSON()).toMatchObject({ name: 'roi_input_change', path: '/roi' });
  // A later change sends the next one: by then a duplicate of the first would have been seen.
  await hours.fill('12');
  const second = roiEvent();
  await page.clock.runFor(800);
  await second;
  expect(events.filter((name) => name === 'roi_input_change')).toHaveLength(2);
});

test('without consent nothing is sent', async ({ page }) => {
  const events = recordEvents(page);
  await page.clock.install();
  await openCalculator(page);
  await page.getByLabel('Hours saved per week').fill('30');
  await page.clock.runFor(1200);
  // Accepting afterwards sends its own two events (in either order); a roi event of the
  // earlier change must not be among them.
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => events.length).toBe(2);
  await page.clock.runFor(1200);
  expect([...events].sort()).toEqual(['consent_granted', 'page_view']);
});
