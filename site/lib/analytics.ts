/**
 * Consent-gated analytics (docs/product.md#header-and-footer, docs/privacy.md#consent). Nothing
 * is loaded or sent unless the visitor's choice for this policy version is 'accepted'; the
 * sender is a separate script fetched only then, and checks again before each send, so a
 * withdrawal stops every event after it, queued ones too (docs/decisions.md §237). Loading it
 * defines the cookie banner that gates it (./cookie-banner.ts, docs/decisions.md §238).
 *
 * @example track('sample_download', { file: 'monthly-performance.pdf' })
 */
import type { AnalyticsEvent } from '@alpora/shared/schemas/analytics';
import { analyticsAllowed } from './consent.ts';
import { defineCookieBanner } from './cookie-banner.ts';

type Properties = NonNullable<AnalyticsEvent['properties']>;

export function track(name: AnalyticsEvent['name'], properties?: Properties): void {
  if (!analyticsAllowed()) return;
  void import('./analytics-sender.ts').then(({ sendEvent }) =>
    sendEvent({ name, path: location.pathname, ...(properties ? { properties } : {}) }),
  );
}

/** Starts analytics for this page view: at load when consent stands, and `justAccepted` on Accept. */
export function startAnalytics(justAccepted = false): void {
  if (justAccepted) track('consent_granted');
  track('page_view');
}

// Wherever analytics loads, the banner that gates it is defined (once).
defineCookieBanner(startAnalytics);
