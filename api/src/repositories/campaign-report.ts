/**
 * The counts behind the campaign report (docs/back-office.md#campaign-report), per campaign
 * (utm source, medium and campaign, null where there was none) over a time range: page views
 * from the first-party analytics events, and leads with how many are confirmed and won.
 *
 * Page views are grouped by their stored properties text and read apart in code, since SQLite
 * and PostgreSQL read JSON with different functions; a page view's properties are the campaign
 * only (site/lib/analytics.ts), so there are as many groups as campaigns.
 *
 * @example const views = await countViewsByCampaign(db, { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' });
 */
import type { Kysely } from 'kysely';
import { confirmedLead } from '#api/back-office/lead-confirmed.ts';
import type { Database } from '#api/db/schema.ts';

/** From `start` included to `end` excluded, as stored ISO times. */
export interface TimeRange {
  start: string;
  end: string;
}

export interface CampaignKey {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

export interface CampaignViews extends CampaignKey {
  views: number;
}

export interface CampaignLeads extends CampaignKey {
  leads: number;
  confirmed: number;
  won: number;
}

/** A property of a stored event as a campaign field: a non-empty text, or none. */
function campaignField(properties: Record<string, unknown>, key: string): string | null {
  const value = properties[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function parseProperties(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Page views in the range, per campaign; each campaign once. */
export async function countViewsByCampaign(db: Kysely<Database>, range: TimeRange): Promise<CampaignViews[]> {
  const groups = await db
    .selectFrom('analytics_events')
    .select(['properties', db.fn.countAll<number>().as('views')])
    .where('name', '=', 'page_view')
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy('properties')
    .execute();
  const byCampaign = new Map<string, CampaignViews>();
  for (const group of groups) {
    const properties = parseProperties(group.properties);
    const key: CampaignKey = {
      source: campaignField(properties, 'utm_source'),
      medium: campaignField(properties, 'utm_medium'),
      campaign: campaignField(properties, 'utm_campaign'),
    };
    const id = JSON.stringify([key.source, key.medium, key.campaign]);
    const known = byCampaign.get(id);
    if (known) known.views += Number(group.views);
    else byCampaign.set(id, { ...key, views: Number(group.views) });
  }
  return [...byCampaign.values()];
}

/**
 * Leads first sent in the range, per campaign, with how many of them are confirmed
 * (../back-office/lead-confirmed.ts) and won. A lead the team marked spam is no lead of any
 * campaign and is left out.
 */
export async function countLeadsByCampaign(db: Kysely<Database>, range: TimeRange): Promise<CampaignLeads[]> {
  const rows = await db
    .selectFrom('leads')
    .select((eb) => [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      eb.fn.countAll<number>().as('leads'),
      eb.fn.sum<number>(eb.case().when(confirmedLead(eb)).then(1).else(0).end()).as('confirmed'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'won').then(1).else(0).end()).as('won'),
    ])
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .where('status', '!=', 'spam')
    .groupBy(['utm_source', 'utm_medium', 'utm_campaign'])
    .execute();
  return rows.map((row) => ({
    source: row.utm_source,
    medium: row.utm_medium,
    campaign: row.utm_campaign,
    leads: Number(row.leads),
    confirmed: Number(row.confirmed),
    won: Number(row.won),
  }));
}
