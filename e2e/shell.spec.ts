/** The app shell on every page: header, footer badge, 404 (the cookie banner: cookie-consent.spec.ts). */
import { chooseCookies } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';

test.describe('header', () => {
  test('desktop nav links point at the home sections and land below the sticky header', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Home', 'Solutions', 'Features', 'Security', 'Contact']);
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/login?next=/overview');

    // Anchor scroll with the 80 px offset (scroll-padding-top).
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.id = 'features';
      spacer.style.height = '2000px';
      document.querySelector('main')?.append(document.createElement('div'), spacer);
      document.documentElement.style.scrollBehavior = 'auto';
    });
    await nav.getByRole('link', { name: 'Features' }).click();
    // Scrolling snaps to whole pixels, so a section whose top sits on a half pixel lands within
    // a pixel of its 80 px scroll margin.
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs((document.getElementById('features')?.getBoundingClientRect().top ?? 0) - 80)),
      )
      .toBeLessThanOrEqual(1);
  });

  test('the waitlist button reads "On the list ✓" once the session flag is set', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Join the waitlist' });
    await expect(button).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('waitlistJoined', 'true'));
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'On the list ✓' })).toBeVisible();
  });

  test('mobile menu toggles with the button and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Solutions', 'Features', 'Security', 'Contact', 'Login']);
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('section links on another route go to the home page anchor', async ({ page }) => {
    await page.goto('/this-route-does-not-exist');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/#hero$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('has the legal, status, contact, social and health links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of ['/privacy', '/terms', '/security', '/status', '/api/health']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="https://www.linkedin.com/"]')).toHaveCount(1);
  });

  test('groups its links under one named navigation per column, and opens the legal notice', async ({ page }) => {
    await chooseCookies(page, 'declined');
    await page.goto('/careers');
    const footer = page.getByRole('contentinfo');
    for (const column of ['Product', 'Company', 'Legal', 'Account']) {
      const nav = footer.getByRole('navigation', { name: column, exact: true });
      await expect(nav.getByRole('heading', { level: 2, name: column })).toBeVisible();
      await expect(nav.getByRole('link').first()).toBeVisible();
    }
    const legal = footer.getByRole('navigation', { name: 'Legal', exact: true });
    await expect(legal.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await screenshotWidths(page, 'footer', footer);

    await legal.getByRole('link', { name: 'Legal notice' }).click();
    await expect(page).toHaveURL(/\/legal-notice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Notice');
    const details = page.locator('dl.company-details');
    const value = (term: string) => details.locator(`dt:text-is("${term}") + dd`);
    await expect(value('Company')).toHaveText('Alpora AG');
    await expect(value('Registered office')).toHaveText(/^.+ \d{4} Zug, Switzerland$/);
    await expect(value('Commercial register')).toHaveText('Commercial register of the Canton of Zug');
    const uid = (await value('Enterprise identification number (UID)').textContent()) ?? '';
    expect(uid).toMatch(/^CHE-\d{3}\.\d{3}\.\d{3}$/);
    await expect(value('VAT number')).toHaveText(`${uid} MWST`);
    await expect(value('Contact').getByRole('link')).toHaveAttribute('href', 'mailto:hello@alpora.ch');
    await expect(page.getByRole('contentinfo')).toContainText(uid);
    await screenshotWidths(page, 'legal-notice');
  });

  test('the App status badge reads Online when the API answers', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('app-status [data-status-label]')).toHaveText('Online');
  });

  test('the badge turns Offline when the server stops, and is refreshed every 60 s', async ({ page, server }) => {
    // The clock stands still: stopping the server takes real time, which must not count
    // towards the 60 s (the badge reads /api/status/summary, computed as the status page's cards).
    const start = new Date();
    await page.clock.install({ time: start });
    // A second ahead: on a loaded machine the clock may already have passed `start`.
    await page.clock.pauseAt(start.getTime() + 1_000);
    await page.goto(server.url);
    const label = page.locator('app-status [data-status-label]');
    await expect(label).toHaveText('Online');
    await server.stop();
    await page.clock.runFor(59_000);
    await expect(label).toHaveText('Online');
    await page.clock.runFor(1_000);
    await expect(label).toHaveText('Offline');
  });

  for (const path of ['/', '/one-pager']) {
    test(`on ${path} the coloured last section meets the footer without a white stripe`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const gap = await page.evaluate(() => {
          // The last box of the page's content that takes space (scripts and fixed bars do not).
          const blocks = [...(document.querySelector('main')?.children ?? [])].filter(
            (el) => el.getBoundingClientRect().height > 0 && getComputedStyle(el).position !== 'fixed',
          );
          const last = blocks.at(-1);
          const footer = document.querySelector('body > footer');
          if (!last || !footer) return Number.NaN;
          // Only a coloured section can leave a visible stripe; a white one must not pass as one.
          const colour = getComputedStyle(last).backgroundColor;
          if (colour === 'rgba(0, 0, 0, 0)' || colour === 'rgb(255, 255, 255)') return Number.NaN;
          return footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
        });
        expect(gap, `${path} at ${width} px`).toBeCloseTo(0, 0);
      }
    });
  }
});

test.describe('404', () => {
  test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('does not exist or has moved')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/no/such/page']) {
    test(`axe finds no violations on ${path}`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expectNoA11yViolations(page);
      expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    });
  }
});

test.describe('delivery', () => {
  test('pages and assets are served precompressed with Brotli, and uncompressed to clients without it', async ({
    request,
  }) => {
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers().vary).toContain('Accept-Encoding');
    // The carousel's renderer is React: large enough to be compressed.
    const script = /renderer-url="(\/_astro\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toMatch(/^<!doctype html>/i);
  });
});
