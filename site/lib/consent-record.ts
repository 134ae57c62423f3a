/**
 * Sends a cookie banner choice to the server as proof (POST /api/consents, docs/privacy.md#consent).
 * The choice holds in the browser whatever the answer: a network failure or a 429 leaves it
 * unrecorded, and a 409 (this page is older than the current policy) leaves it stored with the
 * page's version, so the next page built with the newer policy asks again (docs/decisions.md §236).
 * `keepalive`, so that a choice made just before leaving the page still arrives.
 *
 * @example void recordConsent(saveConsent('accepted', version, new Date()), location.pathname);
 */
import type { ConsentRecordInput } from '@alpora/shared/schemas/consent';
import type { StoredConsent } from './consent.ts';

/** The schema's longest page path. */
const MAX_PAGE_LENGTH = 300;

export async function recordConsent(consent: StoredConsent, page: string): Promise<void> {
  const body: ConsentRecordInput = {
    visitorId: consent.visitorId,
    choice: consent.choice,
    policyVersion: consent.version,
    page: page.slice(0, MAX_PAGE_LENGTH),
  };
  try {
    await fetch('/api/consents', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
    });
  } catch {
    // The choice stands without its record; the banner never blocks the visitor.
  }
}
