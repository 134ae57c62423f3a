/**
 * The browsers each owner has signed in from (docs/decisions.md §111), by the SHA-256 of the
 * random id in the browser's `device` cookie, never the id itself. A sign-in from a browser not
 * listed for its owner is a new device, and the owner is mailed about it.
 *
 * @example const seen = await recordKnownDevice(trx, userId, deviceHash, now); // 'known' | 'first' | 'new'
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

/**
 * What this sign-in's browser is to its owner: `known` (seen before), `new` (not seen, while
 * others are), or `first` (the owner has no known browser yet, as at registration).
 */
export type DeviceSighting = 'known' | 'first' | 'new';

/** Lists the browser for its owner, or moves its last sighting to `now`; answers what it was. */
export async function recordKnownDevice(
  db: Kysely<Database>,
  userId: string,
  deviceHash: string,
  now: Date,
): Promise<DeviceSighting> {
  const at = now.toISOString();
  const seen = await db
    .updateTable('known_devices')
    .set({ last_seen_at: at })
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst();
  if (Number(seen.numUpdatedRows) > 0) return 'known';
  const other = await db
    .selectFrom('known_devices')
    .select('device_hash')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  // Two sign-ins of one new browser at once: the second finds the first's row and counts it known.
  const inserted = await db
    .insertInto('known_devices')
    .values({ user_id: userId, device_hash: deviceHash, first_seen_at: at, last_seen_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
    .returning('device_hash')
    .executeTakeFirst();
  if (!inserted) return 'known';
  return other ? 'new' : 'first';
}

/** Forgets browsers not seen since `before`; answers how many. */
export async function deleteDevicesNotSeenSince(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('known_devices')
    .where('last_seen_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
