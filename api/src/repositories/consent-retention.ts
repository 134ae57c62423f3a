/**
 * What the retention purge deletes of cookie banner answers (docs/privacy.md#retention): each
 * one once the proof of what the visitor chose is no longer needed.
 *
 * @example await deleteConsentRecordsBefore(db, retentionCutoff(kind.retention, now));
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

/** Deletes the answers given before `cutoff`; answers how many went. */
export async function deleteConsentRecordsBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('consent_records')
    .where('created_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
