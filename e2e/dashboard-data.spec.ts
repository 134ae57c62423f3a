/** The dashboard's data (docs/product.md#dashboard): live prices, tabs, a11y. */
import { signInAsNewUser } from './support/accounts.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

test('market prices are pushed live: they move with the feed without a poll, and say so', async ({ page }) => {
  await signInAsNewUser(page);
  let marketCalls = 0;
  let streams = 0;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/market-data') marketCalls += 1;
    if (path === '/api/market-data/stream') streams += 1;
  });
  await page.goto('/dashboard');
  const price = page.locator('[data-symbol="BTC-USD"] [data-testid="market-price"]');
  await expect(price).toHaveText(/\$/);
  await expect(page.getByTestId('as-of').last()).toHaveText(/^Prices as of \d\d:\d\d:\d\d UTC, updated live\.$/);
  const before = await price.textContent();
  const asOf = await page.getByTestId('as-of').last().textContent();
  // The feed ticks once a second: the next pushed tick changes the price and its time.
  await expect(price).not.toHaveText(before ?? '');
  await expect(page.getByTestId('as-of').last()).not.toHaveText(asOf ?? '');
  expect(streams).toBe(1);
  expect(marketCalls).toBe(1); // the first read only
  // The cards made of those prices say what they are as of too.
  await expect(page.getByTestId('summary-cards').locator('..').getByTestId('as-of')).toHaveText(
    /^Prices as of \d\d:\d\d:\d\d UTC\. Positions and orders as of \d\d:\d\d:\d\d UTC\.$/,
  );
});

test('a refused price stream hands over to the poll at once', async ({ page }) => {
  await signInAsNewUser(page);
  await page.route('**/api/market-data/stream', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"unavailable","message":"full"}}',
    }),
  );
  let marketCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/market-data') marketCalls += 1;
  });
  await page.goto('/dashboard');
  await expect(page.locator('[data-symbol="BTC-USD"] [data-testid="market-price"]')).toHaveText(/\$/);
  await expect.poll(() => marketCalls).toBe(2);
  await expect(page.getByTestId('as-of').last()).toHaveText(
    /^Prices as of \d\d:\d\d:\d\d UTC, refreshed every 30 seconds\.$/,
  );
});

// claim: market-refresh
test('without a price stream, market prices refresh every 30 s, and only then', async ({ page }) => {
  await signInAsNewUser(page);
  // A browser without EventSource: the dashboard polls.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'EventSource');
  });
  let marketCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/market-data') marketCalls += 1;
  });
  await page.clock.install();
  const firstQuotes = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/market-data');
  await page.goto('/dashboard');
  const price = page.locator('[data-symbol="BTC-USD"] [data-testid="market-price"]');
  await expect(price).toHaveText(/\$/);
  // The prices say where they come from before any figure is read.
  await expect(page.getByTestId('price-source')).toHaveText(
    'Simulated pricesBuilt-in simulated feed: not prices from any venue',
  );
  const before = await price.textContent();
  expect(marketCalls).toBe(1);
  const btc = (quotes: { symbol: string; price: number }[]) => quotes.find((q) => q.symbol === 'BTC-USD')?.price;
  const shown = btc(await (await firstQuotes).json());

  // Stop the page's clock a second ahead (on a loaded machine a smaller lead can already be in
  // the past when the pause arrives), then wait until the server's feed (real time, one tick a
  // second) has moved past the price on the page (asked outside the page, so it is not counted).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect.poll(async () => btc(await (await page.request.get('/api/market-data')).json())).not.toBe(shown);
  // Loading and that second took a moment of the first 30 s already: 24 s more stays below it.
  await page.clock.runFor(24_000);
  expect(marketCalls).toBe(1);
  await expect(price).toHaveText(before ?? '');
  await page.clock.runFor(6_000);
  await expect.poll(() => marketCalls).toBe(2);
  await expect(price).not.toHaveText(before ?? '');
});

test('summary cards are computed: P&L today in currency and percent, with words beside colours', async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto('/dashboard');
  const cards = page.locator('dl');
  await expect(cards.getByText('Total portfolio value')).toBeVisible();
  const pnl = page.getByText('P&L today').locator('..');
  await expect(pnl).toContainText(/[+\u2212]?\$\s?[\d']+\.\d{2}/);
  await expect(pnl).toContainText(/[+\u2212]?\d+\.\d{2}%/);
  await expect(pnl).not.toContainText('2,350');
  await expect(page.getByText('Open positions').locator('..')).toContainText('5');
});

/** A promise the test resolves when it lets a held request through. */
function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

test('the cards show no figure until positions are loaded', async ({ page }) => {
  await signInAsNewUser(page);
  const held = deferred();
  let asked = false;
  await page.route('**/api/positions/*', async (route) => {
    asked = true;
    await held.promise;
    await route.continue();
  });
  await page.goto('/dashboard');
  const cards = page.getByTestId('summary-cards');
  await expect.poll(() => asked).toBe(true);
  // Portfolios, orders and prices are in: the cards still wait rather than show cash alone.
  await expect(page.locator('[data-symbol]')).toHaveCount(6);
  await expect(cards).toHaveAttribute('aria-busy', 'true');
  await expect(cards.getByText('Loading…')).toHaveCount(4);
  await expect(cards).not.toContainText('$');
  await expect(page.getByText('Open positions').locator('..')).not.toContainText(/\d/);

  held.release();
  await expect(page.getByText('Total portfolio value').locator('..')).toContainText(/\$\s?[\d,']+\.\d{2}/);
  await expect(page.getByText('Open positions').locator('..')).toContainText('5');
  await expect(cards.getByText('Loading…')).toHaveCount(0);
});

test('the cards say they are unavailable when a request fails, without a figure', async ({ page }) => {
  await signInAsNewUser(page);
  await page.route('**/api/orders/*', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await page.goto('/dashboard');
  const cards = page.getByTestId('summary-cards');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not compute these figures' })).toContainText('503');
  await expect(cards.getByText('Unavailable')).toHaveCount(4);
  await expect(cards).not.toContainText('$');
});

test('axe finds no violations on any dashboard tab', async ({ page, consoleErrors }) => {
  await signInAsNewUser(page);
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
