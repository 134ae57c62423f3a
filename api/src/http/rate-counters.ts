/**
 * Where rate limits keep their counts (docs/decisions.md §61). Each limiter counts calls per
 * client key in fixed windows; the store answers the count after this call and when the
 * window ends.
 *
 * - In memory, for the embedded SQLite server: one process serves a data folder (the data
 *   folder's lock), so its memory is the whole truth, and a count costs no write.
 * - In the database, for PostgreSQL: every API process on one database shares one count per
 *   client, so a client gets the same number of calls whichever process answers. One upsert
 *   per call counts and reads atomically; expired rows are deleted at most once a window.
 *
 * @example const counters = memoryRateCounters('login-ip'); await counters.add('203.0.113.7', now, 60_000)
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '#api/db/schema.ts';

export interface WindowCount {
  /** Calls counted in the current window, this one included. */
  count: number;
  /** When the window ends, in epoch milliseconds. */
  resetAt: number;
}

export interface RateCounters {
  /** Counts one call of `key`; a new window starts when the last one has ended. */
  add(key: string, now: Date, windowMs: number): Promise<WindowCount>;
  /** Forgets the key's count, as if it had made no call this window. */
  forget(key: string): Promise<void>;
}

/** Makes the counters of one limiter; `scope` names it, so two limiters never share a count. */
export type RateCountersFactory = (scope: string, options?: { maxKeys?: number }) => RateCounters;

/** Bounds each in-memory limiter: a flood of addresses or usernames cannot grow it further. */
export const MAX_KEYS = 10_000;

export const memoryRateCounters: RateCountersFactory = (_scope, options = {}) => {
  const maxKeys = options.maxKeys ?? MAX_KEYS;
  const buckets = new Map<string, WindowCount>();
  let nextSweep = 0;

  const sweep = (now: number, windowMs: number) => {
    for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key);
    nextSweep = now + windowMs;
  };

  return {
    async add(key, at, windowMs) {
      const now = at.getTime();
      if (now >= nextSweep) sweep(now, windowMs);
      let bucket = buckets.get(key);
      if (!bucket || bucket.resetAt <= now) {
        if (!bucket && buckets.size >= maxKeys) {
          sweep(now, windowMs);
          // Still full: forget the oldest key (a Map keeps insertion order, so it comes first).
          const oldest = buckets.size >= maxKeys ? buckets.keys().next().value : undefined;
          if (oldest !== undefined) buckets.delete(oldest);
        }
        bucket = { count: 0, resetAt: now + windowMs };
        buckets.delete(key);
        buckets.set(key, bucket);
      }
      bucket.count += 1;
      return { count: bucket.count, resetAt: bucket.resetAt };
    },
    async forget(key) {
      buckets.delete(key);
    },
  };
};

/** The longest key the table's `key` column holds. */
const MAX_STORED_KEY_LENGTH = 400;
const DIGEST_PREFIX = 'sha256:';

/**
 * The key as the table stores it: itself, or its digest when longer than the column (a login
 * username of 254 characters can lower-case to twice as many), so no input fails the upsert.
 * A short key that looks like a digest is hashed too, so two keys never share a row.
 */
export function storedKey(key: string): string {
  if (key.length <= MAX_STORED_KEY_LENGTH && !key.startsWith(DIGEST_PREFIX)) return key;
  return `${DIGEST_PREFIX}${createHash('sha256').update(key).digest('hex')}`;
}

/** Counters in the `rate_limit_counters` table, shared by every process on the database. */
export function databaseRateCounters(db: Kysely<Database>): RateCountersFactory {
  return (scope) => {
    let nextSweep = 0;

    async function sweep(now: Date, windowMs: number): Promise<void> {
      nextSweep = now.getTime() + windowMs;
      await db
        .deleteFrom('rate_limit_counters')
        .where('scope', '=', scope)
        .where('reset_at', '<=', now.toISOString())
        .execute();
    }

    return {
      async add(key, now, windowMs) {
        if (now.getTime() >= nextSweep) await sweep(now, windowMs);
        const stored = storedKey(key);
        const at = now.toISOString();
        const nextReset = new Date(now.getTime() + windowMs).toISOString();
        // One statement counts and reads: two processes counting the same key at once each see
        // their own total, never the same one.
        const row = await db
          .insertInto('rate_limit_counters')
          .values({ scope, key: stored, count: 1, reset_at: nextReset })
          .onConflict((oc) =>
            oc.columns(['scope', 'key']).doUpdateSet({
              count: sql<number>`case when rate_limit_counters.reset_at <= ${at} then 1 else rate_limit_counters.count + 1 end`,
              reset_at: sql<string>`case when rate_limit_counters.reset_at <= ${at} then ${nextReset} else rate_limit_counters.reset_at end`,
            }),
          )
          .returning(['count', 'reset_at'])
          .executeTakeFirstOrThrow();
        return { count: row.count, resetAt: Date.parse(row.reset_at) };
      },
      async forget(key) {
        await db
          .deleteFrom('rate_limit_counters')
          .where('scope', '=', scope)
          .where('key', '=', storedKey(key))
          .execute();
      },
    };
  };
}
