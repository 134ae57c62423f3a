/**
 * Every route of the route table (docs/product.md#routes) answers 200 with its title, one h1,
 * the shared header and footer, no console errors and no axe violations.
 */
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

interface Route {
  path: string;
  title?: string;
  h1?: string;
}

/** A page whose title and h1 are fixed; the h1 repeats the title unless it is given. */
const fixed = (path: string, title: string, h1 = title): Route => ({ path, title, h1 });

/** The route table of docs/product.md#routes; pages without a fixed heading list only their path. */
const ROUTES: Route[] = [
  { path: '/' },
  fixed('/one-pager', 'One-Pager', 'Institutional execution without giving up custody'),
  { path: '/login' },
  { path: '/register' },
  { path: '/dashboard' },
  fixed('/security', 'Security & Compliance'),
  fixed('/samples', 'Sample Reports'),
  fixed('/roi', 'ROI Calculator'),
  { path: '/partners' },
  fixed('/roadmap', 'Product Roadmap'),
  fixed('/changelog', 'Changelog'),
  { path: '/status' },
  fixed('/use-cases', 'Use Cases'),
  fixed('/investors', 'Investor Relations'),
  fixed('/press', 'Press Kit'),
  fixed('/compare', 'Compare Alpora', 'Alpora vs build in-house vs generic bots'),
  fixed('/privacy', 'Privacy Policy'),
  fixed('/terms', 'Terms of Service'),
  fixed('/compliance', 'Regulatory Compliance'),
  fixed('/gdpr', 'GDPR Statement'),
  { path: '/contact' },
  fixed('/about', 'About Alpora'),
  fixed('/features', 'Features'),
  fixed('/api', 'Developer API'),
  fixed('/blog', 'Blog & Insights'),
  fixed('/careers', 'Careers'),
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
    // Signed out, /dashboard asks /api/auth/me, is answered 401 and redirects
    // (docs/product.md#dashboard); the browser logs that answer as an error. Nothing else may be logged.
    const expected = route.path === '/dashboard' ? /status of 401/ : undefined;
    expect(consoleErrors.filter((error) => !expected?.test(error))).toEqual([]);
  });
}
