/**
 * Get the One-Pager (docs/product.md#modals): keyboard only, ~1 s processing, the PDF download, auto-close
 * after 3 s; the product updates box (docs/decisions.md §79); and consent-gated analytics: no
 * event before accepting, the download event after.
 */
import { expectOneStoredLead } from './support/db.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { BEHIND_DIALOG, openModalByKeyboard, pressByKeyboard, tabTo, typeAndTab } from './support/keyboard.ts';
import { fillOnePager } from './support/lead-forms.ts';
import { recordRequests } from './support/network.ts';

// Each test starts its own server and runs axe: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

test('keyboard only: messages, processing, download, auto-close and reset; no analytics without consent', async ({
  page,
  server,
}) => {
  const events = recordRequests(page, '/api/events');
  await page.goto(`${server.url}/?utm_source=print&utm_medium=qr`);
  const trigger = await openModalByKeyboard(page, 'one-pager');
  const dialog = page.getByRole('dialog', { name: 'Get the One-Pager' });
  await expectNoA11yViolations(page, BEHIND_DIALOG);

  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Get the One-Pager' }));
  for (const message of ['Enter your work email.', 'Choose your role.', 'Choose your assets under management.']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByLabel('Work email')).toBeFocused();

  await typeAndTab(page, 'cfo@family.example');
  await page.keyboard.type('Family'); // Role: Family office
  await page.keyboard.press('Tab');
  await page.keyboard.type('$100'); // AUM: $100M – $500M
  await expect(dialog.getByLabel('Role')).toHaveValue('family-office');
  await expect(dialog.getByLabel('Assets under management')).toHaveValue('100-500m');

  const download = page.waitForEvent('download');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
  await expect(dialog.getByLabel('Send me product updates by email')).not.toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Get the One-Pager' }));
  const submitted = Date.now();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Preparing your PDF...' })).toBeDisabled();
  const success = dialog.getByRole('heading', { name: 'Your one-pager is downloading' });
  await expect(success).toBeVisible();
  const shown = Date.now();
  expect(shown - submitted).toBeGreaterThanOrEqual(950);
  // Updates left unticked: the lead says no, and no link is promised (docs/decisions.md §79, §242).
  expect((await sent).postDataJSON()).toMatchObject({ updates: false });
  expect((await sent).postDataJSON()).not.toHaveProperty('updatesConsentVersion');
  await expect(dialog.getByText(/confirm/)).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Download the one-pager (PDF)' })).toHaveAttribute(
    'href',
    '/one-pager.pdf',
  );

  // It closes by itself after 3 s (docs/product.md#interface-timings), focus back on the trigger, and opens fresh.
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shown).toBeGreaterThanOrEqual(2_500);
  expect((await download).suggestedFilename()).toBe('alpora-one-pager.pdf');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByLabel('Work email')).toHaveValue('');

  await expectOneStoredLead(server.dataDir, {
    kind: 'one-pager',
    email: 'cfo@family.example',
    role: 'family-office',
    aum_band: '100-500m',
    utm_source: 'print',
    utm_medium: 'qr',
  });
  expect(events).toEqual([]);
});

test('with updates ticked by keyboard the lead says updates: true and the success view says to check the email', async ({
  page,
  server,
}) => {
  await page.goto(server.url);
  await openModalByKeyboard(page, 'one-pager');
  const dialog = page.getByRole('dialog', { name: 'Get the One-Pager' });
  await fillOnePager(dialog, { email: 'coo@desk.example', role: 'prop-trader', aumBand: '50-100m' });
  const updates = dialog.getByLabel('Send me product updates by email');
  await tabTo(page, updates);
  await page.keyboard.press('Space');
  await expect(updates).toBeChecked();
  await expectNoA11yViolations(page, BEHIND_DIALOG);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Get the One-Pager' }));
  expect((await sent).postDataJSON()).toMatchObject({
    kind: 'one-pager',
    email: 'coo@desk.example',
    updates: true,
    updatesConsentVersion: 'en-updates-2026-11-24',
  });
  await expect(dialog.getByRole('heading', { name: 'Your one-pager is downloading' })).toBeVisible();
  // True for an address already subscribed or past the day's mails too (docs/decisions.md §75).
  await expect(dialog).toContainText(
    'If this address is not subscribed yet, we have sent it a link to confirm it; if it is, a short note saying so.',
  );
  await expectOneStoredLead(server.dataDir, { kind: 'one-pager', email: 'coo@desk.example' });
});

test('after accepting cookies the download is an analytics event, without personal data', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await openModalByKeyboard(page, 'one-pager');
  const dialog = page.getByRole('dialog', { name: 'Get the One-Pager' });
  await fillOnePager(dialog, { email: 'analyst@fund.example', role: 'hedge-fund', aumBand: '<10m' });
  const event = page.waitForRequest(
    (r) => r.url().endsWith('/api/events') && r.postDataJSON().name === 'one_pager_download',
  );
  await dialog.getByRole('button', { name: 'Get the One-Pager' }).click();
  const body = (await event).postDataJSON();
  expect(body).toEqual({ name: 'one_pager_download', path: '/', properties: { source: 'modal' } });
  expect(JSON.stringify(body)).not.toContain('analyst');
});

test('after declining cookies nothing is sent', async ({ page }) => {
  const events = recordRequests(page, '/api/events');
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await openModalByKeyboard(page, 'one-pager');
  const dialog = page.getByRole('dialog', { name: 'Get the One-Pager' });
  await fillOnePager(dialog, { email: 'declined@fund.example', role: 'other', aumBand: '500m+' });
  await dialog.getByRole('button', { name: 'Get the One-Pager' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your one-pager is downloading' })).toBeVisible();
  // Not networkidle: the choice's record is a keepalive request, which never counts as finished.
  // A navigation is reported after any request the click started, and sends no page view either.
  await page.reload();
  expect(events).toEqual([]);
});
