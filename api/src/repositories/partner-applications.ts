/**
 * Design-partner applications (docs/back-office.md#design-partners): the leads of kind
 * `design-partner`, with the team's decision stored on the lead. A seat of a cohort is taken by
 * an application accepted for it, and by nothing else: an application only asks for one.
 *
 * @example const taken = await acceptedSeats(db, DESIGN_PARTNER_COHORT.name);
 */
import type { Kysely } from 'kysely';
import type { Database, LeadRow } from '#api/db/schema.ts';

/** At most this many applications in one list, newest first; a cohort has a handful of seats. */
export const PARTNER_LIST_LIMIT = 500;

export type PartnerApplicationRow = Pick<
  LeadRow,
  | 'id'
  | 'public_id'
  | 'email'
  | 'company'
  | 'role'
  | 'use_case'
  | 'monthly_volume'
  | 'timeline'
  | 'infrastructure'
  | 'created_at'
  | 'updated_at'
  | 'partner_decision'
  | 'partner_cohort'
  | 'partner_decision_note'
  | 'partner_decided_by_name'
  | 'partner_decided_at'
>;

const COLUMNS = [
  'id',
  'public_id',
  'email',
  'company',
  'role',
  'use_case',
  'monthly_volume',
  'timeline',
  'infrastructure',
  'created_at',
  'updated_at',
  'partner_decision',
  'partner_cohort',
  'partner_decision_note',
  'partner_decided_by_name',
  'partner_decided_at',
] as const;

export function listPartnerApplications(db: Kysely<Database>): Promise<PartnerApplicationRow[]> {
  return db
    .selectFrom('leads')
    .select(COLUMNS)
    .where('kind', '=', 'design-partner')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PARTNER_LIST_LIMIT)
    .execute();
}

export function findPartnerApplication(
  db: Kysely<Database>,
  publicId: string,
): Promise<PartnerApplicationRow | undefined> {
  return db
    .selectFrom('leads')
    .select(COLUMNS)
    .where('kind', '=', 'design-partner')
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

/** Applications accepted for `cohort`: the seats it has taken. */
export async function acceptedSeats(db: Kysely<Database>, cohort: string): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select(db.fn.countAll<number>().as('count'))
    .where('kind', '=', 'design-partner')
    .where('partner_decision', '=', 'accepted')
    .where('partner_cohort', '=', cohort)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Writes the cohort's row, so that on PostgreSQL it stays locked until `trx` ends: a second
 * decision, from any process, waits here and then counts this one's seat (SQLite runs one write
 * transaction at a time).
 */
export async function lockCohort(trx: Kysely<Database>, cohort: string, now: Date): Promise<void> {
  const time = now.toISOString();
  await trx
    .insertInto('partner_cohorts')
    .values({ name: cohort, last_decided_at: time })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_decided_at: time }))
    .execute();
}

export interface StoredDecision {
  decision: 'accepted' | 'declined';
  cohort: string;
  note: string | null;
  decidedBy: { id: string | null; name: string };
}

export async function storePartnerDecision(
  trx: Kysely<Database>,
  leadId: number,
  { decision, cohort, note, decidedBy }: StoredDecision,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('leads')
    .set({
      partner_decision: decision,
      partner_cohort: cohort,
      partner_decision_note: note,
      partner_decided_by: decidedBy.id,
      partner_decided_by_name: decidedBy.name,
      partner_decided_at: now.toISOString(),
    })
    .where('id', '=', leadId)
    .execute();
}
