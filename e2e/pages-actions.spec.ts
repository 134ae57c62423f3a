/**
 * The buttons of /investors, /press and /samples (docs/product.md#information-pages): alerts with their
 * texts, real downloads where a file exists, and an analytics event for each after consent.
 */
import type { Page } from '@playwright/test';
import { chooseCookies } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';

/** Clicks and returns the alert's text; the analytics event must follow. */
async function alertOf(page: Page, name: string, event: string): Promise<string> {
  let message = '';
  // An open alert blocks the click until it is handled, so it is accepted as it opens.
  page.once('dialog', async (dialog) => {
    message = dialog.message();
    await dialog.accept();
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.postDataJSON().name === event);
  await page.getByRole('button', { name, exact: true }).first().click();
  await sent;
  return message;
}

test.beforeEach(async ({ page }) => {
  await chooseCookies(page, 'accepted');
});

test('investors: data room, pitch deck, one-pager and the investor mailbox', async ({ page, request }) => {
  await page.goto('/investors');
  expect(await alertOf(page, 'Request Data Room Access', 'data_room_request')).toBe(
    'Data room access requires verification. Please contact investors@alpora.ch.',
  );
  expect(await alertOf(page, 'Download Pitch Deck', 'deck_download')).toBe('Pitch deck download coming soon.');
  const onePager = page.getByRole('link', { name: /Download One-Pager/ });
  await expect(onePager).toHaveAttribute('href', '/one-pager.pdf');
  await expect(onePager).toHaveAttribute('target', '_blank');
  expect((await request.get('/one-pager.pdf')).headers()['content-type']).toBe('application/pdf');
  await expect(page.locator('a[href="mailto:investors@alpora.ch"]')).toHaveCount(1);
  for (const id of [
    'problem',
    'solution',
    'why-now',
    'product-overview',
    'business-model',
    'team',
    'traction',
    'data-room',
  ]) {
    await expect(page.locator(`section#${id} h2`)).toBeVisible();
  }
});

test('press: every download without a file alerts "{item} download coming soon"', async ({ page }) => {
  await page.goto('/press');
  for (const item of ['Press kit (ZIP)', 'Dashboard overview', 'Venue routing', 'Risk analytics', 'Leadership bios']) {
    expect(await alertOf(page, `Download ${item}`, 'press_download')).toBe(`${item} download coming soon.`);
  }
});

test('press: logos and the colour palette are real files', async ({ page, request }) => {
  await page.goto('/press');
  for (const file of ['alpora-logo.svg', 'alpora-logo-white.svg', 'alpora-mark.svg', 'alpora-colours.svg']) {
    await expect(page.locator(`a[href="/press/${file}"]`)).toHaveAttribute('download', '');
    const response = await request.get(`/press/${file}`);
    expect(response.headers()['content-type'], file).toContain('image/svg+xml');
  }
  for (const hex of ['#E10600', '#FFFFFF', '#111111', '#6B7280'])
    await expect(page.getByText(hex, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prohibited' })).toBeVisible();
});

test('samples: both files download and each download is an event', async ({ page, request }) => {
  await page.goto('/samples');
  for (const [file, type] of [
    ['monthly-performance.pdf', 'application/pdf'],
    ['audit-extract.csv', 'text/csv'],
  ] as const) {
    expect((await request.get(`/samples/${file}`)).headers()['content-type']).toContain(type);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/events') && r.postDataJSON().name === 'sample_download',
    );
    const download = page.waitForEvent('download');
    await page.locator(`a[href="/samples/${file}"]`).click();
    expect((await download).suggestedFilename()).toBe(file);
    expect((await sent).postDataJSON().properties).toEqual({ item: file });
  }
});
