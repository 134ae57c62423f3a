/**
 * The links of account mails as rows (docs/decisions.md §91, §92): a token is issued for one
 * account, purpose and address, stored as its SHA-256 only (../mail/link-tokens.ts), and taken
 * at most once: taking it marks it used in the same statement, so two clicks racing on one
 * link cannot both succeed, on either engine. The plain token exists only in the queued mail.
 *
 * @example const token = await issueAccountToken(trx, { userId, purpose: 'password-reset', email, validMs }, now);
 */
import type { Kysely } from 'kysely';
import type { AccountTokenRow, Database } from '#api/db/schema.ts';
import { isLinkTokenShaped, linkTokenHash, newLinkToken } from '#api/mail/link-tokens.ts';

export type AccountTokenPurpose = 'verify-email' | 'password-reset' | 'account-setup';

interface NewAccountToken {
  userId: string;
  purpose: AccountTokenPurpose;
  /** The address the link is mailed to. */
  email: string;
  /** How long the link works. */
  validMs: number;
}

/** Stores a new token's hash and answers the plain token, which only the mail will hold. */
export async function issueAccountToken(db: Kysely<Database>, token: NewAccountToken, now: Date): Promise<string> {
  const plain = newLinkToken();
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: linkTokenHash(plain),
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + token.validMs).toISOString(),
      used_at: null,
    })
    .execute();
  return plain;
}

/** The unused, unexpired token of this purpose, without taking it; undefined for anything else. */
export async function findUsableAccountToken(
  db: Kysely<Database>,
  token: string | undefined,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  if (!isLinkTokenShaped(token)) return undefined;
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', linkTokenHash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Marks an unused, unexpired token of this purpose used and answers its row; undefined for
 * anything else (unknown, spent, expired, another purpose, not even token-shaped).
 */
export async function takeAccountToken(
  db: Kysely<Database>,
  token: string | undefined,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  if (!isLinkTokenShaped(token)) return undefined;
  return db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', linkTokenHash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();
}

/** Ends every link of this purpose an account has, used or not (a new password ends reset links). */
export async function deleteAccountTokensOf(
  db: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db.deleteFrom('account_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}

/** How many links of this purpose were issued to the account since `since`: the resend limit counts them. */
export async function countAccountTokensSince(
  db: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('account_tokens')
    .select(db.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes links that can no longer be used: those that expired, or were used, before `before`
 * (the caller keeps a day of them for the resend limit, which counts recent ones). Answers how many.
 */
export async function purgeSpentAccountTokens(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('account_tokens')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', before.toISOString()),
        eb.and([eb('used_at', 'is not', null), eb('used_at', '<=', before.toISOString())]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
