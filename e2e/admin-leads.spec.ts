/**
 * The leads inbox (docs/back-office.md#leads-inbox): a sales account finds a lead by its
 * campaign, with the filter kept in the URL across a reload, opens it, moves it to contacted
 * with a note, and exports the filtered list as CSV with the lead's new status and owner; an
 * administrator then finds the view, the change and the export in the audit log
 * (docs/back-office.md#audit-log).
 */

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { findConsentNotice } from '@alpora/shared/consent-notices';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { signInAsStaff } from './support/staff.ts';

test('sales finds a lead by campaign, works it and exports it; the audit log shows each step', async ({
  page,
  browser,
  baseURL,
}) => {
  // One flow from two sign-ins to the audit log, with three axe runs and six screenshots.
  test.setTimeout(90_000);
  const staff = await signInAsStaff(page, 'sales');
  const campaign = `inbox-${randomUUID().slice(0, 8)}`;
  const clientId = randomUUID();
  const demoLead = {
    kind: 'demo',
    clientId,
    consent: true,
    consentVersion: 'en-2025-07-23',
    page: '/demo',
    ts: new Date().toISOString(),
    name: 'Grace Hopper',
    email: `${campaign}@example.com`,
    company: 'Compilers Ltd',
    message: 'Risk limits across venues, please.',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: campaign,
  };
  expect((await page.request.post('/api/leads', { data: demoLead })).status()).toBe(201);
  // A repeat under another name with a second message: the lead keeps the first, the detail shows both.
  const repeat = { ...demoLead, clientId: randomUUID(), name: 'Grace B. Hopper', message: 'And audit logs.' };
  expect((await page.request.post('/api/leads', { data: repeat })).status()).toBe(201);

  await page.getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByLabel('Campaign (utm_campaign)').fill(campaign);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin#leads\\?campaign=${campaign}$`));
  await page.reload();
  await expect(page.getByLabel('Campaign (utm_campaign)')).toHaveValue(campaign);
  await expect(page.getByText('1 lead matches these filters')).toBeVisible();
  const table = page.getByRole('table', { name: 'Leads, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('New');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-leads-list');
  // On a phone the table scrolls inside its own region; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await table.getByRole('button', { name: 'Grace Hopper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grace Hopper' });
  await expect(dialog.getByText(`${campaign}@example.com (not confirmed)`)).toBeVisible();
  await expect(dialog.getByText('Nobody has worked this lead yet.')).toBeVisible();
  await expect(dialog.getByText(campaign, { exact: true })).toBeVisible();
  await expect(
    dialog.getByText(findConsentNotice('lead', 'demo', 'en-2025-07-23')?.words[0] ?? '-').first(),
  ).toBeVisible();
  const submissionsPart = dialog.getByRole('region', { name: 'Submissions' });
  const submissions = submissionsPart.getByRole('listitem');
  await expect(submissions).toHaveCount(2);
  await expect(submissions.nth(0)).toContainText('Risk limits across venues, please.');
  await expect(submissions.nth(0).getByText('changed')).toHaveCount(0);
  await expect(submissions.nth(1)).toContainText('Grace B. HopperchangedEmail');
  await expect(submissions.nth(1)).toContainText('And audit logs.changed');
  await screenshotWidths(page, 'admin-leads-submissions', submissionsPart);
  await dialog.getByLabel('Status').selectOption('contacted');
  await dialog.getByLabel('Owner').selectOption({ label: staff.username });
  await dialog.getByLabel('Note').fill('Called; a demo on Tuesday.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const history = dialog.getByRole('region', { name: 'History' });
  await expect(history.getByText('Called; a demo on Tuesday.')).toBeVisible();
  await expect(history.getByText(`${staff.username} · new → contacted, owner ${staff.username}`)).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-leads-open', dialog);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').nth(1)).toContainText('Contacted');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^alpora-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toMatch(/,status,owner$/);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(`${clientId},demo,`);
  expect(rows[1]).toMatch(new RegExp(`,contacted,${staff.username}$`));

  // An administrator, in a browser of their own, reads what the sales account did with the lead.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInAsStaff(adminPage, 'admin', '/admin#audit');
  await adminPage.getByLabel('Who').fill(staff.username);
  await adminPage.getByRole('button', { name: 'Apply filters' }).click();
  const entries = adminPage.getByRole('table', { name: 'Audit log entries, newest first' });
  const leadId = clientId;
  for (const action of ['leads.export', 'lead.update', 'lead.view']) {
    await expect(entries.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(entries.getByRole('row').filter({ hasText: 'lead.update' })).toContainText(leadId);
  // Opening the lead reads it, and so does the dialog's refresh after the save: two views.
  await expect(entries.getByRole('row').filter({ hasText: 'lead.view' }).first()).toContainText(leadId);
  await expectNoA11yViolations(adminPage);
  await screenshotWidths(adminPage, 'admin-audit-after-leads');
  await adminContext.close();
});
