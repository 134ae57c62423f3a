/**
 * Consent-gated analytics (docs/product.md#header-and-footer, docs/privacy.md#consent). Nothing
 * is loaded or sent unless the visitor's choice for this policy version is 'accepted'; the
 * sender is a separate script fetched only then, and checks again before each send, so a
 * withdrawal stops every event after it, queued ones too (docs/decisions.md §237).
 *
 * @example track('sample_download', { file: 'monthly-performance.pdf' })
 */
import type { AnalyticsEvent } from '@alpora/shared/schemas/analytics';
import { analyticsAllowed } from './consent.ts';

type Properties = NonNullable<AnalyticsEvent['properties']>;

export function track(name: AnalyticsEvent['name'], properties?: Properties): void {
  if (!analyticsAllowed()) return;
  void import('./analytics-sender.ts').then(({ sendEvent }) =>
    sendEvent({ name, path: location.pathname, ...(properties ? { properties } : {}) }),
  );
}

/** Starts analytics for this page view: called at load when consent is stored, and on accept. */
export function startAnalytics(reason: 'stored-consent' | 'accepted'): void {
  if (reason === 'accepted') track('consent_granted');
  track('page_view');
}
