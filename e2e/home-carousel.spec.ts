/**
 * The product tour carousel (docs/product.md#product-tour): navigation by arrows, dots, keys
 * and swipe, pause on hover, the stop on keyboard focus, the announcements, the per-slide
 * timing on a controlled clock, the 600 ms fade, reduced motion, preloading and the zoom.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

const TITLES = [
  'Overview',
  'Venues',
  'Backtesting',
  'Analytics: performance',
  'Analytics: operations',
  'Analytics: risk',
];
const IDS = ['overview', 'venues', 'backtesting', 'analytics-performance', 'analytics-operational', 'analytics-risk'];

/** Scrolls the tour into view (client:visible) and waits until React has hydrated it. */
async function openTour(page: Page): Promise<Locator> {
  const tour = page.getByRole('region', { name: 'Product tour', exact: true });
  await tour.scrollIntoViewIfNeeded();
  await expect(tour).toHaveAttribute('data-hydrated', 'true');
  return tour;
}

async function expectSlide(tour: Locator, position: number): Promise<void> {
  await expect(tour.locator('[data-active="true"]')).toHaveAttribute('data-slide', IDS[position - 1] ?? '');
  await expect(tour.locator('[data-announcer]')).toHaveText(`Slide ${position} of 6: ${TITLES[position - 1]}`);
}

/** A paused fake clock: timers fire only when the test advances time. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2025-07-02T08:00:00Z') });
  await page.goto('/');
  await page.clock.pauseAt(new Date('2025-07-02T09:00:00Z'));
}

test.describe('navigation', () => {
  test('arrows step through the six slides and loop at both ends', async ({ page }) => {
    await page.goto('/');
    const tour = await openTour(page);
    await expectSlide(tour, 1);
    const next = tour.getByRole('button', { name: 'Next slide' });
    for (const position of [2, 3, 4, 5, 6, 1]) {
      await next.click();
      await expectSlide(tour, position);
    }
    await tour.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(tour, 6);
  });

  test('dots jump to a slide and mark the current one', async ({ page }) => {
    await page.goto('/');
    const tour = await openTour(page);
    const dot = tour.getByRole('button', { name: 'Show slide 4: Analytics: performance' });
    await dot.click();
    await expectSlide(tour, 4);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(tour.getByRole('button', { name: 'Show slide 1: Overview' })).not.toHaveAttribute('aria-current');
    await expect(tour.getByRole('heading', { level: 3 })).toHaveText('Analytics: performance');
  });

  test('Left and Right arrow keys move while focus is in the carousel', async ({ page }) => {
    await page.goto('/');
    const tour = await openTour(page);
    await tour.getByRole('button', { name: 'Show slide 1: Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectSlide(tour, 2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectSlide(tour, 6);
  });

  test('only the current slide is exposed to assistive technology', async ({ page }) => {
    await page.goto('/');
    const tour = await openTour(page);
    await expect(tour.getByRole('group')).toHaveCount(1);
    await expect(tour.getByRole('group')).toHaveAccessibleName('Slide 1 of 6: Overview');
    await expect(tour.getByRole('img')).toHaveCount(1);
  });
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  async function swipe(page: Page, tour: Locator, dx: number): Promise<void> {
    const box = await tour.locator('img').first().boundingBox();
    if (!box) throw new Error('slide picture has no box');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx / 2, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('a swipe of at least 50 px changes slide; a shorter one does not', async ({ page }) => {
    await page.goto('/');
    const tour = await openTour(page);
    await swipe(page, tour, -80);
    await expectSlide(tour, 2);
    await swipe(page, tour, 80);
    await expectSlide(tour, 1);
    await swipe(page, tour, -40);
    await swipe(page, tour, 45);
    await expectSlide(tour, 1);
    await swipe(page, tour, 50);
    await expectSlide(tour, 6);
  });
});

test.describe('auto-advance', () => {
  test('overview 6000 ms on the first lap, venues 6000 ms, others 8000 ms, overview 8000 ms after', async ({
    page,
  }) => {
    await pauseClock(page);
    const tour = await openTour(page);
    await expectSlide(tour, 1);
    await page.clock.runFor(5_999);
    await expectSlide(tour, 1);
    await page.clock.runFor(1);
    await expectSlide(tour, 2);
    await page.clock.runFor(5_999);
    await expectSlide(tour, 2);
    await page.clock.runFor(1);
    for (const position of [3, 4, 5, 6]) {
      await expectSlide(tour, position);
      await page.clock.runFor(7_999);
      await expectSlide(tour, position);
      await page.clock.runFor(1);
    }
    // Second lap: the overview now stays 8000 ms.
    await expectSlide(tour, 1);
    await page.clock.runFor(7_999);
    await expectSlide(tour, 1);
    await page.clock.runFor(1);
    await expectSlide(tour, 2);
  });

  test('stays quiet while rotating and announces slides the visitor picks', async ({ page }) => {
    await pauseClock(page);
    const tour = await openTour(page);
    await page.mouse.move(0, 0);
    await expect(tour.locator('[data-announcer]')).toHaveAttribute('aria-live', 'off');
    await tour.getByRole('button', { name: 'Pause the tour' }).click();
    await expect(tour.locator('[data-announcer]')).toHaveAttribute('aria-live', 'polite');
  });

  test('a slide the visitor picks is announced even while the tour keeps rotating', async ({ page }) => {
    await pauseClock(page);
    const tour = await openTour(page);
    await page.mouse.move(0, 0);
    const announcer = tour.locator('[data-announcer]');
    await expect(announcer).toHaveAttribute('aria-live', 'off');
    // A click without hover or focus, as a screen reader's virtual cursor sends it.
    await tour.getByRole('button', { name: 'Next slide' }).dispatchEvent('click');
    await expectSlide(tour, 2);
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(tour.getByRole('button', { name: 'Pause the tour' })).toBeVisible();
    // The tour's own next step is quiet again.
    await page.clock.runFor(6_000);
    await expectSlide(tour, 3);
    await expect(announcer).toHaveAttribute('aria-live', 'off');
  });

  test('keyboard focus in the carousel stops the rotation until Play', async ({ page }) => {
    await pauseClock(page);
    const tour = await openTour(page);
    await page.mouse.move(0, 0);
    await tour.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Tab');
    await expect(tour.getByRole('button', { name: 'Show slide 1: Overview' })).toBeFocused();
    await expect(tour.getByRole('button', { name: 'Play the tour' })).toBeVisible();
    await expect(tour.locator('[data-announcer]')).toHaveAttribute('aria-live', 'polite');
    // Leaving the carousel does not restart it either.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.clock.runFor(30_000);
    await expectSlide(tour, 1);
    await page.keyboard.press('ArrowRight');
    await expectSlide(tour, 2);
  });

  test('pauses while the mouse is over the carousel and resumes when it leaves', async ({ page }) => {
    await pauseClock(page);
    const tour = await openTour(page);
    await tour.locator('img').first().hover();
    await page.clock.runFor(30_000);
    await expectSlide(tour, 1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_999);
    await expectSlide(tour, 1);
    await page.clock.runFor(1);
    await expectSlide(tour, 2);
  });

  test('the Pause button stops the tour and Play restarts it', async ({ page }) => {
    await pauseClock(page);
    const tour = await openTour(page);
    await tour.getByRole('button', { name: 'Pause the tour' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(30_000);
    await expectSlide(tour, 1);
    await tour.getByRole('button', { name: 'Play the tour' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(6_000);
    await expectSlide(tour, 2);
  });

  test('with reduced motion preferred the tour never advances by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    const tour = await openTour(page);
    await page.mouse.move(5, 5);
    await page.clock.runFor(60_000);
    await expectSlide(tour, 1);
    await expect(tour.getByRole('button', { name: 'Play the tour' })).toBeVisible();
    await tour.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(tour, 2);
  });
});

test.describe('pictures', () => {
  test('on a phone the picture opens full-screen at its design width, by tap or keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const tour = await openTour(page);
    // Tapping the picture enlarges it.
    await tour.locator('[data-active="true"] img').click();
    const dialog = page.getByRole('dialog', { name: 'Overview' });
    await expect(dialog).toBeVisible();
    const picture = dialog.getByRole('img');
    await expect(picture).toHaveJSProperty('complete', true);
    expect((await picture.boundingBox())?.width).toBe(1280);
    await expect(dialog.getByRole('region', { name: 'Picture: Overview' })).toHaveAttribute('tabindex', '0');
    await expect(tour.getByRole('button', { name: 'Play the tour' })).toBeAttached();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The keyboard way: the Enlarge button, and focus comes back to it.
    const enlarge = tour.getByRole('button', { name: 'Enlarge picture: Overview' });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the picture' }).click();
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
  });

  test('slides cross-fade in 600 ms', async ({ page }) => {
    await page.goto('/');
    const tour = await openTour(page);
    await tour.getByRole('button', { name: 'Next slide' }).click();
    const active = tour.locator('[data-active="true"]');
    await expect(active).toHaveCSS('transition-duration', '0.6s');
    await expect(active).toHaveCSS('transition-property', 'opacity');
    await expect(active).toHaveCSS('opacity', '1');
    await expect(tour.locator('[data-slide="overview"]')).toHaveCSS('opacity', '0');
  });

  test('all six pictures are preloaded and sized before they are shown', async ({ page }) => {
    await page.goto('/');
    const tour = await openTour(page);
    const images = tour.locator('img');
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', '1280');
      await expect(image).toHaveAttribute('height', '800');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });
});
