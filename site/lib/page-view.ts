/**
 * The campaign a `page_view` event carries: the utm source, medium and campaign a lead sent
 * now would carry (this page's, or else the landing page's remembered for the browser
 * session by ../islands/forms/campaign.ts), so the campaign report divides leads by views of the
 * same campaign (docs/back-office.md#campaign-report). Never the referrer: a full address may
 * name a person. Part of the sender, which loads only after consent (./analytics-sender.ts).
 *
 * It reads the remembered campaign itself rather than importing campaign.ts: sharing that module
 * with the page-load script would split it into a chunk of its own, loaded on every page, past
 * the content pages' budget. The tests of ./analytics.test.ts land with campaign.ts and check
 * that the two agree.
 *
 * @example body: JSON.stringify(withViewCampaign(event))
 */
import type { STORAGE_KEYS } from '@alpora/shared/browser-storage';
import type { AnalyticsEvent } from '@alpora/shared/schemas/analytics';

/**
 * The session storage key ../islands/forms/campaign.ts remembers the landing campaign under,
 * typed as that constant: importing the module itself would make the sender's chunk load it
 * through a preload map that every page pays for.
 */
const REMEMBERED_CAMPAIGN_KEY: typeof STORAGE_KEYS.leadCampaign = 'leadCampaign';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

function utmOf(read: (key: string) => unknown): Utm {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = read(key);
    if (typeof value === 'string' && value.trim()) utm[key] = value.trim().slice(0, 200);
  }
  return utm;
}

function rememberedUtm(): Utm {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(REMEMBERED_CAMPAIGN_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? utmOf((key) => (stored as Record<string, unknown>)[key]) : {};
  } catch {
    return {};
  }
}

/** This page's utm fields when it has any, else the remembered ones. */
export function viewCampaign(): Utm {
  const params = new URLSearchParams(location.search);
  const fromUrl = utmOf((key) => params.get(key));
  return Object.keys(fromUrl).length > 0 ? fromUrl : rememberedUtm();
}

/** A `page_view` with the visit's campaign as its properties; any other event as it is. */
export function withViewCampaign(event: AnalyticsEvent): AnalyticsEvent {
  if (event.name !== 'page_view') return event;
  const campaign = viewCampaign();
  return Object.keys(campaign).length > 0 ? { ...event, properties: { ...event.properties, ...campaign } } : event;
}
