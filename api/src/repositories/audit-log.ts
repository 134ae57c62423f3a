/**
 * Reading the audit log (docs/back-office.md#audit-log), newest first by the order entries were
 * written, each page starting below the last id of the one before, so entries written while an
 * administrator pages never shift a page. The filters are the same for a page and an export.
 * Nothing here changes an entry: the only delete is the retention purge's.
 *
 * @example const { rows, nextBefore } = await auditLogPage(db, { action: 'user.' }, { before: undefined, limit: 50 });
 */
import type { AuditFilters } from '@alpora/shared/schemas/admin-audit';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { asciiLower, asciiLowerCase } from '#api/db/ascii-lower.ts';
import type { AuditLogRow, Database } from '#api/db/schema.ts';
import { type NewestFirstPage, newestFirstPage, type PagePosition } from './newest-first-page.ts';

/** `value` as the start of a LIKE pattern, its own `%`, `_` and `\` taken literally. */
export function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const DAY_MS = 86_400_000;

function filtered<O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'audit_log', O>,
  { actor, action, subject, from, to }: AuditFilters,
): SelectQueryBuilder<Database, 'audit_log', O> {
  let narrowed = query;
  // Actors are usernames or `operator`, ASCII only: lowered alike on both engines, any locale.
  if (actor) narrowed = narrowed.where(asciiLower(db, 'actor_name'), '=', asciiLowerCase(actor));
  if (action) narrowed = narrowed.where(sql<boolean>`action like ${likePrefix(asciiLowerCase(action))} escape '\\'`);
  if (subject)
    narrowed = narrowed.where((eb) => eb.or([eb('subject_id', '=', subject), eb('subject_type', '=', subject)]));
  if (from) narrowed = narrowed.where('created_at', '>=', `${from}T00:00:00.000Z`);
  if (to) {
    const dayAfter = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString();
    narrowed = narrowed.where('created_at', '<', dayAfter);
  }
  return narrowed;
}

export type AuditLogPage = NewestFirstPage<AuditLogRow>;

export async function auditLogPage(
  db: Kysely<Database>,
  filters: AuditFilters,
  position: PagePosition,
): Promise<AuditLogPage> {
  return newestFirstPage(filtered(db, db.selectFrom('audit_log').selectAll(), filters), position);
}

/** How many entries the filters find, to refuse an export larger than one answer should be. */
export async function countAuditEntries(db: Kysely<Database>, filters: AuditFilters): Promise<number> {
  const row = await filtered(
    db,
    db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('count')),
    filters,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every entry the filters find, newest first. */
export function auditEntries(db: Kysely<Database>, filters: AuditFilters): Promise<AuditLogRow[]> {
  return filtered(db, db.selectFrom('audit_log').selectAll(), filters).orderBy('id', 'desc').execute();
}

/** Deletes entries written before `before` (the retention purge only); answers how many. */
export async function deleteAuditEntriesBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
