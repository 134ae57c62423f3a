/**
 * Sends one event to our first-party endpoint, a page view with the visit's campaign
 * (./page-view.ts). Loaded only after consent (see analytics.ts), and asks again at every send:
 * an event tracked before a withdrawal, waiting for this script to load, is dropped.
 */
import type { AnalyticsEvent } from '@alpora/shared/schemas/analytics';
import { analyticsAllowed } from './consent.ts';
import { withViewCampaign } from './page-view.ts';

export async function sendEvent(event: AnalyticsEvent): Promise<void> {
  if (!analyticsAllowed()) return;
  try {
    await fetch('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(withViewCampaign(event)),
      keepalive: true,
      credentials: 'same-origin',
    });
  } catch {
    // Analytics never disturbs the visitor.
  }
}
