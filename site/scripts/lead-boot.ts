/**
 * Runs on every page, without React: remembers the landing campaign, and loads the outbox
 * sender only when a lead is waiting (docs/decisions.md §30), now and whenever the browser
 * comes back online.
 */
import { rememberCampaign } from '#site/islands/forms/campaign.ts';
import { hasPendingLeads } from '#site/lib/outbox-store.ts';

rememberCampaign();

function flushIfPending(): void {
  if (hasPendingLeads()) void import('#site/lib/outbox.ts').then(({ flushOutbox }) => flushOutbox({ force: true }));
}

flushIfPending();
window.addEventListener('online', flushIfPending);
