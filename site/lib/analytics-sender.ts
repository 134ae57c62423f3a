/** Sends one event to our first-party endpoint. Loaded only after consent (see analytics.ts). */
import type { AnalyticsEvent } from '@alpora/shared/schemas/analytics';

export async function sendEvent(event: AnalyticsEvent): Promise<void> {
  try {
    await fetch('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
      keepalive: true,
      credentials: 'same-origin',
    });
  } catch {
    // Analytics never disturbs the visitor.
  }
}
