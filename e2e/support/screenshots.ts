/**
 * Screenshots at a phone's width (390 px) and a laptop's (1280 px), written to
 * test-results/screenshots/ for a person to look at; they assert nothing themselves. The
 * whole page by default, or one part of it.
 *
 * @example await screenshotWidths(page, 'email-confirm');
 * @example await screenshotWidths(page, 'status-subscribe', page.getByRole('region', { name: 'Subscribe to Updates' }));
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');
const WIDTHS = [390, 1280] as const;

/** Saves `<name>-390.png` and `<name>-1280.png`, then restores the viewport. */
export async function screenshotWidths(page: Page, name: string, part?: Locator): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
    if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}
