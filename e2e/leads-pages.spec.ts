/** The /contact and /partners pages (docs/product.md#leads): their forms, keyboard only, stored as leads. */

import { DESIGN_PARTNER_COHORT } from '@alpora/shared/design-partner-cohort';
import type { Locator, Page } from '@playwright/test';
import { expectOneStoredLead } from './support/db.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { pressByKeyboard, typeAndTab } from './support/keyboard.ts';

// Each test starts its own server and runs axe: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Sends the empty form by keyboard: every required field says what it needs, and focus goes to the first. */
async function sendEmpty(page: Page, form: Locator, submit: Locator, messages: string[], firstField: string) {
  await expect(submit).toBeEnabled(); // hydrated (the form is disabled until then)
  await pressByKeyboard(page, submit);
  for (const message of messages) await expect(form.getByText(message)).toBeVisible();
  await expect(form.getByLabel(firstField)).toBeFocused();
  await expectNoA11yViolations(page);
}

test('contact: every field required, then Message Sent with its confirmation text, stored as a contact lead', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/contact?utm_source=footer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form).toBeVisible();
  await expectNoA11yViolations(page);

  const send = form.getByRole('button', { name: 'Send message' });
  await sendEmpty(page, form, send, ['Enter your name.', 'Enter your email address.', 'Enter a message.'], 'Name');

  // Quotes and a leading = or + are stored as typed (the CSV export defuses them, not the form).
  const mary = {
    name: 'Mary Jackson',
    email: 'mary@wind.example',
    message: 'Do you support "iceberg" orders, = or + prefixed?',
  };
  await typeAndTab(page, mary.name, mary.email);
  await page.keyboard.type(mary.message);
  await pressByKeyboard(page, send);
  await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeFocused();
  await expect(
    page.getByText('Thank you for reaching out. Our target is a reply within one business day.'),
  ).toBeVisible();
  await expectOneStoredLead(server.dataDir, {
    kind: 'contact',
    ...mary,
    utm_source: 'footer',
    consent_page: '/contact',
  });
});

test('partners: the programme terms, seats left from the API, and the application', async ({ page, server }) => {
  await page.goto(`${server.url}/partners`);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a design partner' })).toBeVisible();
  for (const fact of ['12 weeks', '2-4 hours', '48 hours', '2 years']) {
    await expect(page.getByRole('region', { name: 'The programme at a glance' })).toContainText(fact);
  }
  // The cohort the site recruits for, its start in the lede, and its seats from the API.
  await expect(page.getByText(`Cohort ${DESIGN_PARTNER_COHORT.name}`)).toBeVisible();
  await expect(page.getByText(`The ${DESIGN_PARTNER_COHORT.name} cohort starts on`)).toBeVisible();
  await expect(
    page.getByText(`${DESIGN_PARTNER_COHORT.seats} of ${DESIGN_PARTNER_COHORT.seats} seats left`),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply for the programme' });
  await expectNoA11yViolations(page);

  const apply = form.getByRole('button', { name: 'Apply as a design partner' });
  const required = [
    'Enter your company name.',
    'Enter your role.',
    'Choose your primary use case.',
    'Choose your monthly volume.',
    'Choose your implementation timeline.',
    'Enter a contact email.',
  ];
  await sendEmpty(page, form, apply, required, 'Company name');

  // The text fields are stored as typed; each select is reached by typing its option's start.
  const desk = {
    company: 'Langley Capital',
    role: 'Head of Execution',
    infrastructure: 'FIX gateway and two exchange accounts.',
    email: 'desk@langley.example',
  };
  await typeAndTab(page, desk.company, desk.role);
  await page.keyboard.type('Multi'); // Multi-venue execution
  await page.keyboard.press('Tab');
  await page.keyboard.type('$100'); // $100M – $1B
  await page.keyboard.press('Tab');
  await page.keyboard.type('In 1'); // In 1–3 months
  await page.keyboard.press('Tab');
  await typeAndTab(page, desk.infrastructure);
  await page.keyboard.type(desk.email);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(
    page.getByText(
      'Thank you for your interest! We will review your application; our target is a reply within 48 hours.',
    ),
  ).toBeVisible();
  // An application takes no seat: the team's acceptance does (docs/back-office.md#design-partners).
  await expect(page.getByText('5 of 5 seats left')).toBeVisible();
  await expectOneStoredLead(server.dataDir, {
    kind: 'design-partner',
    ...desk,
    use_case: 'multi-venue-execution',
    monthly_volume: '100m-1b',
    timeline: '1-3-months',
  });
});
