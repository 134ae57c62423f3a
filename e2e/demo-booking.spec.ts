/**
 * Demo booking as the team and a visitor live it (docs/back-office.md#demo-booking), over real
 * SMTP: sales publish weekly hours in /admin#demos; a visitor in New York opens the home page's
 * "Book a 20-min demo", sees the free times in their own zone, loses one slot to someone faster
 * (409: the list refreshes), books another, and gets the invitation (.ics) whose mailed link
 * cancels the demo, with the cancellation (.ics) to follow.
 */
import type { Browser, Page } from '@playwright/test';
import { parseIcs, unescapeText } from '../api/src/testing/ics.ts';
import type { ParsedMail } from '../api/src/testing/smtp-sink.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { linkIn, type MailServer, SALES_MAILBOX, startMailServer, waitForMail } from './support/mail-server.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { signInAsStaff } from './support/staff.ts';

const VISITOR = 'ada.visitor@example.com';

let mail: MailServer;
test.beforeAll(async () => {
  mail = await startMailServer({ DEMO_CONTACT_EMAIL: 'demos@alpora.test' });
});
test.afterAll(async () => {
  await mail.stop();
});

/** Signs a sales account in on this spec's own server (the CLI runs against its data folder). */
async function salesOnMailServer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: mail.server.url, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const shared = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = mail.server.dataDir;
  try {
    await signInAsStaff(page, 'sales', '/admin#demos');
  } finally {
    process.env.E2E_DATA_DIR = shared;
  }
  return page;
}

function calendarOf(message: ParsedMail) {
  const file = message.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  expect(file, 'a text/calendar attachment').toBeDefined();
  return { filename: file?.filename, event: parseIcs(file?.content.toString('utf8') ?? '') };
}

test('sales publish hours; a visitor books a demo in their own zone, gets the invitation, and the mailed link cancels it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const staff = await salesOnMailServer(browser);
  const section = staff.getByRole('main');
  await expect(staff.getByRole('heading', { level: 1, name: 'Demo bookings' })).toBeVisible();
  await expect(section.getByText('No demo is booked yet.')).toBeVisible();
  // Every day 09:00 to 12:00 Zurich: free slots whatever day the test runs.
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await section.getByRole('button', { name: `Add hours on ${day}` }).click();
  }
  await expect(section.getByLabel('Sunday, hours 1: from')).toHaveValue('09:00');
  await section.getByLabel('Sunday, hours 1: to').selectOption('12:20');
  await section.getByRole('button', { name: 'Save availability' }).click();
  await expect(staff.getByText('Availability saved', { exact: true })).toBeVisible();
  await expectNoA11yViolations(staff);
  await screenshotWidths(staff, 'admin-demos');

  const visitorContext = await browser.newContext({
    baseURL: mail.server.url,
    timezoneId: 'America/New_York',
    viewport: { width: 1280, height: 800 },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Book a 20-min demo' }).first().click();
  const dialog = visitor.getByRole('dialog', { name: 'Book a 20-min demo' });
  await expect(dialog.getByText(/Times are shown in your time zone, Eastern (Standard|Daylight) Time\./)).toBeVisible();
  const times = dialog.getByRole('region', { name: 'Pick a time' });
  await expect(times.getByRole('radio').first()).toBeAttached();
  await expectNoA11yViolations(visitor);
  await screenshotWidths(visitor, 'demo-modal', dialog);

  // The visitor picks the first time; someone else books it first.
  const first = times.getByRole('radio').first();
  const firstStart = (await first.getAttribute('value')) as string;
  await times.locator('label').first().click();
  await expect(first).toBeChecked();
  const faster = await visitor.request.post('/api/demo/bookings', {
    data: {
      clientId: crypto.randomUUID(),
      consent: true,
      consentVersion: 'en-2025-07-23',
      page: '/',
      ts: new Date().toISOString(),
      name: 'Someone Faster',
      email: 'faster@example.com',
      timeZone: 'Europe/Zurich',
      start: firstStart,
    },
  });
  expect(faster.status()).toBe(201);
  await dialog.getByLabel('Name').fill('Ada Visitor');
  await dialog.getByLabel('Work email').fill(VISITOR);
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This time was just taken; pick another.');
  await expect(times.locator(`input[value="${firstStart}"]`)).toHaveCount(0);

  const second = times.getByRole('radio').first();
  const secondStart = (await second.getAttribute('value')) as string;
  await times.locator('label').first().click();
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your demo is booked' })).toBeVisible();
  await expect(dialog).toContainText(/Eastern (Standard|Daylight) Time/);

  const invitation = await waitForMail(mail.sink, VISITOR, (m) => (m.subject ?? '').startsWith('Your Alpora demo:'));
  const invite = calendarOf(invitation);
  expect(invite.filename).toBe('invite.ics');
  expect(invite.event.get('METHOD')?.value).toBe('REQUEST');
  expect(invite.event.get('DTSTART')?.value).toBe(secondStart.replace(/\.\d{3}/, '').replace(/[-:]/g, ''));
  expect(invite.event.get('ORGANIZER')?.value).toBe('mailto:demos@alpora.test');
  const manageLink = linkIn(invitation, `${mail.server.url}/demo/manage?token=`);
  expect(unescapeText(invite.event.get('DESCRIPTION')?.value ?? '')).toContain(manageLink);
  const teamCopy = await waitForMail(mail.sink, SALES_MAILBOX, (m) =>
    (m.subject ?? '').startsWith('Demo booked: Ada Visitor'),
  );
  expect(calendarOf(teamCopy).event.get('UID')?.value).toBe(invite.event.get('UID')?.value);

  await visitor.goto(manageLink);
  await expect(visitor.getByText(/^Booked for /)).toBeVisible();
  await expectNoA11yViolations(visitor);
  await screenshotWidths(visitor, 'demo-manage');
  await visitor.getByRole('button', { name: 'Cancel the demo' }).click();
  await expect(visitor.getByText(/^Cancel the demo on /)).toBeVisible();
  await visitor.getByRole('button', { name: 'Cancel the demo' }).click();
  await expect(visitor.getByText('Cancelled. Both sides get the cancellation by email.')).toBeVisible();
  await expect(visitor.getByText(/This demo is cancelled\./)).toBeVisible();

  const cancellation = await waitForMail(mail.sink, VISITOR, (m) => (m.subject ?? '').includes('is cancelled'));
  const cancelled = calendarOf(cancellation);
  expect(cancelled.filename).toBe('cancel.ics');
  expect(cancelled.event.get('METHOD')?.value).toBe('CANCEL');
  expect(cancelled.event.get('UID')?.value).toBe(invite.event.get('UID')?.value);

  // The team's list shows the cancelled demo and the one that won the race.
  await staff.reload();
  const list = staff.getByRole('region', { name: 'Upcoming demos' });
  await expect(list.getByRole('row', { name: /Ada Visitor/ })).toContainText('cancelled');
  await expect(list.getByRole('row', { name: /Someone Faster/ })).toContainText('booked');
  await visitorContext.close();
  await staff.context().close();
});
