/**
 * The campaign report and design partners of /admin (docs/back-office.md#campaign-report,
 * docs/back-office.md#design-partners): a visitor who accepted analytics lands from a campaign
 * unique to the test and two leads arrive with it, and a sales account sees the campaign's row
 * in the chart and the table; a sales account accepts a design-partner application, and the
 * public seat counter counts it.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { sampleLead } from '../api/src/testing/lead-samples.ts';
import { chooseCookies } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { signInAsStaff } from './support/staff.ts';

/** Signs a sales account in to `next`, as a team member who declined analytics, with the sign-in's toast closed. */
async function signInAsSales(page: Page, next: string): Promise<void> {
  // No banner over the screenshots, and no page view of the team's own.
  await chooseCookies(page, 'declined');
  await signInAsStaff(page, 'sales', next);
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await notifications.getByRole('button', { name: 'Close' }).click();
  await expect(notifications.getByText('Logged in successfully')).toBeHidden();
}

test('the report shows a campaign’s page views and leads with their rates, in the chart and the table', async ({
  page,
  browser,
}) => {
  const campaign = `e2e-${randomUUID().slice(0, 8)}`;
  const utm = { utm_source: 'e2e-newsletter', utm_medium: 'email', utm_campaign: campaign };

  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await chooseCookies(visitor, 'accepted');
  const viewed = visitor.waitForResponse(
    (r) => r.url().endsWith('/api/events') && r.request().postDataJSON().name === 'page_view',
  );
  await visitor.goto(`/?${new URLSearchParams(utm)}`);
  const response = await viewed;
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON().properties).toEqual(utm);
  await visitor.close();
  for (const kind of ['contact', 'waitlist'] as const) {
    const sent = await page.request.post('/api/leads', {
      data: sampleLead(kind, { ...utm, email: `${campaign}-${kind}@example.com` }),
    });
    expect(sent.status()).toBe(201);
  }

  await signInAsSales(page, '/admin#campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Campaigns from / });
  const row = table.getByRole('row', { name: new RegExp(campaign) });
  await expect(row.getByRole('cell')).toHaveText(['1', '2', '200%', '0', '0%', '0', '0%']);
  await expect(row.getByRole('rowheader')).toContainText('e2e-newsletter / email');
  await expect(table.getByRole('row', { name: /All campaigns/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Leads, confirmed and won leads per campaign' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-campaigns');

  // Another range is asked through the form; one without this campaign's day has no row.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByText('No page views and no leads from 2020-01-01 to 2020-01-31.')).toBeVisible();
});

test('accepting a design-partner application takes a seat, on the public counter too', async ({ page }) => {
  const company = `Langley ${randomUUID().slice(0, 8)}`;
  const application = sampleLead('design-partner', { company, email: `${randomUUID()}@langley.example` });
  expect((await page.request.post('/api/leads', { data: application })).status()).toBe(201);
  const seatsBefore = await (await page.request.get('/api/partners/seats')).json();

  await signInAsSales(page, '/admin#partners');
  const card = page.getByRole('article', { name: company });
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card).toContainText('Multi-venue execution');
  await expect(card).toContainText('FIX gateway, two CEX accounts, Postgres.');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-partners');

  await card.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept ${company}` });
  await dialog.getByLabel(/Note/).fill('Kick-off on Monday.');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Accept application' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(card).toContainText('Kick-off on Monday.');
  const seatsAfter = await (await page.request.get('/api/partners/seats')).json();
  expect(seatsAfter).toMatchObject({ taken: seatsBefore.taken + 1, left: seatsBefore.left - 1 });
});
