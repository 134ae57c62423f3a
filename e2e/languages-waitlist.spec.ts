/**
 * The waitlist in French from end to end (docs/product.md#languages, docs/decisions.md §319):
 * a visitor joins from /fr with the form in French, a field error in French first; the lead keeps
 * the language, as the inbox shows staff; the confirmation mail reaches a real SMTP server in
 * French, its link opens the French confirmation page, and confirming works there. The mail's
 * HTML is saved at 390 px for a person to look at.
 */
import path from 'node:path';
import type { ParsedMail } from '../api/src/testing/smtp-sink.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { linkIn, type MailServer, startMailServer, waitForMail } from './support/mail-server.ts';
import { SCREENSHOT_DIR } from './support/screenshots.ts';
import { signInAsStaff } from './support/staff.ts';

// A French browser: no box suggests another language of the page.
test.use({ locale: 'fr-CH' });

let mail: MailServer;
test.beforeEach(async () => {
  mail = await startMailServer();
});
test.afterEach(async () => {
  await mail.stop();
});

/** English words no French mail or page of this flow has (the stop list of the mail test). */
const ENGLISH = /(?<![\p{L}-])(?:the|and|your|you|at|of|to|is|we|our|this|with|please|email|Switzerland)(?![\p{L}-])/iu;

/** The visible words of a mail: its text part without the links, which are addresses, not words. */
function mailWords(message: ParsedMail): string {
  return `${message.subject ?? ''}\n${message.text ?? ''}`.replace(/https?:\/\/\S+/g, ' ');
}

test('a visitor joins the waitlist in French, gets the French confirmation mail and confirms on the French page', async ({
  page,
  browser,
}) => {
  // Two servers' worth of steps: the form, the mail, the confirmation and the inbox.
  test.setTimeout(90_000);
  const { server, sink } = mail;
  const address = `marie.curie.${Date.now().toString(36)}@radium.example`;

  await page.goto(`${server.url}/fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('banner').getByRole('button', { name: 'Rejoindre la liste d’attente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rejoindre la liste d’attente' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Prénom').fill('Marie');
  await dialog.getByLabel('Nom', { exact: true }).fill('Curie');
  await dialog.getByLabel('Je suis…').selectOption('individual-trader');
  const email = dialog.getByLabel('E-mail professionnel');
  // An address without its domain: the field says so in French, and nothing is sent.
  await email.fill('marie.curie@');
  await dialog.getByRole('button', { name: 'Rejoindre la liste d’attente' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Saisissez une adresse e-mail valable.')).toBeVisible();
  expect(sink.messages).toHaveLength(0);

  await email.fill(address);
  // The one box of the form: product updates by email, which asks for the confirmation mail.
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Rejoindre la liste d’attente' }).click();
  await expect(dialog.getByRole('heading', { name: 'Vous êtes inscrit — consultez vos e-mails' })).toBeVisible();

  const confirmation = await waitForMail(sink, address);
  expect(confirmation.subject).toBe('Confirmez votre abonnement aux nouveautés du produit Alpora');
  expect(confirmation.text).toContain(
    'Veuillez confirmer que vous souhaitez recevoir les nouveautés du produit Alpora',
  );
  expect(confirmation.text).toContain('Alpora AG, Zoug, Suisse');
  expect(mailWords(confirmation)).not.toMatch(ENGLISH);
  expect(String(confirmation.html)).toMatch(/<html[^>]*lang="fr"/);
  const link = linkIn(confirmation, `${server.url}/fr/email/confirm?token=`);
  expect(confirmation.text).toContain(link);

  // The mail as a phone shows it, for a person to read.
  const mailPage = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await mailPage.setContent(String(confirmation.html), { waitUntil: 'load' });
  await mailPage.screenshot({
    path: path.join(SCREENSHOT_DIR, 'mail-confirm-subscription-fr-390.png'),
    fullPage: true,
  });
  expect(await mailPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await mailPage.close();

  // Staff see the lead in the inbox as French (the back office itself is English).
  const staffContext = await browser.newContext({ baseURL: server.url, locale: 'en-GB' });
  const staffPage = await staffContext.newPage();
  const sharedData = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = server.dataDir;
  try {
    await signInAsStaff(staffPage, 'sales', '/admin#leads');
  } finally {
    process.env.E2E_DATA_DIR = sharedData;
  }
  await staffPage.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await staffPage.getByRole('button', { name: 'Apply filters' }).click();
  const table = staffPage.getByRole('table', { name: 'Leads, newest first' });
  await table.getByRole('button', { name: 'Marie Curie' }).click();
  const lead = staffPage.getByRole('dialog', { name: 'Marie Curie' });
  await expect(lead.getByText(`${address} (not confirmed)`, { exact: true })).toBeVisible();
  // The lead's language comes first; the submission repeats it.
  await expect(lead.getByText('French', { exact: true }).first()).toBeVisible();
  await staffContext.close();

  // The link opens the French page; only its button confirms.
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre adresse e-mail');
  await page.getByRole('main').getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(page).toHaveURL(`${server.url}/fr/email/confirmed/updates`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre adresse e-mail est confirmée');
  await expectNoA11yViolations(page);
});
