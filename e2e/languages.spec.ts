/**
 * The site in its languages (docs/product.md#languages): English at the root, German, French
 * and Italian under their prefix, each page naming its versions for search engines, a language
 * switcher in the header and the footer that keeps the page and remembers the pick, a one-time
 * suggestion of the browser's language that never redirects, and a 404 in the path's language.
 * The tests of a language need its translation (content/<locale>/ and site/i18n/<locale>/).
 */

import { chooseCookies } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

test.beforeEach(async ({ context }) => {
  await chooseCookies(context, 'declined');
});

test('an English page says so, marks English current in both switchers and passes axe', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_CH');
  for (const place of ['header', 'footer']) {
    const current = page.locator(`[data-language-switcher="${place}"] [aria-current="page"]`);
    await expect(current).toHaveAttribute('lang', 'en');
    await expect(current).toHaveAttribute('href', '/privacy');
  }
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('an unknown path, with or without an unknown prefix, is the English 404', async ({ request }) => {
  for (const path of ['/no-such-page', '/xx/privacy', '/en/privacy']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(/<html lang="en"/);
  }
});

test('/de/privacy is German and names every version of the page, English as x-default', async ({ page }) => {
  await page.goto('/de/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://alpora.ch/de/privacy');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_CH');
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  const pairs = await alternates.evaluateAll((links) =>
    links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
  expect(pairs).toEqual(
    expect.arrayContaining([
      ['en', 'https://alpora.ch/privacy'],
      ['de', 'https://alpora.ch/de/privacy'],
      ['fr', 'https://alpora.ch/fr/privacy'],
      ['it', 'https://alpora.ch/it/privacy'],
      ['x-default', 'https://alpora.ch/privacy'],
    ]),
  );
  // Every other link of the page stays in German, but the one to the prevailing English text.
  const hrefs = await page
    .locator('main a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href, href).toMatch(/^\/(de(\/|#|$)|api\/|[^/]+\.[a-z]+$)/);
  await expect(page.locator('[data-english-prevails] a')).toHaveAttribute('href', '/privacy');
});

test('the switcher keeps the page and its section, and remembers the pick', async ({ page }) => {
  await page.goto('/fr#pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.locator('[data-language-switcher="footer"]').getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/it#pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(await page.evaluate(() => localStorage.getItem('siteLanguage'))).toBe('it');
  await page.goto('/it/privacy');
  await page.locator('[data-language-switcher="footer"]').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/privacy$/);
  expect(await page.evaluate(() => localStorage.getItem('siteLanguage'))).toBe('de');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the header's switcher is reachable by keyboard at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/de/privacy');
    const german = page.locator('[data-language-switcher="header"] [lang="de"]');
    await expect(german).toBeVisible();
    await expect(german).toHaveAttribute('aria-current', 'page');
    const english = page.locator('[data-language-switcher="header"] [lang="en"]');
    await english.focus();
    await expect(english).toBeFocused();
    await expect(english).toHaveCSS('outline-style', /solid|auto/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoA11yViolations(page);
  });
}

// Between 768 and 1023 px (docs/decisions.md §323): in English the section links fill the row and a
// disclosure opens the language links; the longer languages put the section links in the menu and
// keep the language links beside its toggle. No row overflows.
for (const width of [768, 900, 1023]) {
  test(`the header's language disclosure opens by keyboard and fits at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/privacy');
    const banner = page.getByRole('banner');
    await expect(banner.locator('[data-language-switcher="header"]')).toBeHidden();
    const summary = banner.locator('[data-language-menu] summary');
    await expect(summary).toHaveAccessibleName('Language (English)');
    const row = banner.locator('.container-page').first();
    expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await summary.focus();
    await expect(summary).toHaveCSS('outline-style', /solid|auto/);
    await page.keyboard.press('Enter');
    const menu = banner.locator('[data-language-switcher="menu"]');
    await expect(menu.locator('[aria-current="page"]')).toHaveAttribute('lang', 'en');
    const box = await menu.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveAttribute('lang', 'de');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  for (const locale of ['de', 'fr', 'it']) {
    test(`the ${locale} header fits at ${width} px, its language links beside the menu toggle`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${locale}/privacy`);
      const banner = page.getByRole('banner');
      const row = banner.locator('.container-page').first();
      expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const english = banner.locator('[data-language-switcher="header"] [lang="en"]');
      await expect(english).toBeVisible();
      await english.focus();
      await expect(english).toBeFocused();
      const toggle = banner.locator('[data-menu-toggle]');
      await toggle.click();
      await expect(banner.locator('#mobile-menu').getByRole('link').first()).toBeVisible();
    });
  }
}

test.describe('with a German browser', () => {
  test.use({ locale: 'de-CH' });

  test('an English page suggests German once, in German, and never redirects', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    const suggestion = page.locator('[data-language-suggestion]');
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute('lang', 'de');
    await expect(suggestion).toContainText('Diese Seite gibt es auf Deutsch');
    await expect(suggestion.getByRole('link')).toHaveAttribute('href', '/de/about');
    await expectNoA11yViolations(page);
    await suggestion.getByRole('button').click();
    await expect(suggestion).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('siteLanguage'))).toBe('en');
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('[data-language-suggestion]')).toBeHidden();
  });

  test('following the suggestion opens the German page and ends the suggestions', async ({ page }) => {
    await page.goto('/security');
    await page.locator('[data-language-suggestion]').getByRole('link').click();
    await expect(page).toHaveURL(/\/de\/security$/);
    expect(await page.evaluate(() => localStorage.getItem('siteLanguage'))).toBe('de');
    await page.goto('/status');
    await expect(page.locator('[data-language-suggestion]')).toBeHidden();
  });

  test('a German page suggests nothing', async ({ page }) => {
    await page.goto('/de/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('[data-language-suggestion]')).toBeHidden();
  });
});

test('an unknown German path is the German 404, with status 404', async ({ page }) => {
  const response = await page.goto('/de/unknown');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('[data-language-switcher="footer"] [aria-current="page"]')).toHaveAttribute('lang', 'de');
});
