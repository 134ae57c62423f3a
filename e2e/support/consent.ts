/**
 * A cookie banner choice stored before a page loads, in the format the banner keeps
 * (docs/privacy.md#consent), for the policy version the site was built with: tests that are
 * not about the banner answer it this way, so it covers nothing and, when declined, no page
 * view of theirs is counted.
 *
 * @example await chooseCookies(page, 'declined');
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { parseDataMap } from '../../packages/shared/src/data-map.ts';

const DATA_MAP_FILE = path.resolve(import.meta.dirname, '../../content/data-map.yaml');

/** The privacy policy version the built pages carry. */
export const POLICY_VERSION = parseDataMap(readFileSync(DATA_MAP_FILE, 'utf8')).policy.version;

type Choice = 'accepted' | 'declined';

/** The stored value of a choice made now for the current policy, overridable field by field. */
export function storedChoice(choice: Choice, overrides: { version?: string; at?: string } = {}): string {
  return JSON.stringify({
    choice,
    version: overrides.version ?? POLICY_VERSION,
    visitorId: randomUUID(),
    at: overrides.at ?? new Date().toISOString(),
  });
}

/** Stores `choice` before every page of `target` loads. */
export async function chooseCookies(target: Page | BrowserContext, choice: Choice): Promise<void> {
  await target.addInitScript((value) => localStorage.setItem('cookieConsent', value), storedChoice(choice));
}

/** Answers the banner on the page as a person would: Decline, so it covers no form or screenshot. */
export async function declineInBanner(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
}
