/**
 * Consent-gated analytics (docs/product.md#header-and-footer). Nothing is loaded or sent unless the visitor accepted;
 * the sender is a separate script fetched only then.
 *
 * @example track('sample_download', { file: 'monthly-performance.pdf' })
 */
import type { AnalyticsEvent } from '@alpora/shared/schemas/analytics';
import { currentCampaign } from '#site/islands/forms/campaign.ts';
import { consentChoice } from './consent.ts';

type Properties = NonNullable<AnalyticsEvent['properties']>;

export function track(name: AnalyticsEvent['name'], properties?: Properties): void {
  if (consentChoice() !== 'true') return;
  void import('./analytics-sender.ts').then(({ sendEvent }) =>
    sendEvent({ name, path: location.pathname, ...(properties ? { properties } : {}) }),
  );
}

/**
 * The campaign of this visit for a page view: the utm source, medium and campaign a lead sent
 * now would carry, so the campaign report divides leads by views of the same campaign
 * (docs/back-office.md#campaign-report). Never the referrer: a full address may name a person.
 */
function viewCampaign(): Properties {
  const { referrer: _referrer, ...utm } = currentCampaign();
  return utm;
}

/** Starts analytics for this page view: called at load when consent is stored, and on accept. */
export function startAnalytics(reason: 'stored-consent' | 'accepted'): void {
  if (reason === 'accepted') track('consent_granted');
  const campaign = viewCampaign();
  track('page_view', Object.keys(campaign).length > 0 ? campaign : undefined);
}
