/**
 * The leads as the back office reads them (docs/back-office.md#leads-inbox): filtered by kind,
 * status, days, campaign, language, confirmation and a search over name, email and company; paged newest
 * first by keyset (../back-office/lead-cursor.ts) with the filter's total; and one lead with its
 * submissions, its mails (their delivery, never their body) and its history in the pipeline.
 * The CSV export of the inbox and of the CLI read their rows here too.
 *
 * @example const { rows, total, next } = await leadInboxPage(db, { campaign: 'q4-launch' }, { after: null, limit: 50 });
 */
import { STAFF_ROLES } from '@alpora/shared/roles';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import { confirmedLead } from '#api/back-office/lead-confirmed.ts';
import type { LeadCursor } from '#api/back-office/lead-cursor.ts';
import type { Database, LeadActivityRow, LeadRow, MailRow } from '#api/db/schema.ts';
import { searchPattern } from '#api/lib/search-key.ts';
import type { LeadFilter } from './leads.ts';

/** The inbox's filters; `from` is included and `before` excluded, both ISO times. */
export interface LeadInboxFilter extends LeadFilter {
  status?: string | undefined;
  source?: string | undefined;
  medium?: string | undefined;
  campaign?: string | undefined;
  /** The language of the newest submission's page (docs/decisions.md §303). */
  locale?: string | undefined;
  /** true: only confirmed leads (../back-office/lead-confirmed.ts); false: only the others. */
  confirmed?: boolean | undefined;
  /** Part of the name, email or company, in any case and with or without accents. */
  q?: string | undefined;
}

/** A lead with what the list shows beside its columns. */
export type InboxLead = LeadRow & { confirmed: boolean; owner: { id: string; username: string } | null };

/** The search compares keys the API wrote (docs/decisions.md §190), never the engine's `lower()`. */
function searchMatches(q: string) {
  return sql<boolean>`leads.search_key like ${searchPattern(q)} escape '\\'`;
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'leads', O>,
  filter: LeadInboxFilter,
): SelectQueryBuilder<Database, 'leads', O> {
  let q = query;
  if (filter.kind) q = q.where('leads.kind', '=', filter.kind);
  if (filter.status) q = q.where('leads.status', '=', filter.status);
  if (filter.from) q = q.where('leads.created_at', '>=', filter.from);
  if (filter.before) q = q.where('leads.created_at', '<', filter.before);
  if (filter.source) q = q.where('leads.utm_source', '=', filter.source);
  if (filter.medium) q = q.where('leads.utm_medium', '=', filter.medium);
  if (filter.campaign) q = q.where('leads.utm_campaign', '=', filter.campaign);
  if (filter.locale) q = q.where('leads.locale', '=', filter.locale);
  if (filter.confirmed === true) q = q.where((eb) => confirmedLead(eb));
  if (filter.confirmed === false) q = q.where((eb) => eb.not(confirmedLead(eb)));
  const search = filter.q;
  if (search) q = q.where(searchMatches(search));
  return q;
}

function withConfirmed(db: Kysely<Database>) {
  return db
    .selectFrom('leads')
    .selectAll('leads')
    .select((eb) => confirmedLead(eb).as('confirmed'));
}

/** The usernames of accounts by id; an id whose account is gone is missing from the map. */
async function usernamesOf(db: Kysely<Database>, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

function memberOf(id: string | null, usernames: Map<string, string>) {
  const username = id === null ? undefined : usernames.get(id);
  return id !== null && username !== undefined ? { id, username } : null;
}

/** PostgreSQL answers EXISTS as a boolean, SQLite as 0 or 1. */
async function toInboxLeads(db: Kysely<Database>, rows: (LeadRow & { confirmed: unknown })[]): Promise<InboxLead[]> {
  const usernames = await usernamesOf(
    db,
    rows.map((row) => row.owner_user_id),
  );
  return rows.map((row) => ({
    ...row,
    confirmed: Boolean(row.confirmed),
    owner: memberOf(row.owner_user_id, usernames),
  }));
}

export async function countInboxLeads(db: Kysely<Database>, filter: LeadInboxFilter): Promise<number> {
  const row = await filtered(
    db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('count')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface LeadInboxPage {
  rows: InboxLead[];
  total: number;
  /** Where the next page starts; null on the last page. */
  next: LeadCursor | null;
}

function isAfter(row: LeadCursor, after: LeadCursor): boolean {
  return row.createdAt < after.createdAt || (row.createdAt === after.createdAt && row.id < after.id);
}

/** The leads of these ids, newest first. */
async function leadsByIds(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return withConfirmed(db)
    .where('leads.id', 'in', ids)
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc')
    .execute();
}

/**
 * A search reads every row whatever the order (a substring has no index), so it is read once:
 * the matches' positions, counted and paged here, then the page's leads by id. Paging it in
 * the database would read the table twice, once for the total and once in `created_at` order
 * through the index, a lookup per row (docs/decisions.md §127).
 */
async function searchPage(
  db: Kysely<Database>,
  filter: LeadInboxFilter,
  { after, limit }: { after: LeadCursor | null; limit: number },
) {
  const all = await filtered(db.selectFrom('leads').select(['leads.id', 'leads.created_at']), filter).execute();
  const matches = all
    .map((row) => ({ createdAt: row.created_at, id: row.id }))
    .filter((row) => !after || isAfter(row, after))
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
  const found = await leadsByIds(
    db,
    matches.slice(0, limit + 1).map((row) => row.id),
  );
  return { found, total: all.length };
}

/** One page, newest first: the leads strictly after `after`, and the total of the filter. */
export async function leadInboxPage(
  db: Kysely<Database>,
  filter: LeadInboxFilter,
  { after, limit }: { after: LeadCursor | null; limit: number },
): Promise<LeadInboxPage> {
  let found: (LeadRow & { confirmed: unknown })[];
  let total: number;
  if (filter.q) {
    ({ found, total } = await searchPage(db, filter, { after, limit }));
  } else {
    let query = filtered(withConfirmed(db), filter);
    if (after) {
      query = query.where((eb) =>
        eb(eb.refTuple('leads.created_at', 'leads.id'), '<', eb.tuple(after.createdAt, after.id)),
      );
    }
    // One more than the page tells whether another page follows.
    [found, total] = await Promise.all([
      query
        .orderBy('leads.created_at', 'desc')
        .orderBy('leads.id', 'desc')
        .limit(limit + 1)
        .execute(),
      countInboxLeads(db, filter),
    ]);
  }
  const rows = await toInboxLeads(db, found.slice(0, limit));
  const last = rows.at(-1);
  return { rows, total, next: found.length > limit && last ? { createdAt: last.created_at, id: last.id } : null };
}

/** Every lead of the filter for an export, oldest first as the CLI writes them, at most `limit`. */
export async function leadsForExport(
  db: Kysely<Database>,
  filter: LeadInboxFilter,
  limit = Number.MAX_SAFE_INTEGER,
): Promise<InboxLead[]> {
  const rows = await filtered(withConfirmed(db), filter)
    .orderBy('leads.created_at')
    .orderBy('leads.id')
    .limit(limit)
    .execute();
  return toInboxLeads(db, rows);
}

export interface LeadRecord {
  lead: InboxLead;
  submissions: { client_id: string; payload: string; received_at: string }[];
  mails: Pick<
    MailRow,
    'template' | 'category' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'next_attempt_at' | 'sent_at'
  >[];
  activity: (LeadActivityRow & { owner: { id: string; username: string } | null })[];
}

/** Everything stored about one lead, by its public id; undefined when there is none. */
export async function findLeadRecord(db: Kysely<Database>, publicId: string): Promise<LeadRecord | undefined> {
  const row = await withConfirmed(db).where('leads.public_id', '=', publicId).executeTakeFirst();
  if (!row) return undefined;
  const [[lead], submissions, mails, activity] = await Promise.all([
    toInboxLeads(db, [row]),
    db
      .selectFrom('lead_submissions')
      .select(['client_id', 'payload', 'received_at'])
      .where('lead_id', '=', row.id)
      .orderBy('received_at')
      .orderBy('client_id')
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select(['template', 'category', 'status', 'attempts', 'last_error', 'created_at', 'next_attempt_at', 'sent_at'])
      .where('lead_id', '=', row.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('lead_activity').selectAll().where('lead_id', '=', row.id).orderBy('id').execute(),
  ]);
  if (!lead) return undefined;
  const usernames = await usernamesOf(
    db,
    activity.map((entry) => entry.owner_user_id),
  );
  return {
    lead,
    submissions,
    mails,
    activity: activity.map((entry) => ({ ...entry, owner: memberOf(entry.owner_user_id, usernames) })),
  };
}

/** Staff accounts that may own a lead: admins and sales, not suspended, by username. */
export function listTeam(db: Kysely<Database>): Promise<{ id: string; username: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role', 'in', STAFF_ROLES)
    .where('suspended_at', 'is', null)
    .orderBy('username')
    .execute();
}

/** One member of the team by id, or undefined for any other account or none. */
export function findTeamMember(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', id)
    .where('role', 'in', STAFF_ROLES)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
}
