/**
 * The visitor's cookie banner choice (docs/privacy.md#consent, docs/decisions.md §235), kept in
 * localStorage `cookieConsent` as JSON: the choice, the privacy policy version the banner was
 * built with, the random id the browser made at its first choice (the id its records on the
 * server share) and the time. A choice stands for 12 months and for its policy version only;
 * the old 'true'/'false' value stands for nothing, so the banner asks again. Nothing is written
 * before the visitor chooses.
 *
 * The page's policy version comes from the banner's `data-policy-version`, written at build time
 * from the data map: the map itself never reaches the browser.
 *
 * @example if (analyticsAllowed()) sendEvent(event);
 *          saveConsent('declined', pagePolicyVersion() ?? '', new Date());
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';
import type { ConsentChoice } from '@alpora/shared/schemas/consent';

export interface StoredConsent {
  choice: ConsentChoice;
  /** The privacy policy version the banner was built with when the visitor chose. */
  version: string;
  /** A random UUID made at the visitor's first choice, kept for every later one. */
  visitorId: string;
  /** ISO time of the choice, by the browser's clock. */
  at: string;
}

/** How long a choice stands: the data map's browserStorage lifetime of `cookieConsent`. */
export const CONSENT_LIFETIME_MONTHS = 12;

/**
 * What a stored value means for a page: `current` stands; every other standing shows the
 * banner (`none`: nothing or unreadable; `legacy`: the 'true'/'false' of before; `outdated`:
 * another policy version; `expired`: older than CONSENT_LIFETIME_MONTHS).
 */
export type ConsentStanding = 'none' | 'legacy' | 'outdated' | 'expired' | 'current';

const local = () => localStorage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored choice when it is in the JSON format, of whatever version or age. */
export function parseStoredConsent(value: string | null): StoredConsent | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object') return null;
    const { choice, version, visitorId, at } = parsed as Record<string, unknown>;
    if (choice !== 'accepted' && choice !== 'declined') return null;
    if (typeof version !== 'string' || typeof at !== 'string') return null;
    if (typeof visitorId !== 'string' || !UUID.test(visitorId)) return null;
    if (Number.isNaN(Date.parse(at))) return null;
    return { choice, version, visitorId, at };
  } catch {
    return null;
  }
}

/** The moment `months` calendar months before `now`, the day kept or the month's last. */
function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

export function consentStanding(value: string | null, policyVersion: string, now: Date): ConsentStanding {
  if (value === 'true' || value === 'false') return 'legacy';
  const stored = parseStoredConsent(value);
  if (!stored) return 'none';
  if (stored.version !== policyVersion) return 'outdated';
  if (Date.parse(stored.at) < monthsBefore(now, CONSENT_LIFETIME_MONTHS).getTime()) return 'expired';
  return 'current';
}

/** The policy version this page was built with, or null on a page without the banner. */
export function pagePolicyVersion(): string | null {
  return document.querySelector<HTMLElement>('cookie-banner')?.dataset.policyVersion ?? null;
}

/** The stored choice, whatever its standing (what the reopened banner shows), or null. */
export function storedConsent(): StoredConsent | null {
  return parseStoredConsent(readStorage(local, STORAGE_KEYS.cookieConsent));
}

/** The stored choice when it stands for this page's policy version at `now`, else null. */
export function currentConsent(now = new Date(), policyVersion = pagePolicyVersion()): StoredConsent | null {
  if (policyVersion === null) return null;
  const value = readStorage(local, STORAGE_KEYS.cookieConsent);
  return consentStanding(value, policyVersion, now) === 'current' ? parseStoredConsent(value) : null;
}

/** Analytics may send: read at every send, so a withdrawal stops what is queued too. */
export function analyticsAllowed(now = new Date()): boolean {
  return currentConsent(now)?.choice === 'accepted';
}

/** Stores a choice, keeping the visitor id of an earlier one; answers what it stored. */
export function saveConsent(choice: ConsentChoice, policyVersion: string, now: Date): StoredConsent {
  const consent: StoredConsent = {
    choice,
    version: policyVersion,
    visitorId: storedConsent()?.visitorId ?? crypto.randomUUID(),
    at: now.toISOString(),
  };
  writeStorage(local, STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
  return consent;
}
