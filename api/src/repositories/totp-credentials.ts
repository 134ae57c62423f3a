/**
 * An account's authenticator-app secret (docs/decisions.md §95). One row per user: unconfirmed
 * while enrolment waits for a first code, confirmed from then on. Accepting a code moves
 * last_used_step forward in the same UPDATE that checks it has not reached that step yet, so of
 * two requests with one code only one gets through.
 *
 * @example if (await acceptTotpStep(db, userId, step)) return finishSecondStep(...);
 */
import type { Kysely } from 'kysely';
import type { Database, TotpCredentialRow } from '#api/db/schema.ts';

export function findTotpCredential(db: Kysely<Database>, userId: string): Promise<TotpCredentialRow | undefined> {
  return db.selectFrom('totp_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Starts (or starts again) an enrolment with a new secret, in one statement so two requests
 * cannot collide; false when the user's credential is confirmed already (it is left alone).
 */
export async function startTotpEnrolment(
  db: Kysely<Database>,
  userId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  const enrolment = { secret, confirmed_at: null, last_used_step: null, created_at: now.toISOString() };
  const row = await db
    .insertInto('totp_credentials')
    .values({ user_id: userId, ...enrolment })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(enrolment).where('totp_credentials.confirmed_at', 'is', null))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Confirms a waiting enrolment with the step of its first code; false when none waits. */
export async function confirmTotpEnrolment(
  db: Kysely<Database>,
  userId: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('totp_credentials')
    .set({ confirmed_at: now.toISOString(), last_used_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records a confirmed credential's code as used; false when that step (or a later one) already was. */
export async function acceptTotpStep(db: Kysely<Database>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_credentials')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the credential, confirmed or not; false when there was none. */
export async function deleteTotpCredential(db: Kysely<Database>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('totp_credentials').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
