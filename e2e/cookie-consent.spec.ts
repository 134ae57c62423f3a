/**
 * The cookie banner (docs/privacy.md#consent): nothing is stored and no cookie is set before a
 * choice; each choice is stored with the policy version and a random id and posted as proof;
 * Accept starts analytics; the footer's Cookie settings reopens the banner with the choice that
 * stands; a withdrawal stops every event; a choice for another policy version, the old format
 * or a choice older than 12 months asks again.
 */
import type { Page, Request } from '@playwright/test';
import { POLICY_VERSION, storedChoice } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const settingsOf = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });

/** Every analytics request of the page (the sender's script and the events), as they are made. */
function analyticsRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/analytics-sender|\/api\/events/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const consentPost = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/api/consents') && r.method() === 'POST');
const eventSent = (page: Page, name: string) =>
  page.waitForRequest((r) => r.url().endsWith('/api/events') && r.postDataJSON().name === name);
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, string> | null);

test('nothing is stored or sent before a choice; Accept stores it, records it without a cookie and starts analytics', async ({
  page,
  context,
}) => {
  const analytics = analyticsRequests(page);
  await page.goto('/pricing');
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    'We keep your choice in this browser and record it with a random id, without cookies.',
  );
  await expect(banner.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(await context.cookies()).toEqual([]);
  expect(analytics).toEqual([]);

  const posted = consentPost(page);
  const granted = eventSent(page, 'consent_granted');
  const viewed = eventSent(page, 'page_view');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  const record = await posted;
  const body = record.postDataJSON();
  expect(body).toEqual({
    visitorId: expect.stringMatching(UUID),
    choice: 'accepted',
    policyVersion: POLICY_VERSION,
    page: '/pricing',
  });
  // The request is keepalive: the browser gives its answer's body to no one but the page.
  expect((await record.response())?.status()).toBe(201);
  expect(await stored(page)).toEqual({
    choice: 'accepted',
    version: POLICY_VERSION,
    visitorId: body.visitorId,
    at: expect.any(String),
  });
  expect((await granted).postDataJSON()).toEqual({ name: 'consent_granted', path: '/pricing' });
  expect((await viewed).postDataJSON()).toMatchObject({ name: 'page_view', path: '/pricing' });
  expect(await context.cookies()).toEqual([]);

  // The choice stands on the next page: no banner, no second record, a page view.
  const records: Request[] = [];
  page.on('request', (r) => r.url().endsWith('/api/consents') && records.push(r));
  const nextView = eventSent(page, 'page_view');
  await page.goto('/');
  await nextView;
  await expect(banner).toBeHidden();
  expect(records).toEqual([]);
});

test('Cookie settings reopens the banner with the choice; Escape keeps it, Decline withdraws and no event follows', async ({
  page,
}) => {
  await page.goto('/press');
  await bannerOf(page).getByRole('button', { name: 'Accept' }).click();
  const { visitorId } = (await stored(page)) ?? {};
  page.on('dialog', (dialog) => dialog.accept());
  const download = eventSent(page, 'press_download');
  await page.getByRole('button', { name: 'Download Press kit (ZIP)' }).click();
  await download;

  const settings = settingsOf(page);
  const banner = bannerOf(page);
  await settings.click();
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  await expect(banner).toContainText(`You accepted on ${today}.`);
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await stored(page))?.choice).toBe('accepted');

  // By keyboard: the button opens it, Decline closes it and gives focus back.
  await page.keyboard.press('Enter');
  await expect(banner).toBeFocused();
  const posted = consentPost(page);
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await posted).postDataJSON()).toEqual({
    visitorId,
    choice: 'declined',
    policyVersion: POLICY_VERSION,
    page: '/press',
  });
  expect(await stored(page)).toMatchObject({ choice: 'declined', visitorId });

  // Nothing after the withdrawal, on this page or the next; each navigation is reported after
  // any request the click before it started.
  const analytics = analyticsRequests(page);
  await page.getByRole('button', { name: 'Download Press kit (ZIP)' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Download Dashboard overview' }).click();
  await page.goto('/');
  await expect(banner).toBeHidden();
  expect(analytics).toEqual([]);

  await settings.click();
  await expect(banner).toContainText(`You declined on ${today}.`);
});

test('a choice for another policy version, in the old format or older than 12 months asks again and sends nothing', async ({
  page,
}) => {
  const analytics = analyticsRequests(page);
  const thirteenMonthsAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString();
  for (const value of [
    storedChoice('accepted', { version: '0.9' }),
    'true',
    storedChoice('accepted', { at: thirteenMonthsAgo }),
  ]) {
    await page.goto('/');
    await page.evaluate((v) => localStorage.setItem('cookieConsent', v), value);
    await page.reload();
    await expect(bannerOf(page), value).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(analytics, value).toEqual([]);
  }
  // Answering again replaces the old choice with one for this version.
  await bannerOf(page).getByRole('button', { name: 'Decline' }).click();
  expect(await stored(page)).toMatchObject({ choice: 'declined', version: POLICY_VERSION });
});

test('a choice the server cannot record still stands', async ({ page }) => {
  await page.route('**/api/consents', (route) => route.fulfill({ status: 503, body: '' }));
  const viewed = eventSent(page, 'page_view');
  await page.goto('/');
  await bannerOf(page).getByRole('button', { name: 'Accept' }).click();
  await expect(bannerOf(page)).toBeHidden();
  await viewed;
  expect((await stored(page))?.choice).toBe('accepted');
});

test('the banner is accessible at 390 and 1280 px, first shown and reopened', async ({ page }) => {
  // axe reads the whole page four times.
  test.setTimeout(60_000);
  await page.goto('/terms');
  const banner = bannerOf(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(banner).toBeVisible();
    await expectNoA11yViolations(page);
  }
  await screenshotWidths(page, 'cookie-banner', banner);
  await banner.getByRole('button', { name: 'Decline' }).click();
  await settingsOf(page).click();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(banner).toBeFocused();
    await expectNoA11yViolations(page);
  }
  await screenshotWidths(page, 'cookie-banner-reopened', banner);
});
