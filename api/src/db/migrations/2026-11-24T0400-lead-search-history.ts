import { type Kysely, sql } from 'kysely';
import { searchKeyAtMigration } from './2026-11-23T0900-search-keys.ts';

/**
 * The search key of a lead covers every submission (docs/decisions.md §240): a repeat now adds
 * its name, address and company to the key, and no longer replaces the lead's. This gives the
 * leads stored before, whose key held only their last submission's, the lines of all their
 * submissions, read from each stored payload (`name`, or first and last name joined; `email`;
 * `company`). The lead's own values are left as they are.
 *
 * A migration never imports the application: the key's rules are the search keys migration's
 * copy, which its test checks against the API's.
 */

const BATCH = 500;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value : null;
}

/** The key lines of one stored payload; nothing from one that is not a JSON object. */
export function payloadKeyLines(payload: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return [];
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const fields = value as Record<string, unknown>;
  const joined = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ');
  const name = text(fields.name) ?? (joined || null);
  return [name, text(fields.email), text(fields.company)]
    .filter((field): field is string => field !== null)
    .map(searchKeyAtMigration);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function addSubmissionsToSearchKeys(db: Kysely<any>): Promise<void> {
  let after = -1;
  for (;;) {
    const leads = await db
      .selectFrom('leads')
      .select(['id', 'search_key'])
      .where('id', '>', after)
      .where('submission_count', '>', 1)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (leads.length === 0) break;
    const submissions = await db
      .selectFrom('lead_submissions')
      .select(['lead_id', 'payload'])
      .where(
        'lead_id',
        'in',
        leads.map((lead) => lead.id),
      )
      .orderBy('received_at')
      .execute();
    const keys = leads.map((lead) => {
      const lines = String(lead.search_key).split('\n');
      for (const submission of submissions) {
        if (Number(submission.lead_id) === Number(lead.id)) lines.push(...payloadKeyLines(String(submission.payload)));
      }
      return { id: lead.id, key: [...new Set(lines.filter((line) => line.length > 0))].join('\n') };
    });
    const changed = keys.filter((key, index) => key.key !== leads[index]?.search_key);
    if (changed.length > 0) {
      const cases = sql.join(
        changed.map(({ id, key }) => sql`when ${id} then ${key}`),
        sql` `,
      );
      const ids = sql.join(changed.map(({ id }) => sql`${id}`));
      await sql`update leads set search_key = case id ${cases} end where id in (${ids})`.execute(db);
    }
    if (leads.length < BATCH) break;
    after = Number(leads.at(-1)?.id);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await addSubmissionsToSearchKeys(db);
}

/** Nothing to undo: the keys only gained lines, which the API's searches tolerate either way. */
export async function down(): Promise<void> {}
