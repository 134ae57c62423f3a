/** Join the waitlist end to end (docs/product.md#leads): keyboard only, stored with its campaign. */

import { currentConsentNotice } from '@alpora/shared/consent-notices';
import { countSubmissions, expectOneStoredLead } from './support/db.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { BEHIND_DIALOG, pressByKeyboard, tabTo, typeAndTab } from './support/keyboard.ts';
import { fillWaitlist, openWaitlist, VISITORS } from './support/lead-forms.ts';
import { holdRequests } from './support/network.ts';
import { screenshotWidths } from './support/screenshots.ts';

// Each test starts its own server and runs axe: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

const waitlistNotice = currentConsentNotice('lead', 'waitlist', 'en') ?? { version: '-', words: ['-'] };
const updatesNotice = currentConsentNotice('updates', 'waitlist', 'en') ?? { version: '-', words: ['-'] };

test('keyboard only: field messages, Joining..., success, joined, stored with the UTM of the URL', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=q4-launch`);
  // Hold the request until the sending state has been seen, then let it through.
  const release = await holdRequests(page, '**/api/leads');
  const headerButton = page.getByRole('banner').getByRole('button', { name: 'Join the waitlist' });
  await pressByKeyboard(page, headerButton);

  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('We review the waitlist weekly and send invitations in batches.');
  // The words of the registry's waitlist notice, and product updates as a box of their own,
  // unticked (docs/decisions.md §241, §242).
  await expect(dialog).toContainText(waitlistNotice.words.join(' '));
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  const updates = dialog.getByLabel(updatesNotice.words[0] ?? '-');
  await expect(updates).not.toBeChecked();
  await expect(updates).toHaveAccessibleDescription(updatesNotice.words[1] ?? '-');
  await screenshotWidths(page, 'waitlist-form', dialog);
  await expectNoA11yViolations(page, BEHIND_DIALOG);

  // Submitting the empty form shows every message and focuses the first field.
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Join the waitlist' }));
  for (const message of [
    'Enter your first name.',
    'Enter your last name.',
    'Enter your work email.',
    'Choose what describes you best.',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const firstName = dialog.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Enter your first name.');
  await expectNoA11yViolations(page, BEHIND_DIALOG);

  await typeAndTab(page, '  Ada ', 'Lovelace', 'ada@');
  await page.keyboard.type('Hedge'); // typeahead on the focused select
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Join the waitlist' }));
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await expect(dialog.getByLabel('Work email')).toBeFocused();
  await page.keyboard.type('example.com');
  await expect(dialog.getByText('Enter a valid email address.')).toBeHidden();
  await tabTo(page, dialog.getByLabel('Company (optional)'));
  await page.keyboard.type(' Analytical Engines AG ');
  await tabTo(page, updates);
  await page.keyboard.press('Space');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Join the waitlist' }));
  // The lead's notice and the updates box, each with the version of the words shown.
  expect((await sent).postDataJSON()).toMatchObject({
    consentVersion: waitlistNotice.version,
    updates: true,
    updatesConsentVersion: updatesNotice.version,
  });

  await expect(dialog.getByRole('button', { name: 'Joining...' })).toBeDisabled();
  release();
  // The server has the lead, and with it the confirmation mail (docs/decisions.md §79).
  await expect(dialog.getByRole('heading', { name: "You're on the list — check your email" })).toBeFocused();
  await expect(dialog).toContainText("We'll review your application and send updates on early access.");
  // True for an address already subscribed or past the day's mails too (docs/decisions.md §75).
  await expect(dialog).toContainText(
    'If this address is not subscribed yet, we have sent it a link to confirm it; if it is, a short note saying so.',
  );
  // The header sits behind the modal (hidden from the accessibility tree while it is open).
  await expect(page.locator('site-header [data-waitlist-button]').first()).toHaveText('On the list ✓');
  expect(await page.evaluate(() => sessionStorage.getItem('waitlistJoined'))).toBe('true');

  await expectOneStoredLead(server.dataDir, {
    kind: 'waitlist',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: 'Analytical Engines AG',
    persona: 'hedge-fund',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'q4-launch',
    consent_page: '/',
    consent_version: waitlistNotice.version,
  });
  expect(countSubmissions(server.dataDir)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('leadOutbox'))).toBeNull();

  // Escape closes, focus goes back to the header button, and opening it again shows that the
  // visitor is on the list instead of an empty form (docs/decisions.md §46).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const joinedButton = page.getByRole('banner').getByRole('button', { name: 'On the list ✓' });
  await expect(joinedButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: "You're already on the list" })).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveCount(0);
});

test('the campaign of the landing page is kept when the visitor joins from another page', async ({ page, server }) => {
  await page.goto(`${server.url}/?utm_source=linkedin&utm_campaign=partners-q4`);
  await page.goto(`${server.url}/contact`);
  const dialog = await openWaitlist(page);
  await fillWaitlist(dialog, VISITORS.grace);
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  // Without the updates box ticked no confirmation mail is asked for, so none is announced.
  await expect(dialog.getByRole('heading', { name: "You're on the list", exact: true })).toBeVisible();
  await expect(dialog.getByText(/check your email/i)).toHaveCount(0);
  await expectOneStoredLead(server.dataDir, {
    utm_source: 'linkedin',
    utm_medium: null,
    utm_campaign: 'partners-q4',
    consent_page: '/contact',
    company: null,
  });
});

test('while the modal loads, a status says so; the dialog is named and closed in words', async ({ page }) => {
  const release = await holdRequests(page, '**/_astro/WaitlistModal*.js');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Join the waitlist' }).click();
  const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading).toBeAttached();
  release();
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await expect(dialog).toBeVisible();
  await expect(loading).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
