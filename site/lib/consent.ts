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
 *          saveConsent('declined', banner.dataset.policyVersion ?? '', new Date());
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

const local = () => localStorage;

/**
 * The stored choice when it is in the JSON format, of whatever version or age; null for
 * nothing, the old 'true'/'false' (JSON reads no object in them) or anything unreadable. Read
 * loosely: only the visitor can write a wrong one, and a wrong version or time shows the banner.
 */
export function parseStoredConsent(value: string | null): StoredConsent | null {
  try {
    // JSON.parse(null) is null, as nothing stored should read.
    const stored = JSON.parse(value as string) as StoredConsent | null;
    return stored?.choice === 'accepted' || stored?.choice === 'declined' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Whether a stored choice stands for a page of `policyVersion` at `now`: of that version, and
 * no older than CONSENT_LIFETIME_MONTHS (a day the earlier month lacks runs into the next:
 * a choice of 29 February stands until 1 March a year later). An unreadable time never stands.
 */
export function consentStands(stored: StoredConsent | null, policyVersion: string | null, now: Date): boolean {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - CONSENT_LIFETIME_MONTHS);
  return stored?.version === policyVersion && Date.parse(stored.at) >= start.getTime();
}

/** The stored choice, whatever its standing, or null. */
export function storedConsent(): StoredConsent | null {
  return parseStoredConsent(readStorage(local, STORAGE_KEYS.cookieConsent));
}

/**
 * The stored choice when it stands now for this page's policy version (the banner's
 * `data-policy-version`; none on a page without the banner), else null.
 */
export function currentConsent(): StoredConsent | null {
  const stored = storedConsent();
  const version = document.querySelector<HTMLElement>('cookie-banner')?.dataset.policyVersion;
  return consentStands(stored, version ?? null, new Date()) ? stored : null;
}

/** Analytics may send: read at every send, so a withdrawal stops what is queued too. */
export function analyticsAllowed(): boolean {
  return currentConsent()?.choice === 'accepted';
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
