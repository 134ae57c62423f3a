/**
 * The landing campaign is kept in the browser only until a lead carries it to the server
 * (docs/privacy.md#browser-storage): once the server has stored such a lead, the outbox forgets
 * it. Apart from ../islands/forms/campaign.ts, which every page loads, so that this runs only in
 * the outbox's own chunk, loaded when a lead is sent.
 *
 * @example await post(lead); forgetCampaignCarriedBy(lead);
 */
import { STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';
import { type Campaign, rememberedCampaign } from '#site/islands/forms/campaign.ts';

/**
 * Forgets the remembered campaign when the stored lead carried it. A campaign the lead did not
 * carry (a later visit's, remembered while the lead waited in the outbox) is kept for the next.
 */
export function forgetCampaignCarriedBy(lead: Campaign): void {
  const fields = Object.entries(rememberedCampaign() ?? {}) as [keyof Campaign, unknown][];
  if (fields.length === 0) return;
  if (fields.every(([key, value]) => lead[key] === value))
    writeStorage(() => sessionStorage, STORAGE_KEYS.leadCampaign, null);
}
