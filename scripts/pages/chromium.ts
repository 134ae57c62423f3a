/**
 * The system Chromium for the page scripts (one-pager PDF, social images), driven by
 * Playwright (already a dev dependency): CHROMIUM_PATH, else /usr/bin/chromium, started
 * headless with the same flags as the end-to-end tests.
 */
import { type Browser, chromium } from '@playwright/test';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}
