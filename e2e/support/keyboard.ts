/**
 * Keyboard-only helpers for the lead-capture tests: reach a control with Tab, type into the
 * focused field, press a button with Enter, and open a modal through a `data-open-modal`
 * trigger as any page would.
 *
 * @example await pressByKeyboard(page, form.getByRole('button', { name: 'Send message' }));
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** axe options for an open modal: the page behind it is checked by that page's own tests. */
export const BEHIND_DIALOG = { exclude: ['main'] };

/** Presses Tab until `target` has focus (fails after `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to `button` and presses Enter on it, as a keyboard user submits a form. */
export async function pressByKeyboard(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** Types each text into the focused field, then moves on with Tab (an empty text skips a field). */
export async function typeAndTab(page: Page, ...texts: string[]): Promise<void> {
  for (const text of texts) {
    if (text) await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
}

/** Adds a trigger button like the pricing cards and calls to action have, and opens it with Enter. */
export async function openModalByKeyboard(page: Page, name: string, plan?: string): Promise<Locator> {
  await page.evaluate(
    ([modal, chosen]) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = `Open ${modal}`;
      button.dataset.openModal = modal;
      button.dataset.testTrigger = '';
      if (chosen) button.dataset.plan = chosen;
      document.querySelector('main')?.prepend(button);
    },
    [name, plan ?? ''] as const,
  );
  const trigger = page.locator('[data-test-trigger]');
  await pressByKeyboard(page, trigger);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return trigger;
}
