/**
 * Opens the waitlist and fills the lead modals directly (`fill`, `selectOption`), for tests about
 * what happens after a form is sent; the keyboard-only paths are tested field by field.
 *
 * @example const dialog = await openWaitlist(page); await fillWaitlist(dialog, VISITORS.grace);
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the waitlist from the header's button and returns the dialog. */
export async function openWaitlist(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Join the waitlist' }).click();
  return page.getByRole('dialog', { name: 'Join the waitlist' });
}

export interface WaitlistPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** A value of the "I am a…" select, e.g. 'fintech-platform'. */
  persona: string;
  /** Ticks "Send me product updates by email", which asks for the confirmation mail. */
  updates?: boolean;
}

/** Sample visitors for the waitlist, one per test that needs a plain sign-up. */
export const VISITORS = {
  grace: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', persona: 'fintech-platform' },
  annie: {
    firstName: 'Annie',
    lastName: 'Easley',
    email: 'annie@rocket.example',
    persona: 'individual-trader',
    updates: true,
  },
} satisfies Record<string, WaitlistPerson>;

export async function fillWaitlist(dialog: Locator, person: WaitlistPerson): Promise<void> {
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByLabel('Work email').fill(person.email);
  await dialog.getByLabel('I am a…').selectOption(person.persona);
  if (person.updates) await dialog.getByLabel('Send me product updates by email').check();
}

/**
 * Joins the waitlist from the header asking for product updates, and waits until the server has
 * the lead: the success view says to check the email only then.
 */
export async function joinWaitlist(page: Page, person: WaitlistPerson): Promise<void> {
  const dialog = await openWaitlist(page);
  await fillWaitlist(dialog, { ...person, updates: true });
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByRole('heading', { name: "You're on the list — check your email" })).toBeVisible();
}

export interface OnePagerRequest {
  email: string;
  /** A value of the Role select, e.g. 'hedge-fund'. */
  role: string;
  /** A value of the assets-under-management select, e.g. '<10m'. */
  aumBand: string;
}

export async function fillOnePager(dialog: Locator, request: OnePagerRequest): Promise<void> {
  await dialog.getByLabel('Work email').fill(request.email);
  await dialog.getByLabel('Role').selectOption(request.role);
  await dialog.getByLabel('Assets under management').selectOption(request.aumBand);
}
