/**
 * The privacy policy and the record of processing from the data map (docs/privacy.md#data-map),
 * readable at a phone's width, and what the site keeps in the browser as a visitor lives it
 * (docs/privacy.md#browser-storage): landing from a campaign, sending a lead and signing in
 * leave only keys the data map discloses, and the campaign is gone once the lead carried it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parseDataMap } from '../packages/shared/src/data-map.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { joinWaitlist, VISITORS } from './support/lead-forms.ts';
import { screenshotWidths } from './support/screenshots.ts';

const DATA_MAP = parseDataMap(readFileSync(path.resolve(import.meta.dirname, '../content/data-map.yaml'), 'utf8'));
const DISCLOSED = new Set(DATA_MAP.browserStorage.map((entry) => entry.key));
const PASSWORD = 'a quiet harbour at dawn';

// axe over two long pages and screenshots at two widths: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The keys of the page's localStorage and sessionStorage. */
function storedKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
}

async function expectAllDisclosed(page: Page): Promise<string[]> {
  const { local, session } = await storedKeys(page);
  const keys = [...local, ...session];
  expect(
    keys.filter((key) => !DISCLOSED.has(key)),
    'keys not in the data map',
  ).toEqual([]);
  return keys;
}

/** The page is no wider than the viewport: nothing to scroll sideways at 390 px. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Opens the page with the cookie banner answered, so it covers nothing in the screenshots. */
async function openDeclined(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
}

test("the privacy policy shows the data map's version, periods and browser keys", async ({ page }) => {
  await openDeclined(page, '/privacy');
  const { version, effectiveDate } = DATA_MAP.policy;
  const date = effectiveDate.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  for (const id of ['#version-top', '#version-bottom'])
    await expect(page.locator(id)).toHaveText(`Version ${version} · effective ${date}`);
  const article = page.locator('article');
  const retention = article.locator('h2:has-text("How long we keep data") + p + dl');
  await expect(retention.locator('[data-item="analytics"]')).toContainText('Kept: 26 months after the event');
  await expect(article.locator('[data-item="leadCampaign"]')).toContainText('session storage');
  await expect(article.getByRole('link', { name: 'make a request here' })).toHaveAttribute('href', '/privacy/request');
  await expect(article.getByRole('link', { name: 'record of processing activities' })).toHaveAttribute(
    'href',
    '/privacy/record',
  );
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await screenshotWidths(
    page,
    'privacy-policy-storage',
    article.locator('h2:has-text("Cookies and browser storage") ~ dl').first(),
  );
});

test('the record of processing lists every kind under its own heading, readable at 390 px', async ({ page }) => {
  await openDeclined(page, '/privacy/record');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Record of processing activities');
  const kinds = page.getByRole('region', { name: 'Processing activities' }).getByRole('heading', { level: 3 });
  await expect(kinds).toHaveText(DATA_MAP.kinds.map((kind) => kind.name));
  const sessions = page.getByRole('region', { name: 'Sign-in sessions' });
  await expect(sessions.getByRole('definition').nth(4)).toHaveText(/^until the session ends or expires; /);
  await expect(page.getByRole('region', { name: 'Disclosure abroad' })).toContainText(DATA_MAP.abroad);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await screenshotWidths(page, 'privacy-record-kind', page.getByRole('region', { name: 'Waitlist sign-ups' }));
});

test('a campaign visit, a lead and a sign-in leave only disclosed keys; the campaign goes with the lead', async ({
  page,
}) => {
  const username = `storage${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const registered = await page.request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=privacy-check');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  expect(await expectAllDisclosed(page)).toEqual(expect.arrayContaining(['cookieConsent', 'leadCampaign']));

  await page.goto('/pricing');
  await joinWaitlist(page, { ...VISITORS.annie, email: `${username}@fund.example` });
  const afterLead = await expectAllDisclosed(page);
  expect(afterLead).toContain('waitlistJoined');
  expect(afterLead, 'the campaign is forgotten once the lead carried it').not.toContain('leadCampaign');

  await page.goto('/login');
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await expectAllDisclosed(page)).toContain('token');
});
