/**
 * What the information pages must say (docs/product.md#information-pages): legal versions, the 11 clauses,
 * badge colours, the comparison, illustrative use cases, empty states, the API reference
 * generated from the served OpenAPI document, and the one-pager in print.
 */
import { expect, test } from './support/fixtures.ts';

test('privacy shows version 1.3 of 1 December 2026 at the top and at the bottom', async ({ page }) => {
  await page.goto('/privacy');
  for (const id of ['#version-top', '#version-bottom']) {
    await expect(page.locator(id)).toHaveText('Version 1.3 · effective 1 December 2026');
  }
  for (const claim of ['24 months', '26 months', '10 years after', '72 hours', '30 days', 'Job applications']) {
    await expect(page.locator('article').getByText(claim).first()).toBeVisible();
  }
});

test('terms has 11 numbered clauses with the published terms', async ({ page }) => {
  await page.goto('/terms');
  const clauses = page.locator('article h2');
  await expect(clauses).toHaveCount(11);
  for (let n = 1; n <= 11; n += 1) await expect(clauses.nth(n - 1)).toHaveText(new RegExp(`^${n}\\. `));
  // Markdown turns ' into a typographic apostrophe.
  await expect(page.getByText(/30 days.? written notice/)).toBeVisible();
  await expect(page.getByText('fees the Client paid in the 12 months')).toBeVisible();
});

test('compliance badges: Compliant green, At Launch amber, with the state as text', async ({ page }) => {
  await page.goto('/compliance');
  const gdpr = page.locator('[data-certification="GDPR"] [data-tone]');
  await expect(gdpr).toHaveText('Compliant');
  await expect(gdpr).toHaveAttribute('data-tone', 'green');
  const iso = page.locator('[data-certification="ISO/IEC 27001"] [data-tone]');
  await expect(iso).toHaveText('At Launch');
  await expect(iso).toHaveAttribute('data-tone', 'amber');
  expect(await gdpr.evaluate((el) => getComputedStyle(el).color)).not.toBe(
    await iso.evaluate((el) => getComputedStyle(el).color),
  );
  await expect(page.locator('#version-bottom')).toContainText('Version 1.1');
});

test('security has the #features anchor, the operational targets and a link to /status', async ({ page }) => {
  await page.goto('/security#features');
  await expect(page.locator('section#features')).toBeInViewport();
  for (const figure of ['99.9%', '< 15 min', '< 1 h', '72 hours'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.locator('main a[href="/status"]')).toBeVisible();
});

test('compare has six categories, the six levels, guidance and links to /partners and /roi', async ({ page }) => {
  await page.goto('/compare');
  await expect(page.locator('table tbody tr')).toHaveCount(6);
  for (const level of ['Full Support', 'Custom Build Required', 'Limited', 'Basic', 'Varies', 'Not Available']) {
    await expect(page.locator('#levels').getByText(level, { exact: true })).toBeVisible();
  }
  await expect(page.locator('#guidance li')).toHaveCount(3);
  await expect(page.locator('main a[href="/partners"]')).toBeVisible();
  await expect(page.locator('main a[href="/roi"]')).toBeVisible();
});

test('use cases: three stories said to be illustrative, with the partner and waitlist calls', async ({ page }) => {
  await page.goto('/use-cases');
  await expect(page.locator('[data-disclaimer]')).toContainText('simulated, illustrative');
  await expect(page.locator('main article')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Become a Design Partner' })).toHaveAttribute('href', '/partners');
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('blog and changelog show their coming-soon state; careers says no vacancies', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('[data-empty-state]')).toContainText('Coming soon');
  await page.goto('/changelog');
  await expect(page.locator('[data-empty-state]')).toContainText('Coming soon');
  await page.goto('/careers');
  await expect(page.locator('[data-empty-state]')).toContainText('No vacancies');
});

test('the API reference lists every operation of the served OpenAPI document', async ({ page, request }) => {
  const document = await (await request.get('/api/openapi.json')).json();
  await page.goto('/api');
  const reference = page.locator('#reference');
  for (const [path, item] of Object.entries<Record<string, unknown>>(document.paths)) {
    for (const method of Object.keys(item)) {
      await expect(
        reference.getByRole('heading', { name: `${method.toUpperCase()} /api${path}`, exact: true }),
      ).toHaveCount(1);
    }
  }
  for (const section of ['Authentication', 'Rate limits', 'Errors']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByText('2,000 calls per minute')).toBeVisible();
});

test('the one-pager prints without the site header, footer and cookie banner', async ({ page }) => {
  await page.goto('/one-pager');
  for (const service of ['Strategy Engine', 'Execution & Risk', 'Analytics & Reporting']) {
    await expect(page.getByRole('heading', { name: service })).toBeVisible();
  }
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
