/**
 * The campaign report (docs/back-office.md#campaign-report): for each campaign seen in a range
 * of UTC days, its page views, leads, confirmed and won leads, and the rates between them, with
 * the totals of all campaigns. A campaign is the utm source, medium and campaign together; null
 * fields are direct traffic, which the page shows as "(none)".
 *
 * @example const report = await campaignReport(db, resolveReportRange({ from: '2026-11-01' }, clock.now()));
 */
import {
  CAMPAIGN_REPORT_DEFAULT_DAYS,
  type CampaignReport,
  type CampaignRow,
  type CampaignTotals,
} from '@alpora/shared/schemas/admin-campaigns';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { type CampaignKey, countLeadsByCampaign, countViewsByCampaign } from '#api/repositories/campaign-report.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A range of UTC days, both included, as YYYY-MM-DD. */
export interface ReportRange {
  from: string;
  to: string;
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The range asked for, with what is missing filled in: no end is today, no start is the
 * default number of days up to the end.
 */
export function resolveReportRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): ReportRange {
  const to = query.to ?? dayOf(now.getTime());
  const from = query.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (CAMPAIGN_REPORT_DEFAULT_DAYS - 1) * DAY_MS);
  return { from, to };
}

/** `part / whole`, or null when there is no whole to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

function withRates(counts: { views: number; leads: number; confirmed: number; won: number }): CampaignTotals {
  return {
    ...counts,
    leadRate: rate(counts.leads, counts.views),
    confirmedRate: rate(counts.confirmed, counts.leads),
    wonRate: rate(counts.won, counts.leads),
  };
}

function keyOf({ source, medium, campaign }: CampaignKey): string {
  return JSON.stringify([source, medium, campaign]);
}

export async function campaignReport(db: Kysely<Database>, range: ReportRange): Promise<CampaignReport> {
  const start = `${range.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS).toISOString();
  const [views, leads] = await Promise.all([
    countViewsByCampaign(db, { start, end }),
    countLeadsByCampaign(db, { start, end }),
  ]);
  const counts = new Map<string, CampaignKey & { views: number; leads: number; confirmed: number; won: number }>();
  const entry = (key: CampaignKey) => {
    const id = keyOf(key);
    let found = counts.get(id);
    if (!found) {
      found = {
        source: key.source,
        medium: key.medium,
        campaign: key.campaign,
        views: 0,
        leads: 0,
        confirmed: 0,
        won: 0,
      };
      counts.set(id, found);
    }
    return found;
  };
  for (const row of views) entry(row).views += row.views;
  for (const row of leads) {
    const found = entry(row);
    found.leads += row.leads;
    found.confirmed += row.confirmed;
    found.won += row.won;
  }
  const rows: CampaignRow[] = [...counts.values()]
    .map(({ source, medium, campaign, ...figures }) => ({ source, medium, campaign, ...withRates(figures) }))
    .sort((a, b) => b.leads - a.leads || b.views - a.views || keyOf(a).localeCompare(keyOf(b)));
  const sum = (pick: (row: CampaignRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const total = withRates({
    views: sum((row) => row.views),
    leads: sum((row) => row.leads),
    confirmed: sum((row) => row.confirmed),
    won: sum((row) => row.won),
  });
  return { from: range.from, to: range.to, rows, total };
}
