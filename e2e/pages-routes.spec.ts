/**
 * Every route of docs/product.md#routes (the listed entries of site/routes.ts) answers 200 with
 * its title, one h1, the shared header and footer, no console errors and no axe violations, in
 * English and in every other language (docs/product.md#languages).
 */
import { DEFAULT_LOCALE, LOCALES } from '../packages/shared/src/locales.ts';
import { LISTED_PATHS, localizedPath, ROUTES } from '../site/routes.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

/** Title and h1 where the page's heading is fixed; the other routes only need one h1. */
const FIXED: Record<string, { title: string; h1: string }> = {
  '/one-pager': { title: 'One-Pager', h1: 'Institutional execution without giving up custody' },
  '/security': { title: 'Security & Compliance', h1: 'Security & Compliance' },
  '/samples': { title: 'Sample Reports', h1: 'Sample Reports' },
  '/roi': { title: 'ROI Calculator', h1: 'ROI Calculator' },
  '/roadmap': { title: 'Product Roadmap', h1: 'Product Roadmap' },
  '/changelog': { title: 'Changelog', h1: 'Changelog' },
  '/use-cases': { title: 'Use Cases', h1: 'Use Cases' },
  '/investors': { title: 'Investor Relations', h1: 'Investor Relations' },
  '/press': { title: 'Press Kit', h1: 'Press Kit' },
  '/compare': { title: 'Compare Alpora', h1: 'Alpora vs build in-house vs generic bots' },
  '/privacy': { title: 'Privacy Policy', h1: 'Privacy Policy' },
  '/terms': { title: 'Terms of Service', h1: 'Terms of Service' },
  '/compliance': { title: 'Regulatory Compliance', h1: 'Regulatory Compliance' },
  '/gdpr': { title: 'GDPR Statement', h1: 'GDPR Statement' },
  '/legal-notice': { title: 'Legal Notice', h1: 'Legal Notice' },
  '/about': { title: 'About Alpora', h1: 'About Alpora' },
  '/features': { title: 'Features', h1: 'Features' },
  '/api': { title: 'Developer API', h1: 'Developer API' },
  '/blog': { title: 'Blog & Insights', h1: 'Blog & Insights' },
  '/careers': { title: 'Careers', h1: 'Careers' },
};

test('every fixed heading belongs to a listed route', () => {
  expect(Object.keys(FIXED).filter((path) => !LISTED_PATHS.includes(path))).toEqual([]);
  expect(LISTED_PATHS).toHaveLength(27);
});

for (const { path, signedIn } of ROUTES.filter((r) => r.listed)) {
  const route = { path, signedIn, ...FIXED[path] };
  test(`${route.path} answers 200 with its title, h1, header, footer, no errors, no axe violations`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title ? `${route.title} | Alpora` : /Alpora/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    if (route.h1) await expect(h1).toHaveText(route.h1);
    else await expect(h1).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page);
    // Signed out, a signed-in page asks /api/auth/me, is answered 401 and redirects
    // (docs/product.md#dashboard); the browser logs that answer as an error. Nothing else may be logged.
    const expected = route.signedIn ? /status of 401/ : undefined;
    expect(consoleErrors.filter((error) => !expected?.test(error))).toEqual([]);
  });
}

for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
  for (const { path, signedIn } of ROUTES.filter((r) => r.listed && r.localized)) {
    const localized = localizedPath(path, locale);
    test(`${localized} answers 200 in its language with one h1, header, footer, no errors, no axe violations`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(localized);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page);
      const expected = signedIn ? /status of 401/ : undefined;
      expect(consoleErrors.filter((error) => !expected?.test(error))).toEqual([]);
    });
  }
}
