/**
 * One page of a log-like table, newest first by id (the order rows were written), each page
 * starting below the last id of the one before, so a row written while someone pages never
 * shifts a page (docs/decisions.md §110). The owner's security log, the outbox and the audit
 * log page this way.
 *
 * @example const page = await newestFirstPage(db.selectFrom('audit_log').selectAll(), { before, limit: 50 });
 */
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '#api/db/schema.ts';

export interface NewestFirstPage<Row> {
  rows: Row[];
  /** The id to ask the next page with; null on the last page. */
  nextBefore: number | null;
}

export interface PagePosition {
  /** The last id of the page before; undefined for the first page. */
  before: number | undefined;
  limit: number;
}

type LogTable = 'security_events' | 'mail_outbox' | 'audit_log';

export async function newestFirstPage<T extends LogTable, Row extends { id: number }>(
  query: SelectQueryBuilder<Database, T, Row>,
  { before, limit }: PagePosition,
): Promise<NewestFirstPage<Row>> {
  const id = sql.ref<number>('id');
  const from = before === undefined ? query : query.where(id, '<', before);
  // One more than the page tells whether another page follows.
  const rows = await from
    .orderBy(id, 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextBefore: rows.length > limit && last ? last.id : null };
}
