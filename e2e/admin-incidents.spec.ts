/**
 * /admin#incidents and /admin#mail (docs/back-office.md#incidents, #mail): an administrator
 * signs in with the authenticator app, opens an incident in the browser, finds it on the public
 * status page and resolves it; and reads the outbox, opening a mail whose link's token stays
 * hidden.
 */
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { signInAsStaff } from './support/staff.ts';

test('an administrator opens an incident in /admin, the status page shows it, and resolving it takes it off', async ({
  page,
}) => {
  // Signing in with a second factor, two pages and two sets of screenshots.
  test.setTimeout(60_000);
  await signInAsStaff(page, 'admin');
  await page.goto('/admin#incidents');
  await expect(page.getByRole('heading', { level: 1, name: 'Incidents' })).toBeVisible();
  // The consent banner would cover the screenshots.
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  const title = `Delayed prices ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: 'Open an incident' }).click();
  const form = page.getByRole('dialog', { name: 'Open an incident' });
  await form.getByRole('button', { name: 'Publish the incident' }).click();
  await expect(form.getByText('Give the incident a title.')).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Market Aggregator').check();
  await form.getByLabel('Impact').selectOption('major');
  await form.getByLabel('Message').fill('We are looking into delayed prices.');
  await form.getByRole('button', { name: 'Publish the incident' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Investigating');
  await expect(card).toContainText('Affects: Market Aggregator');
  // The toast says who is mailed; closed, as it would cover the screenshots.
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts).toContainText('Status subscribers are mailed.');
  await toasts.getByRole('button', { name: 'Close' }).click();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-incidents');

  await page.goto('/status');
  const current = page.getByRole('region', { name: 'Current Incidents' });
  await expect(current.getByRole('heading', { name: title })).toBeVisible();
  await expect(current).toContainText('We are looking into delayed prices.');

  await page.goto('/admin#incidents');
  await page.getByRole('button', { name: `Resolve ${title}` }).click();
  const resolve = page.getByRole('dialog', { name: 'Resolve the incident' });
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-incidents-resolve', resolve);
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();
  const resolved = page.getByRole('region', { name: 'Recently resolved' });
  await expect(resolved.getByRole('article', { name: title })).toContainText('This incident has been resolved.');

  await page.goto('/status');
  await expect(
    page.getByRole('region', { name: 'Current Incidents' }).getByRole('heading', { name: title }),
  ).toHaveCount(0);
});

test("the mail section lists the outbox with each mail's state, and a mail opens with its link's token hidden", async ({
  page,
}) => {
  // Signing in with a second factor, and two sets of screenshots.
  test.setTimeout(60_000);
  const admin = await signInAsStaff(page, 'admin');
  await page.goto('/admin#mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  const mails = page.getByRole('region', { name: 'Mails, newest first' });
  await expect(mails.getByRole('row').nth(1)).toBeVisible();

  // Registration queued the address's verification mail: the local mailbox takes it.
  await page.getByLabel('Recipient contains').fill(admin.email);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const row = mails.getByRole('row').filter({ hasText: 'verify-email' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('1 attempt');
  // The sign-in's toast would cover the screenshots; it closes by itself.
  await expect(page.getByText('Logged in successfully')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-mail');

  await row.getByRole('button', { name: /^View/ }).click();
  const detail = page.getByRole('dialog', { name: /verify-email/ });
  await expect(detail).toContainText(admin.email);
  await expect(detail).toContainText('token=[hidden]');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'admin-mail-detail', detail);
});
