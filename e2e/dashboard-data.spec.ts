/** The dashboard's data (issue: accounts and the client dashboard): live prices, tabs, a11y. */
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

async function signIn(page: Page): Promise<void> {
  const username = `dash${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const res = await page.request.post('/api/auth/register', {
    data: { username, firstName: 'Grace', email: `${username}@example.com`, password: 'a quiet harbour at dawn' },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

test('market prices refresh every 30 s, and only then', async ({ page }) => {
  await signIn(page);
  let marketCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/market-data') marketCalls += 1;
  });
  await page.clock.install();
  await page.goto('/dashboard');
  const price = page.locator('[data-symbol="BTC-USD"] [data-testid="market-price"]');
  await expect(price).toHaveText(/\$/);
  const before = await price.textContent();
  expect(marketCalls).toBe(1);

  // Stop the page's clock, then let the server's feed (real time, one tick a second) move.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await page.waitForTimeout(1_500);
  // Loading took a moment of the first 30 s already: 25 s more stays below the interval.
  await page.clock.runFor(25_000);
  expect(marketCalls).toBe(1);
  await expect(price).toHaveText(before ?? '');
  await page.clock.runFor(5_000);
  await expect.poll(() => marketCalls).toBe(2);
  await expect(price).not.toHaveText(before ?? '');
});

test('summary cards are computed: P&L today in currency and percent, with words beside colours', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const cards = page.locator('dl');
  await expect(cards.getByText('Total portfolio value')).toBeVisible();
  const pnl = page.getByText('P&L today').locator('..');
  await expect(pnl).toContainText(/[+\u2212]?\$\s?[\d']+\.\d{2}/);
  await expect(pnl).toContainText(/[+\u2212]?\d+\.\d{2}%/);
  await expect(pnl).not.toContainText('2,350');
  await expect(page.getByText('Open positions').locator('..')).toContainText('5');
});

test('axe finds no violations on any dashboard tab', async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.locator('[data-symbol]')).toHaveCount(6);
  for (const tab of ['Markets', 'Positions', 'Orders', 'Portfolios']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('status')).toHaveCount(0);
    await expectNoA11yViolations(page);
  }
  expect(consoleErrors).toEqual([]);
});
