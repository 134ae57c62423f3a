/**
 * Every route of docs/product.md#routes answers 200 with its title, one h1, the shared header
 * and footer, no console errors and no axe violations.
 */
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

/** The route table (docs/product.md#routes); the h1 is given where the page's heading is fixed. */
const ROUTES: { path: string; title?: string; h1?: string }[] = [
  { path: '/' },
  { path: '/one-pager', title: 'One-Pager', h1: 'Institutional execution without giving up custody' },
  { path: '/login' },
  { path: '/register' },
  { path: '/dashboard' },
  { path: '/security', title: 'Security & Compliance', h1: 'Security & Compliance' },
  { path: '/samples', title: 'Sample Reports', h1: 'Sample Reports' },
  { path: '/roi', title: 'ROI Calculator', h1: 'ROI Calculator' },
  { path: '/partners' },
  { path: '/roadmap', title: 'Product Roadmap', h1: 'Product Roadmap' },
  { path: '/changelog', title: 'Changelog', h1: 'Changelog' },
  { path: '/status' },
  { path: '/use-cases', title: 'Use Cases', h1: 'Use Cases' },
  { path: '/investors', title: 'Investor Relations', h1: 'Investor Relations' },
  { path: '/press', title: 'Press Kit', h1: 'Press Kit' },
  { path: '/compare', title: 'Compare Alpora', h1: 'Alpora vs build in-house vs generic bots' },
  { path: '/privacy', title: 'Privacy Policy', h1: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service', h1: 'Terms of Service' },
  { path: '/compliance', title: 'Regulatory Compliance', h1: 'Regulatory Compliance' },
  { path: '/gdpr', title: 'GDPR Statement', h1: 'GDPR Statement' },
  { path: '/contact' },
  { path: '/about', title: 'About Alpora', h1: 'About Alpora' },
  { path: '/features', title: 'Features', h1: 'Features' },
  { path: '/api', title: 'Developer API', h1: 'Developer API' },
  { path: '/blog', title: 'Blog & Insights', h1: 'Blog & Insights' },
  { path: '/careers', title: 'Careers', h1: 'Careers' },
];

for (const route of ROUTES) {
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
    // Signed out, /dashboard asks /api/auth/me, is answered 401 and redirects; the
    // browser logs that answer as an error. Nothing else may be logged.
    const expected = route.path === '/dashboard' ? /status of 401/ : undefined;
    expect(consoleErrors.filter((error) => !expected?.test(error))).toEqual([]);
  });
}
