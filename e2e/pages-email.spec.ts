/**
 * The pages our emails link to (docs/decisions.md §77): the confirm page confirms only when its
 * one button is pressed, scripts or not, the unsubscribe page has one button that posts the
 * one-click field, the result pages say what happened, and none of them sends a referrer. The server's answer
 * to those posts is stood in for by `page.route`, with the 303 it gives a browser.
 */
import type { Page, Request } from '@playwright/test';
import { ROUTES } from '../site/routes.ts';
import { chooseCookies } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';

const EMAIL_PAGES = ROUTES.filter((r) => r.path.startsWith('/email/')).map((r) => r.path);

/** The h1 (and <title>) of each page. */
const HEADINGS: Record<string, string> = {
  '/email/confirm': 'Confirm your email address',
  '/email/unsubscribe': 'Unsubscribe',
  '/email/confirmed/updates': 'Your email address is confirmed',
  '/email/confirmed/status': 'You are subscribed to status updates',
  '/email/unsubscribed/updates': 'You are unsubscribed from product updates',
  '/email/unsubscribed/status': 'You are unsubscribed from status updates',
  '/email/link-invalid': 'This link no longer works',
};

/** Answers every POST to `path` (any query) as the server answers a browser: 303 to `location`. */
async function answerPosts(page: Page, path: string, location: string): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts.push(route.request());
      return route.fulfill({ status: 303, headers: { Location: location } });
    },
  );
  return posts;
}

/** Screenshots without the cookie banner over the card. */
async function declineCookies(page: Page) {
  await chooseCookies(page, 'declined');
}

test('every page our emails link to is in the route list', () => {
  expect(EMAIL_PAGES.sort()).toEqual(Object.keys(HEADINGS).sort());
});

for (const path of Object.keys(HEADINGS)) {
  test(`${path} answers 200 with its title and h1, kept from search engines, no errors, no axe violations`, async ({
    page,
    consoleErrors,
  }) => {
    await declineCookies(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const heading = HEADINGS[path] ?? '';
    await expect(page).toHaveTitle(`${heading} | Alpora`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The links carry a live token: no page or site opened from here may learn it.
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
    await screenshotWidths(page, `email${path.replace('/email', '').replaceAll('/', '-')}`);
  });
}

test('confirm: opening the link with scripts running confirms nothing; the one button posts once, to its own URL with the query', async ({
  page,
}) => {
  const posts = await answerPosts(page, '/email/confirm', '/email/confirmed/updates');
  await page.goto('/email/confirm?token=tok_abc123&utm_source=mail');
  const button = page.getByRole('main').getByRole('button');
  await expect(button).toHaveText(['Confirm my email address']);
  await expect(button).toBeEnabled();
  // A link scanner opens links in a browser that runs the page: receiving a mail is not consenting.
  await page.waitForLoadState('networkidle');
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/email\/confirm\?token=tok_abc123&utm_source=mail$/);

  await button.click();
  await expect(page).toHaveURL(/\/email\/confirmed\/updates$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is confirmed');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.method()).toBe('POST');
  expect(new URL(posts[0]?.url() ?? '').pathname + new URL(posts[0]?.url() ?? '').search).toBe(
    '/email/confirm?token=tok_abc123&utm_source=mail',
  );
  // Neither the post nor the result page carries the link, token and all, as their referrer.
  expect(posts[0]?.headers().referer).toBeUndefined();
  expect(await page.evaluate(() => document.referrer)).toBe('');
});

test('confirm: without a token the page says the link is incomplete, shows no button and posts nothing', async ({
  page,
}) => {
  const posts = await answerPosts(page, '/email/confirm', '/email/confirmed/updates');
  await page.goto('/email/confirm');
  await expect(page.getByText('This link is incomplete: its code is missing.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/email\/confirm$/);
});

test('confirm: without scripts opening the link confirms nothing, and the button confirms', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    const posts = await answerPosts(page, '/email/confirm', '/email/confirmed/status');
    await page.goto('/email/confirm?token=tok_scanned');
    await page.waitForLoadState('networkidle');
    expect(posts).toEqual([]);
    const form = page.locator('main form');
    await expect(form).not.toHaveAttribute('action');
    await expect(form).toHaveAttribute('method', 'post');
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await expect(page).toHaveURL(/\/email\/confirmed\/status$/);
    expect(posts).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('confirm: the page a link opens, with its one button', async ({ page }) => {
  await declineCookies(page);
  await page.goto('/email/confirm?token=tok_seen');
  await expect(page.getByRole('main').getByRole('button')).toHaveText(['Confirm my email address']);
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'email-confirm-with-token');
});

test('unsubscribe: exactly one button, which posts List-Unsubscribe=One-Click to its own URL', async ({ page }) => {
  const posts = await answerPosts(page, '/email/unsubscribe', '/email/unsubscribed/status');
  await page.goto('/email/unsubscribe?token=tok_unsub');
  const main = page.getByRole('main');
  await expect(main.getByRole('button')).toHaveText(['Unsubscribe']);
  await expect(main.locator('form')).not.toHaveAttribute('action');
  // Opening the page changes nothing.
  await page.waitForLoadState('networkidle');
  expect(posts).toEqual([]);

  await main.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/email\/unsubscribed\/status$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed from status updates');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.method()).toBe('POST');
  expect(posts[0]?.url()).toMatch(/\/email\/unsubscribe\?token=tok_unsub$/);
  expect(posts[0]?.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  expect(posts[0]?.postData()).toBe('List-Unsubscribe=One-Click');
});

test('link-invalid: a new link for updates through the waitlist, for status through /status', async ({ page }) => {
  await page.goto('/email/link-invalid');
  const main = page.getByRole('main');
  await expect(main).toContainText('works once and expires after 7 days');
  // Joining alone subscribes nobody: the page names the box that does (docs/decisions.md §242).
  await expect(main).toContainText('tick “Send me product updates by email” when you join the waitlist');
  await expect(main.getByRole('link', { name: 'Go to the status page' })).toHaveAttribute('href', '/status');
  await main.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('dialog', { name: 'Join the waitlist' })).toBeVisible();
});

test('the result pages lead on to the page of what was subscribed', async ({ page }) => {
  for (const [path, link, href] of [
    ['/email/confirmed/status', 'Go to the status page', '/status'],
    ['/email/unsubscribed/status', 'Go to the status page', '/status'],
    ['/email/confirmed/updates', 'Back to Home', '/'],
    ['/email/unsubscribed/updates', 'Back to Home', '/'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: link }), path).toHaveAttribute('href', href);
  }
});
