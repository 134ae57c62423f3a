/**
 * Where a visitor came from (docs/product.md#leads: utm source/medium/campaign from the page's query string,
 * and the referrer). The landing page's campaign is remembered for the browser session, so a
 * visitor who lands on /?utm_campaign=x and applies on /partners keeps the campaign, and only
 * until a lead carries it to the server (docs/privacy.md#browser-storage): the outbox forgets
 * it once that lead is stored (site/lib/outbox-campaign.ts).
 *
 * @example rememberCampaign(); … sendLead({ ...fields, ...currentCampaign() })
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';

const session = () => sessionStorage;
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export type Campaign = Partial<Record<(typeof UTM_KEYS)[number] | 'referrer', string>>;

export function campaignFromUrl(search: string): Campaign {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) campaign[key] = value.slice(0, 200);
  }
  return campaign;
}

/**
 * The referrer when it is another site's. One of our own pages is no campaign, and may carry
 * what must not be stored: a page reached from an email link has that link, token and all, as
 * its referrer where a browser ignores the pages' no-referrer policy.
 */
function externalReferrer(): string | undefined {
  try {
    const referrer = document.referrer;
    return referrer && new URL(referrer).origin !== location.origin ? referrer.slice(0, 1000) : undefined;
  } catch {
    return undefined;
  }
}

function remembered(): Campaign {
  try {
    return JSON.parse(readStorage(session, STORAGE_KEYS.leadCampaign) ?? '{}') as Campaign;
  } catch {
    return {};
  }
}

/** Runs on every page load: keeps a new campaign or outside referrer for this session. */
export function rememberCampaign(): void {
  const fromUrl = campaignFromUrl(location.search);
  const referrer = externalReferrer();
  if (Object.keys(fromUrl).length === 0 && !referrer) return;
  const next: Campaign = Object.keys(fromUrl).length > 0 ? fromUrl : { ...remembered() };
  if (referrer) next.referrer = referrer;
  else if (remembered().referrer) next.referrer = remembered().referrer;
  // Storage disabled: nothing is remembered, and the current URL still counts.
  writeStorage(session, STORAGE_KEYS.leadCampaign, JSON.stringify(next));
}

/**
 * The campaign of a lead sent now: this page's utm fields win over the remembered ones; the
 * referrer is the remembered outside one, or this page's when it is another site's.
 */
export function currentCampaign(): Campaign {
  const fromUrl = campaignFromUrl(location.search);
  const stored = remembered();
  const utm = Object.keys(fromUrl).length > 0 ? fromUrl : stored;
  const campaign: Campaign = {};
  for (const key of UTM_KEYS) if (utm[key]) campaign[key] = utm[key];
  const referrer = stored.referrer ?? externalReferrer();
  if (referrer) campaign.referrer = referrer.slice(0, 1000);
  return campaign;
}
