/**
 * The rate-limit counts an erasure deletes (docs/privacy.md#requests): the shared counts in
 * `rate_limit_counters` whose key names the person, found by the exact keys the limiters build,
 * never by a substring (which would reset other people's limits: `ada@x.com` is inside
 * `bada@x.com`). They are the login throttle's counts of a username or address typed to sign
 * in (from everywhere, and from each network: those keys start with the name and a line break),
 * and the API limit's count of each account. The other limiters count networks only. Counts
 * in memory (one SQLite server) are not stored and end with their window.
 *
 * @example await deleteRateCounts(trx, { names: ['ada', 'ada@example.com'], box: mailbox('ada@example.com'), accountIds: [userId] });
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { LOGIN_LIMITERS, loginPairKey, loginUsernameKey } from '#api/auth/login-throttle.ts';
import type { Database } from '#api/db/schema.ts';
import { API_LIMITER, apiCallerKey } from '#api/http/api-rate-limit.ts';
import { storedKey } from '#api/http/rate-counters.ts';
import type { Mailbox } from './address-match.ts';

export interface RateCountOwners {
  /** What the person may type to sign in: their usernames and addresses. */
  names: readonly string[];
  /**
   * Their mailbox: an address of it typed with any `+tag` is theirs too, matched as a whole key
   * by the mailbox's pattern (`local+%@domain`, escaped), never as a part of a longer one.
   */
  box: Mailbox;
  /** Their accounts, counted by the API limit when signed in. */
  accountIds: readonly string[];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Deletes the counts keyed by the person's names and accounts; answers how many went. */
export async function deleteRateCounts(trx: Kysely<Database>, owners: RateCountOwners): Promise<number> {
  const names = [...new Set(owners.names.map(loginUsernameKey))];
  const exact: { scope: string; key: string }[] = [
    ...names.map((name) => ({ scope: LOGIN_LIMITERS.username, key: storedKey(name) })),
    ...owners.accountIds.map((id) => ({ scope: API_LIMITER, key: storedKey(apiCallerKey(id, '')) })),
  ];
  // A pair's key is the name, a line break and the network: its start is known, its end is not.
  // Names are at most 254 characters, so a pair's key is never long enough to be stored as a digest.
  const pairPrefixes = [
    ...names.map((name) => `${escapeLike(loginPairKey(name, ''))}%`),
    `${owners.box.taggedPattern}${loginPairKey('', '')}%`,
  ];
  const result = await trx
    .deleteFrom('rate_limit_counters')
    .where((eb) =>
      eb.or([
        ...exact.map(({ scope, key }) => eb.and([eb('scope', '=', scope), eb('key', '=', key)])),
        eb.and([
          eb('scope', '=', LOGIN_LIMITERS.username),
          sql<boolean>`${sql.ref('key')} like ${owners.box.taggedPattern} escape '\\'`,
        ]),
        ...pairPrefixes.map((prefix) =>
          eb.and([eb('scope', '=', LOGIN_LIMITERS.pair), sql<boolean>`${sql.ref('key')} like ${prefix} escape '\\'`]),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
