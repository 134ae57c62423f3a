/**
 * Plan sign-up and Book a Demo (docs/product.md#modals, #leads), keyboard only; the plan's
 * product updates box (docs/decisions.md §79).
 */

import { currentConsentNotice } from '@alpora/shared/consent-notices';
import { expectOneStoredLead } from './support/db.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { BEHIND_DIALOG, openModalByKeyboard, pressByKeyboard, tabTo, typeAndTab } from './support/keyboard.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { startServer } from './support/server.ts';

// Each test starts its own server and runs axe: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

test('plan sign-up takes the chosen plan and stores it as selectedPlan', async ({ page, server }) => {
  await page.goto(`${server.url}/?utm_campaign=pricing-page`);
  await openModalByKeyboard(page, 'plan', 'desk-plus');
  const dialog = page.getByRole('dialog', { name: 'Sign up for Desk+ (Professional)' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, BEHIND_DIALOG);
  await expect(dialog.getByLabel('Plan')).toHaveValue('desk-plus');

  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Sign up' }));
  await expect(dialog.getByText('Enter your first name.')).toBeVisible();
  await expect(dialog.getByText('Choose a plan.')).toBeHidden();
  await expect(dialog.getByLabel('First name')).toBeFocused();

  await typeAndTab(page, 'Katherine', 'Johnson', 'kj@orbit.example');
  await page.keyboard.type('Comm'); // Commodity trader
  await expect(dialog.getByLabel('Send me product updates by email')).not.toBeChecked();
  // The plan's notice speaks of the steps before a contract, in the registry's words (docs/decisions.md §241).
  await expect(dialog).toContainText(currentConsentNotice('lead', 'plan', 'en')?.words[0] ?? '-');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Sign up' }));

  await expect(dialog.getByRole('heading', { name: "You're on the list for Desk+ (Professional)" })).toBeFocused();
  // Updates left unticked: the lead says no, and no link is promised (docs/decisions.md §79, §242).
  expect((await sent).postDataJSON()).toMatchObject({ updates: false });
  expect((await sent).postDataJSON()).not.toHaveProperty('updatesConsentVersion');
  await expect(dialog.getByText(/confirm/)).toHaveCount(0);
  // The header sits behind the modal (hidden from the accessibility tree while it is open).
  await expect(page.locator('site-header [data-waitlist-button]').first()).toHaveText('On the list ✓');
  await expectOneStoredLead(server.dataDir, {
    kind: 'plan',
    selected_plan: 'desk-plus',
    persona: 'commodity-trader',
    name: 'Katherine Johnson',
    utm_campaign: 'pricing-page',
  });
});

test('plan sign-up with updates ticked by keyboard sends updates: true and says to check the email', async ({
  page,
  server,
}) => {
  await page.goto(server.url);
  await openModalByKeyboard(page, 'plan', 'pro');
  const dialog = page.getByRole('dialog', { name: 'Sign up for Pro (Desk)' });
  await tabTo(page, dialog.getByLabel('First name'));
  await typeAndTab(page, 'Mae', 'Jemison', 'mae@orbit.example');
  await page.keyboard.type('Indiv'); // Individual trader
  const updates = dialog.getByLabel('Send me product updates by email');
  await tabTo(page, updates);
  await page.keyboard.press('Space');
  await expect(updates).toBeChecked();
  // The box's words are the registry's current updates notice (docs/decisions.md §241).
  await expect(updates).toHaveAccessibleDescription(currentConsentNotice('updates', 'plan', 'en')?.words[1] ?? '-');
  await expectNoA11yViolations(page, BEHIND_DIALOG);
  await screenshotWidths(page, 'plan-updates-ticked', dialog);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Sign up' }));
  // With the version of the box's text, the record of what was asked for (docs/decisions.md §79).
  expect((await sent).postDataJSON()).toMatchObject({
    kind: 'plan',
    selectedPlan: 'pro',
    updates: true,
    updatesConsentVersion: 'en-updates-2026-11-24',
  });
  await expect(
    dialog.getByRole('heading', { name: "You're on the list for Pro (Desk) — check your email" }),
  ).toBeFocused();
  // True for an address already subscribed or past the day's mails too (docs/decisions.md §75).
  await expect(dialog).toContainText(
    'If this address is not subscribed yet, we have sent it a link to confirm it; if it is, a short note saying so.',
  );
  await expectOneStoredLead(server.dataDir, { kind: 'plan', email: 'mae@orbit.example' });
});

test('plan sign-up with updates ticked while offline says the link follows once the request is delivered', async ({
  page,
}) => {
  await page.route('**/api/leads', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await openModalByKeyboard(page, 'plan', 'enterprise');
  const dialog = page.getByRole('dialog', { name: 'Sign up for Enterprise / White-label' });
  await dialog.getByLabel('First name').fill('Mary');
  await dialog.getByLabel('Last name').fill('Golda Ross');
  await dialog.getByLabel('Work email').fill('mgr@orbit.example');
  await dialog.getByLabel('I am a…').selectOption('fintech-platform');
  await dialog.getByLabel('Send me product updates by email').check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();

  await expect(dialog.getByRole('heading', { name: "You're on the list for Enterprise / White-label" })).toBeFocused();
  await expect(dialog.getByText(/check your email/i)).toHaveCount(0);
  await expect(dialog).toContainText('Once your request reaches us, we email this address a link to confirm it');
  await expect(dialog).toContainText('We saved your request on this device');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('leadOutbox') ?? '[]'));
  expect(saved[0]?.payload).toMatchObject({
    kind: 'plan',
    updates: true,
    updatesConsentVersion: 'en-updates-2026-11-24',
  });
});

test('demo: the coming-soon text without a calendar, and the request form stores a demo lead', async ({
  page,
  server,
}) => {
  await page.goto(server.url);
  await openModalByKeyboard(page, 'demo');
  const dialog = page.getByRole('dialog', { name: 'Book a 20-min demo' });
  await expect(dialog).toContainText(
    'Demo booking feature coming soon. Please contact sales@alpora.ch to schedule a demo.',
  );
  await expect(dialog).toContainText('20-minute walk-through');
  await expectNoA11yViolations(page, BEHIND_DIALOG);

  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Request a demo' }));
  await expect(dialog.getByText('Enter your name.')).toBeVisible();
  await expect(dialog.getByText('Enter your work email.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await typeAndTab(page, 'Dorothy Vaughan', 'dv@desk.example', 'Desk Ltd');
  await page.keyboard.type('Risk limits and the audit log.');
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Request a demo' }));
  await expect(dialog.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(dialog).toContainText('Our target is a reply within one business day to schedule your 20-minute demo.');

  await expectOneStoredLead(server.dataDir, {
    kind: 'demo',
    name: 'Dorothy Vaughan',
    email: 'dv@desk.example',
    company: 'Desk Ltd',
    message: 'Risk limits and the audit log.',
  });
});

test('demo: a configured calendar is offered as a link', async ({ page }) => {
  const server = await startServer({ env: { DEMO_BOOKING_URL: 'https://cal.example.com/alpora/20min' } });
  try {
    await page.goto(server.url);
    await openModalByKeyboard(page, 'demo');
    const link = page.getByRole('dialog').getByRole('link', { name: 'Pick a time in our calendar' });
    await expect(link).toHaveAttribute('href', 'https://cal.example.com/alpora/20min');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('dialog')).not.toContainText('coming soon');
  } finally {
    await server.stop();
  }
});
