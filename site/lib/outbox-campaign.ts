/**
 * The landing campaign is kept in the browser only until a lead carries it to the server
 * (docs/privacy.md#browser-storage): once the server has stored such a lead, the outbox forgets
 * it. It reads the remembered campaign itself rather than importing
 * ../islands/forms/campaign.ts: sharing that module, which every page loads, with the outbox
 * would move it into a chunk of its own and grow every page's scripts (the JavaScript budget).
 *
 * @example await post(lead); forgetCampaignCarriedBy(lead);
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';
import type { Campaign } from '#site/islands/forms/campaign.ts';

const session = () => sessionStorage;

function rememberedCampaign(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(readStorage(session, STORAGE_KEYS.leadCampaign) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Forgets the remembered campaign when the stored lead carried it. A campaign the lead did not
 * carry (a later visit's, remembered while the lead waited in the outbox) is kept for the next.
 */
export function forgetCampaignCarriedBy(lead: Campaign): void {
  const fields = Object.entries(rememberedCampaign());
  if (fields.length === 0) return;
  if (fields.every(([key, value]) => lead[key as keyof Campaign] === value))
    writeStorage(session, STORAGE_KEYS.leadCampaign, null);
}
