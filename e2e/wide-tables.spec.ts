/**
 * Tables wider than a phone (/compare, the home page's plan comparison and the dashboard's
 * Positions) show that more columns scroll into view: a faded edge, a hint line, and a
 * focusable, labelled scroll area.
 */
import type { Locator, Page } from '@playwright/test';
import { signInAsNewUser } from './support/accounts.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

/** Opacity of the fade on one edge of the table's frame. */
function edgeShade(region: Locator, edge: '::before' | '::after'): Promise<string> {
  return region.evaluate((el, pseudo) => {
    const frame = el.closest('[data-scroll-frame]');
    return frame ? getComputedStyle(frame, pseudo).opacity : 'no frame';
  }, edge);
}

/** The hint and the fades follow the scroll position; the last column can be reached by keyboard. */
async function expectScrollCues(page: Page, region: Locator, lastColumn: Locator): Promise<void> {
  const hint = page.getByText('Scroll sideways for more columns');
  await expect(hint).toBeVisible();
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect.poll(() => edgeShade(region, '::after')).toBe('1');
  expect(await edgeShade(region, '::before')).toBe('0');

  // The keyboard scrolls the focused area sideways until the last column is in full view.
  const inView = () =>
    lastColumn.evaluate(
      (el) => el.getBoundingClientRect().right <= (el.closest('[data-scroller]')?.getBoundingClientRect().right ?? 0),
    );
  expect(await inView()).toBe(false);
  await region.focus();
  for (let i = 0; i < 30 && !(await inView()); i++) await page.keyboard.press('ArrowRight');
  expect(await inView()).toBe(true);
  await expect.poll(() => edgeShade(region, '::after')).toBe('0');
  expect(await edgeShade(region, '::before')).toBe('1');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/compare: the table shows that more columns scroll into view', async ({ page }) => {
    await page.goto('/compare');
    const region = page.getByRole('region', { name: 'Alpora compared with building in-house and with generic bots' });
    await expectScrollCues(page, region, region.getByRole('columnheader').last());
    await expectNoA11yViolations(page);
  });

  test('home: the plan comparison shows that more plans scroll into view', async ({ page }) => {
    await page.goto('/');
    await page.locator('#pricing summary', { hasText: 'Compare plans' }).click();
    const region = page.getByRole('region', { name: 'Compare plans', exact: true });
    await expectScrollCues(page, region, region.getByRole('columnheader', { name: 'Enterprise' }));
  });

  test('dashboard: Positions shows that the P&L column scrolls into view', async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Positions' }).click();
    const region = page.getByRole('region', { name: 'Positions' });
    await expectScrollCues(page, region, region.getByRole('columnheader', { name: 'Unrealised P&L' }));
  });
});

test('on a wide screen every column fits and no hint shows', async ({ page }) => {
  await page.goto('/compare');
  await page.waitForFunction(() => customElements.get('scroll-region'));
  await expect(page.locator('scroll-region')).not.toHaveAttribute('data-more-end');
  await expect(page.getByText('Scroll sideways for more columns')).toBeHidden();
});
