/**
 * What the retention purge deletes of privacy requests (docs/privacy.md#retention): an answered
 * request (completed or declined) once the proof that we answered it is no longer needed, and a
 * request from the web form whose mailed link was never followed, which nobody asked us to answer.
 * An open request is never deleted: it waits for its answer.
 *
 * @example await deleteAnsweredPrivacyRequests(db, retentionCutoff(kind.retention, now));
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

/** Deletes the requests completed or declined before `cutoff`; answers how many went. */
export async function deleteAnsweredPrivacyRequests(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('privacy_requests')
    .where('status', 'in', ['completed', 'declined'])
    .where('completed_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the requests still unconfirmed that reached us before `cutoff`; answers how many went. */
export async function deleteUnconfirmedPrivacyRequests(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('privacy_requests')
    .where('status', '=', 'unconfirmed')
    .where('received_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
