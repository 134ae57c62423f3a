/**
 * The stored side of recovery codes (docs/decisions.md §96): only hashes, a set replaced as a
 * whole, and each code spent by the UPDATE that checks it is unspent, so two requests cannot
 * both use one.
 *
 * @example const spent = await spendRecoveryCode(db, userId, recoveryCodeHash(typed), now);
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

/** Replaces the user's codes with these hashes; the old codes stop working. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: string,
  codeHashes: readonly string[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto('recovery_codes')
    .values(
      codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now.toISOString() })),
    )
    .execute();
}

/** Marks the code of this hash used; false when the user has no such unused code. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteRecoveryCodes(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
