/**
 * The allowance of account links (docs/decisions.md §117): an account gets at most
 * ACCOUNT_LINKS_PER_HOUR verification links and as many reset links in any hour, and
 * ACCOUNT_LINKS_PER_DAY of each in any 24 hours, counted from its
 * `account_tokens` rows of that purpose. These mails go to the account's own address, so they do
 * not draw on the mailbox's daily share of visitor mails (./visitor-mail-cap.ts): newsletter, lead
 * and registration forms anyone can fill in cannot use up the owner's way back into the account.
 *
 * @example if (await claimAccountLink(trx, user.id, 'password-reset', now)) await queuePasswordResetMail(trx, settings, user, now);
 */
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { type AccountTokenPurpose, countAccountTokensSince } from './account-tokens.ts';

/** Links of one purpose one account may be mailed in any hour. */
export const ACCOUNT_LINKS_PER_HOUR = 3;
/**
 * And in any 24 hours: anyone who knows an address can ask for its reset links, so without a
 * daily ceiling the hourly one would let a stranger send the owner 72 mails a day.
 */
export const ACCOUNT_LINKS_PER_DAY = 6;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Whether a link of `purpose` may be issued to the account in `trx` now. The account's row is
 * written first: on PostgreSQL it stays locked until `trx` ends, so a second claim for the account,
 * from any process, waits and then counts this one's link (SQLite runs one write transaction at a
 * time). An id no account has (a reset asked for an unknown address) does the same work and is
 * allowed: nothing is mailed to it anyway.
 */
export async function claimAccountLink(
  trx: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<boolean> {
  await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
  const lastHour = await countAccountTokensSince(trx, userId, purpose, new Date(now.getTime() - HOUR_MS));
  if (lastHour >= ACCOUNT_LINKS_PER_HOUR) return false;
  const lastDay = await countAccountTokensSince(trx, userId, purpose, new Date(now.getTime() - DAY_MS));
  return lastDay < ACCOUNT_LINKS_PER_DAY;
}
