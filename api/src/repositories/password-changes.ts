/**
 * A password replaced, by a change on /account or a reset link (docs/decisions.md §92, §93): the
 * new hash and its time (`password_changed_at`), every reset link of the account ended, and
 * sessions signed out: all of them after a reset, every one but the caller's after a change
 * when the owner asks. One transaction, so a stolen session cannot outlive the new password.
 *
 * @example await db.transaction().execute((trx) => replacePassword(trx, { userId, passwordHash, keepSessionId: null }, now));
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { deleteAccountTokensOf } from './account-tokens.ts';

interface PasswordReplacement {
  userId: string;
  passwordHash: string;
  /** Sessions to end: 'all', 'none', or every one but this session's id. */
  endSessions: 'all' | 'none' | { except: string };
}

/** Answers how many sessions were ended. */
export async function replacePassword(
  trx: Kysely<Database>,
  replacement: PasswordReplacement,
  now: Date,
): Promise<number> {
  const { userId, endSessions } = replacement;
  await trx
    .updateTable('users')
    .set({ password_hash: replacement.passwordHash, password_changed_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  await deleteAccountTokensOf(trx, userId, 'password-reset');
  // A sign-in begun with the old password (waiting for its second step or its single sign-on
  // hand-over) must not finish after the change.
  await trx.deleteFrom('sign_in_ceremonies').where('user_id', '=', userId).execute();
  if (endSessions === 'none') return 0;
  let sessions = trx.deleteFrom('sessions').where('user_id', '=', userId);
  if (endSessions !== 'all') sessions = sessions.where('id', '!=', endSessions.except);
  const result = await sessions.executeTakeFirst();
  return Number(result.numDeletedRows);
}
