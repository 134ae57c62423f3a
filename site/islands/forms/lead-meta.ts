/**
 * What every lead carries besides its fields (docs/product.md#leads): a client id for
 * idempotent retries, the consent record (always true, the version of the notice its form
 * shows, page and time) and the campaign.
 */
import type { LeadInput, LeadKind } from '@alpora/shared/schemas/leads';
import { currentCampaign } from './campaign.ts';
import { leadNotice } from './consent-notice.ts';

export type LeadMeta = Pick<
  LeadInput,
  'clientId' | 'consent' | 'consentVersion' | 'page' | 'ts' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'referrer'
>;

/** A random UUID v4; randomUUID exists only in secure contexts, getRandomValues everywhere. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function leadMeta(kind: LeadKind, now: Date = new Date()): LeadMeta {
  return {
    clientId: uuid(),
    consent: true,
    consentVersion: leadNotice(kind).version,
    page: location.pathname,
    ts: now.toISOString(),
    ...currentCampaign(),
  };
}
