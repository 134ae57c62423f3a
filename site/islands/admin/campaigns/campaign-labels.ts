/**
 * How the campaign report names a campaign and writes a rate (docs/back-office.md#campaign-report):
 * a missing utm field is "(none)", a row with none at all is direct traffic, and a rate without
 * a base is a dash rather than a made-up 0 %.
 *
 * @example campaignLabel({ source: 'newsletter', medium: null, campaign: null }) // { name: '(none)', origin: 'newsletter / (none)' }
 */
import type { CampaignRow } from '@alpora/shared/schemas/admin-campaigns';

export const NONE = '(none)';

export function campaignLabel(row: Pick<CampaignRow, 'source' | 'medium' | 'campaign'>): {
  name: string;
  origin: string;
} {
  if (row.source === null && row.medium === null && row.campaign === null)
    return { name: NONE, origin: 'Direct traffic' };
  return { name: row.campaign ?? NONE, origin: `${row.source ?? NONE} / ${row.medium ?? NONE}` };
}

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** "12.5 %", or "–" when the rate has no base (no views, no leads). */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : percent.format(rate);
}

/** "1 lead", "2 leads": a figure with its noun. */
export function count(value: number, noun: string): string {
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}
