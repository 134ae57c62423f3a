/**
 * The sticky mobile waitlist bar (docs/product.md#home-page): on small screens, once the
 * hero has scrolled past, for visitors who have not joined.
 */

import { chooseCookies } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('appears once the hero is scrolled past and hides again above it', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Waitlist' });
    await expect(bar).toBeHidden();
    await page.locator('#who-for').scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Join the waitlist' })).toHaveAttribute('data-open-modal', 'waitlist');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test('its button opens the waitlist', async ({ page }) => {
    await chooseCookies(page, 'declined');
    await page.goto('/');
    await page.locator('#features').scrollIntoViewIfNeeded();
    await page.getByRole('complementary', { name: 'Waitlist' }).getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('is never shown to a visitor who has joined', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('waitlistJoined', 'true'));
    await page.reload();
    await page.locator('#who-for').scrollIntoViewIfNeeded();
    await expect(page.locator('sticky-waitlist-bar')).toHaveAttribute('data-past-hero');
    await expect(page.getByRole('complementary', { name: 'Waitlist' })).toBeHidden();
  });

  test('hides the moment the visitor joins', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Waitlist' });
    await page.locator('#who-for').scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await page.evaluate(() => {
      sessionStorage.setItem('waitlistJoined', 'true');
      window.dispatchEvent(new CustomEvent('alpora:waitlist-joined'));
    });
    await expect(bar).toBeHidden();
  });
});

test('stays hidden on a desktop screen', async ({ page }) => {
  await page.goto('/');
  await page.locator('#who-for').scrollIntoViewIfNeeded();
  // The element has seen the hero scrolled past: the bar would show now if it were meant to.
  await expect(page.locator('sticky-waitlist-bar')).toHaveAttribute('data-past-hero');
  await expect(page.getByRole('complementary', { name: 'Waitlist' })).toBeHidden();
});
