/**
 * The header as a signed-in visitor and a waitlist member see it, and at the narrowest width
 * that shows every link (docs/product.md#header-and-footer).
 */
import type { Page } from '@playwright/test';
import { signInAsNewUser } from './support/accounts.ts';
import { chooseCookies } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';

/** Registers a fresh user and stores its token before any page script runs. */
test.describe('signed in', () => {
  test('the header shows the user instead of Login on every page, linking to the dashboard', async ({ page }) => {
    await signInAsNewUser(page);
    for (const path of ['/', '/partners', '/compare']) {
      await page.goto(path);
      const banner = page.getByRole('banner');
      const link = banner.getByRole('link', { name: 'Grace, your dashboard', exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', '/dashboard');
      await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
    }
    await account(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the phone menu offers the account instead of Login', async ({ page }) => {
    await signInAsNewUser(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu.getByRole('link', { name: 'Grace, your dashboard', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('Login never shows while the account is being checked', async ({ page }) => {
    await signInAsNewUser(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.locator('[data-login-link]').first()).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
    release();
    await expect(account(page)).toBeVisible();
  });

  test('a token the server rejects brings Login back and is forgotten', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('token', 'a'.repeat(32)));
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a visitor without a token never asks the server who they are', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/me') && asked.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(asked).toEqual([]);
  });
});

function account(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Grace, your dashboard', exact: true });
}

test.describe('waitlist buttons once joined', () => {
  test('the header and hero buttons read "On the list ✓" and open the joined state, not a form', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('waitlistJoined', 'true'));
    await chooseCookies(page, 'declined');
    await page.goto('/');
    const hero = page.locator('#hero').getByRole('button', { name: 'On the list ✓' });
    await expect(hero).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'On the list ✓' })).toBeVisible();
    await hero.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: "You're already on the list" })).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await expect(hero).toBeFocused();
  });

  test('joining relabels every waitlist button on the page at once', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#hero').getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
    await page.evaluate(() => {
      sessionStorage.setItem('waitlistJoined', 'true');
      window.dispatchEvent(new CustomEvent('alpora:waitlist-joined'));
    });
    await expect(page.locator('[data-waitlist-button]')).toHaveText(Array(4).fill('On the list ✓'));
  });

  test('a waitlist call in a page, not only in the header and hero, reads the joined label', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('waitlistJoined', 'true'));
    await page.goto('/use-cases');
    await expect(page.getByRole('main').getByRole('button', { name: 'On the list ✓' })).toBeVisible();
  });
});

test.describe('at 768 px, the narrowest width with every header link', () => {
  test.use({ viewport: { width: 768, height: 800 } });

  for (const who of ['a visitor', 'a signed-in user with a long name']) {
    test(`the waitlist button stays on one line and the header fits, for ${who}`, async ({ page }) => {
      if (who !== 'a visitor') await signInAsNewUser(page, 'Maximiliane-Josephine');
      await page.goto('/');
      const banner = page.getByRole('banner');
      const button = banner.getByRole('button', { name: 'Join the waitlist' });
      await expect(button).toBeVisible();
      if (who !== 'a visitor') await expect(banner.locator('[data-account-link]').first()).toBeVisible();
      // One line of 14 px text in a 44 px button; a wrapped label makes it taller.
      expect((await button.boundingBox())?.height).toBeLessThanOrEqual(44);
      const row = banner.locator('.container-page').first();
      expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      for (const link of await banner.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link').all()) {
        expect((await link.boundingBox())?.height).toBeLessThanOrEqual(40);
      }
    });
  }
});
