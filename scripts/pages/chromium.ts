/**
 * The system Chromium for the page scripts (one-pager PDF, social images), driven by
 * Playwright (already a dev dependency): CHROMIUM_PATH, else /usr/bin/chromium, started
 * headless with the same flags as the end-to-end tests.
 */
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
