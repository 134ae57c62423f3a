/**
 * The filters of the leads inbox as its query states them (whole UTC days, `confirmed=yes`),
 * turned into the repository's (ISO bounds, a boolean), and back into what an audit entry
 * records: the filters a staff member listed or exported with (docs/back-office.md#audit-log).
 *
 * @example const filter = inboxFilter(c.req.valid('query'));
 */
import type { LeadExportQuery } from '@alpora/shared/schemas/admin-leads';
import type { LeadInboxFilter } from '#api/repositories/lead-inbox.ts';

const DAY_MS = 86_400_000;

export function inboxFilter(query: LeadExportQuery): LeadInboxFilter {
  const { kind, status, from, to, source, medium, campaign, locale, confirmed, q } = query;
  return {
    kind,
    status,
    locale,
    // `to` is a whole day, included: the bound is the start of the next one.
    from: from ? `${from}T00:00:00.000Z` : undefined,
    before: to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
    source,
    medium,
    campaign,
    confirmed: confirmed === undefined ? undefined : confirmed === 'yes',
    q,
  };
}

/** The filters given, as the audit entry records them; absent ones left out. */
export function filterDetail(query: LeadExportQuery): Record<string, string> {
  const { kind, status, from, to, source, medium, campaign, locale, confirmed, q } = query;
  const given = { kind, status, from, to, source, medium, campaign, locale, confirmed, q };
  return Object.fromEntries(Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
