/**
 * What the retention purge deletes of shared rate-limit counts (docs/privacy.md#retention): a
 * counter whose window ended counts nothing any more. Each limiter already sweeps its own
 * ended counters while it is called (../http/rate-counters.ts); this also reaches those of a
 * limiter nobody called since, whose keys (network addresses, typed addresses) would stay.
 *
 * @example await deleteEndedRateCounters(db, now);
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

/** Deletes the counters of every limiter whose window ended at or before `now`; answers how many went. */
export async function deleteEndedRateCounters(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('reset_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
