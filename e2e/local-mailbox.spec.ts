/**
 * The local run without SMTP_URL (docs/decisions.md §67): mails land in the mailbox the start
 * command prints, /dev/mail, and a newcomer confirms the waitlist from there: the link, then the
 * page's one button.
 * Screenshots of the mailbox at 1280 and 390 px go to test-results/mailbox/.
 */
import { expect, test } from './support/fixtures.ts';
import { joinWaitlist } from './support/lead-forms.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
test.beforeEach(async () => {
  const port = await freePort();
  // As in the quick start: no SMTP_URL, and the site's address is the one the server listens on.
  server = await startServer({ port, env: { SITE_URL: `http://127.0.0.1:${port}` } });
});
test.afterEach(async () => {
  await server.stop();
});

for (const width of [1280, 390]) {
  test(`at ${width} px, the waitlist's confirmation mail waits in /dev/mail and its link confirms`, async ({
    page,
  }) => {
    await page.goto(server.url);
    await joinWaitlist(page, {
      firstName: 'Mary',
      lastName: 'Jackson',
      email: 'mary@wind.example',
      persona: 'commodity-trader',
    });

    // The mailbox is what this test looks at in each width (the header's button is in the menu at 390 px).
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/dev/mail`);
    const subject = page.getByRole('link', { name: /^Confirm/ });
    // The sender polls the outbox; the mail appears within a poll or two.
    await expect(async () => {
      await page.reload();
      await expect(subject).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('row', { name: /mary@wind\.example/ })).toBeVisible();
    await page.screenshot({ path: `test-results/mailbox/list-${width}.png`, fullPage: true });

    await subject.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Confirm/);
    await expect(page.getByRole('heading', { name: 'Text' })).toBeVisible();
    await page.screenshot({ path: `test-results/mailbox/mail-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: new RegExp(`^${server.url}/email/confirm\\?token=`) }).click();
    await page.getByRole('main').getByRole('button', { name: 'Confirm my email address' }).click();
    await expect(page).toHaveURL(`${server.url}/email/confirmed/updates`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is confirmed');
    await page.screenshot({ path: `test-results/mailbox/confirmed-${width}.png`, fullPage: true });
  });
}
