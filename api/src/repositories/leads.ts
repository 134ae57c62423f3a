/**
 * Leads storage (docs/product.md#leads). A submission is recognised by its client id (a retry
 * changes nothing); a new submission for an email and kind already stored updates that lead;
 * anything else creates one. Every accepted submission is kept with its payload. An update
 * never replaces what an earlier submission stored: it fills only what is still empty, counts
 * the submission and moves the last activity (`repeatValues`, docs/decisions.md §240), except its
 * language: the newest submission's page says which language the person reads now
 * (docs/decisions.md §303).
 */
import type { Lead, LeadKind, LeadResponse } from '@alpora/shared/schemas/leads';
import type { Kysely, Transaction } from 'kysely';
import { DatabaseUnavailableError } from '#api/db/database-unavailable.ts';
import type { Database, LeadRow, NewLead } from '#api/db/schema.ts';
import { isWriteConflict } from '#api/db/write-conflict.ts';
import { searchKeyOf } from '#api/lib/search-key.ts';
import { enqueueLeadMails, type LeadMailSettings, queuesLeadMail } from './lead-mails.ts';
import { requestLeadSubscription } from './lead-subscription.ts';

type LeadValues = Omit<NewLead, 'id' | 'public_id' | 'kind' | 'submission_count' | 'created_at' | 'updated_at'>;

/**
 * The key the inbox's search compares (docs/decisions.md §190): the name (first and last joined
 * when there is no name), the address and the company. Written with every insert and update.
 */
export function leadSearchKey(lead: Pick<NewLead, 'name' | 'first_name' | 'last_name' | 'email' | 'company'>): string {
  const name = lead.name ?? ([lead.first_name, lead.last_name].filter(Boolean).join(' ') || null);
  return searchKeyOf([name, lead.email, lead.company]);
}

/** The lead's columns, its search key included. */
function leadValues(lead: Lead): LeadValues {
  const values = fieldValues(lead);
  return { ...values, search_key: leadSearchKey(values) };
}

/** The lead's fields; a field the kind does not have is stored as null. */
function fieldValues(lead: Lead): Omit<LeadValues, 'search_key'> {
  const base = {
    email: lead.email,
    locale: lead.locale,
    consent_version: lead.consentVersion,
    consented_at: lead.ts,
    consent_page: lead.page,
    utm_source: lead.utm_source ?? null,
    utm_medium: lead.utm_medium ?? null,
    utm_campaign: lead.utm_campaign ?? null,
    referrer: lead.referrer ?? null,
  };
  const empty = {
    name: null,
    first_name: null,
    last_name: null,
    company: null,
    persona: null,
    selected_plan: null,
    role: null,
    aum_band: null,
    use_case: null,
    monthly_volume: null,
    timeline: null,
    infrastructure: null,
    message: null,
  };
  switch (lead.kind) {
    case 'waitlist':
    case 'plan':
      return {
        ...base,
        ...empty,
        // The name is first and last joined; joined here so it always matches them.
        name: `${lead.firstName} ${lead.lastName}`,
        first_name: lead.firstName,
        last_name: lead.lastName,
        company: lead.company ?? null,
        persona: lead.interest,
        selected_plan: lead.selectedPlan ?? null,
      };
    case 'one-pager':
      return { ...base, ...empty, role: lead.role, aum_band: lead.aumBand };
    case 'demo':
      return { ...base, ...empty, name: lead.name, company: lead.company ?? null, message: lead.message ?? null };
    case 'contact':
      return { ...base, ...empty, name: lead.name, message: lead.message };
    case 'design-partner':
      return {
        ...base,
        ...empty,
        company: lead.company,
        role: lead.role,
        use_case: lead.useCase,
        monthly_volume: lead.monthlyVolume,
        timeline: lead.timeline,
        infrastructure: lead.infrastructure ?? null,
      };
  }
}

/** The consent record and the campaign of a lead: kept from its first submission. */
export const CONSENT_AND_CAMPAIGN_COLUMNS = [
  'consent_version',
  'consented_at',
  'consent_page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer',
] as const;

/**
 * The columns a repeat may fill, in groups kept whole: a name is never the first name of one
 * submission and the last name of another, a consent record never the version of one visit with
 * the time of another, a campaign never the source of one visit with the campaign of another.
 * The email is the lead's key and never changes.
 */
const FILLABLE_GROUPS = [
  ['name', 'first_name', 'last_name'],
  ['consent_version', 'consented_at', 'consent_page'],
  ['utm_source', 'utm_medium', 'utm_campaign', 'referrer'],
  ['company'],
  ['persona'],
  ['selected_plan'],
  ['role'],
  ['aum_band'],
  ['use_case'],
  ['monthly_volume'],
  ['timeline'],
  ['infrastructure'],
  ['message'],
] as const satisfies readonly (readonly (keyof LeadValues & keyof LeadRow)[])[];

type FillableColumn = (typeof FILLABLE_GROUPS)[number][number];
type StoredValues = Pick<LeadRow, FillableColumn | 'search_key'>;

const STORED_COLUMNS: FillableColumn[] = FILLABLE_GROUPS.flat();

/**
 * What a repeat writes into the lead it updates (docs/decisions.md §240): only the groups of
 * columns still empty, from this submission; every value an earlier submission stored stays.
 * The lead is what the person first told us, with the consent record they gave it under; what
 * a later submission says differently is kept in its own submission row, which the inbox shows
 * beside the others. The search key gains this submission's name, email and company, so the
 * inbox finds the lead by any name it was ever sent under.
 */
export function repeatValues(stored: StoredValues, submitted: LeadValues): Partial<LeadValues> {
  const filled: Partial<LeadValues> = {};
  for (const group of FILLABLE_GROUPS) {
    if (group.some((column) => stored[column] !== null && stored[column] !== '')) continue;
    for (const column of group) Object.assign(filled, { [column]: submitted[column] });
  }
  return { ...filled, search_key: mergedSearchKey(stored.search_key, submitted.search_key) };
}

/**
 * The most lines a lead's search key holds: about ten submissions of three fields each. Anyone
 * may post any name for an address, so the key of one lead must not grow with every post; the
 * lines kept are the earliest, and the submissions still hold every name.
 */
export const SEARCH_KEY_MAX_LINES = 30;

/** The lines of both keys, each once, the stored ones first, at most `SEARCH_KEY_MAX_LINES`. */
function mergedSearchKey(stored: string, submitted: string): string {
  const lines = [...stored.split('\n'), ...submitted.split('\n')].filter((line) => line.length > 0);
  return [...new Set(lines)].slice(0, SEARCH_KEY_MAX_LINES).join('\n');
}

/**
 * How many times one lead is written before giving up on a unique violation. One retry is
 * enough in practice: the violation means the other row is committed, so the retry reads it.
 */
const WRITE_CONFLICT_ATTEMPTS = 3;

/**
 * Stores one lead in its own transaction. When several processes share the database, another
 * one may store the same client id, or the first lead of the same email and kind, between this
 * transaction's read and its insert; the insert then meets the unique constraint, and the lead
 * is written again, so it is stored as a replay or an update like any later repeat
 * (docs/decisions.md §63). Never a duplicate row, never a 500.
 */
export async function saveLead(
  db: Kysely<Database>,
  lead: Lead,
  at: Date,
  mail: LeadMailSettings,
): Promise<LeadResponse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => saveLeadInTransaction(trx, lead, at, mail));
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      if (attempt >= WRITE_CONFLICT_ATTEMPTS) {
        // Other writers keep claiming this lead's keys: nothing of it was stored, so the 503
        // lets the browser's outbox send it again (docs/decisions.md §53).
        throw new DatabaseUnavailableError('write conflict', { cause: error });
      }
    }
  }
}

/**
 * Stores one lead inside the caller's transaction (see lead-writer.ts for batches), with the
 * mails it causes (./lead-mails.ts) and the updates subscription it asks for
 * (./lead-subscription.ts): they commit or roll back with it, and a replay queues none. A
 * booked demo passes `leadMails: false`: its own mails, with the invitation, replace the
 * request's notification and acknowledgement (docs/decisions.md §169).
 */
export async function saveLeadInTransaction(
  trx: Transaction<Database>,
  lead: Lead,
  at: Date,
  mail: LeadMailSettings,
  options: { leadMails?: boolean } = {},
): Promise<LeadResponse> {
  const now = at.toISOString();
  const { website: _honeypot, ...payload } = lead;
  const seen = await trx
    .selectFrom('lead_submissions')
    .select('client_id')
    .where('client_id', '=', lead.clientId)
    .executeTakeFirst();
  // Every answer echoes this submission's client id, never a stored lead's, and a new lead and an
  // update answer alike: an address's history is not told to whoever posts it (docs/decisions.md §80).
  if (seen) return { id: lead.clientId, outcome: 'replayed' };

  const values = leadValues(lead);
  const existing = await trx
    .selectFrom('leads')
    .select(['id', 'search_key', ...STORED_COLUMNS])
    .where('kind', '=', lead.kind)
    .where('email', '=', lead.email)
    .executeTakeFirst();

  let leadId: number;
  if (existing) {
    await trx
      .updateTable('leads')
      .set((eb) => ({
        ...repeatValues(existing, values),
        locale: values.locale,
        // The last activity: the retention period runs from it (docs/product.md#leads).
        updated_at: now,
        submission_count: eb('submission_count', '+', 1),
      }))
      .where('id', '=', existing.id)
      .execute();
    leadId = existing.id;
  } else {
    const inserted = await trx
      .insertInto('leads')
      .values({ ...values, public_id: lead.clientId, kind: lead.kind, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    leadId = inserted.id;
  }
  await trx
    .insertInto('lead_submissions')
    .values({ client_id: lead.clientId, lead_id: leadId, payload: JSON.stringify(payload), received_at: now })
    .execute();
  if (queuesLeadMail(lead.kind) && options.leadMails !== false)
    await enqueueLeadMails(trx, { leadId, page: lead.page, fields: values }, mail, at);
  await requestLeadSubscription(trx, lead, mail, at);
  return { id: lead.clientId, outcome: 'accepted' };
}

export interface LeadFilter {
  kind?: LeadKind | undefined;
  /** Inclusive lower bound on created_at (ISO). */
  from?: string | undefined;
  /** Exclusive upper bound on created_at (ISO). */
  before?: string | undefined;
}

export function listLeads(db: Kysely<Database>, filter: LeadFilter = {}): Promise<LeadRow[]> {
  let query = db.selectFrom('leads').selectAll().orderBy('created_at').orderBy('id');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.before) query = query.where('created_at', '<', filter.before);
  return query.execute();
}

export async function countLeads(db: Kysely<Database>, kind: LeadKind): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select(db.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
