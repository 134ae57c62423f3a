/**
 * The short-lived state of a sign-in ceremony (a sign-in waiting for its second step, a
 * WebAuthn challenge, an OpenID Connect request), kept on the server by the SHA-256 of a random
 * token that only the browser holds, in an HttpOnly cookie. Each ceremony is used once: finding
 * it for its purpose and deleting it are one step, so a replayed cookie finds nothing.
 *
 * @example const token = await createCeremony(db, { purpose: 'second-step', userId, data, ttlMs }, now);
 */
import type { Kysely } from 'kysely';
import type { Database, SignInCeremonyRow } from '#api/db/schema.ts';
import { linkTokenHash, newLinkToken } from '#api/mail/link-tokens.ts';

export const CEREMONY_PURPOSES = ['second-step', 'passkey-register', 'passkey-sign-in', 'sso'] as const;
export type CeremonyPurpose = (typeof CEREMONY_PURPOSES)[number];

export interface NewCeremony {
  purpose: CeremonyPurpose;
  userId: string | null;
  data: Record<string, unknown>;
  ttlMs: number;
}

export interface Ceremony<Data = Record<string, unknown>> {
  id: string;
  userId: string | null;
  data: Data;
  attempts: number;
}

/** Stores a ceremony and answers the plain token for the browser's cookie. */
export async function createCeremony(db: Kysely<Database>, ceremony: NewCeremony, now: Date): Promise<string> {
  const token = newLinkToken();
  await db
    .insertInto('sign_in_ceremonies')
    .values({
      id: linkTokenHash(token),
      purpose: ceremony.purpose,
      user_id: ceremony.userId,
      data: JSON.stringify(ceremony.data),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ceremony.ttlMs).toISOString(),
    })
    .execute();
  return token;
}

function toCeremony<Data>(row: SignInCeremonyRow): Ceremony<Data> {
  return { id: row.id, userId: row.user_id, data: JSON.parse(row.data) as Data, attempts: row.attempts };
}

/** The live ceremony of this token and purpose, left in place (a second step may be retried). */
export async function findCeremony<Data>(
  db: Kysely<Database>,
  token: string,
  purpose: CeremonyPurpose,
  now: Date,
): Promise<Ceremony<Data> | null> {
  const row = await db
    .selectFrom('sign_in_ceremonies')
    .selectAll()
    .where('id', '=', linkTokenHash(token))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? toCeremony<Data>(row) : null;
}

/**
 * Takes the live ceremony of this token and purpose: answers it and deletes it in one step, so
 * of two requests with one token exactly one gets it.
 */
export async function takeCeremony<Data>(
  db: Kysely<Database>,
  token: string,
  purpose: CeremonyPurpose,
  now: Date,
): Promise<Ceremony<Data> | null> {
  const row = await db
    .deleteFrom('sign_in_ceremonies')
    .where('id', '=', linkTokenHash(token))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();
  return row ? toCeremony<Data>(row) : null;
}

/** Counts one more failed attempt and answers the new count. */
export async function countCeremonyAttempt(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .updateTable('sign_in_ceremonies')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Deletes a ceremony; false when another request already did (only one may finish it). */
export async function deleteCeremony(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sign_in_ceremonies').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes ceremonies past their expiry; the retention purge calls it. */
export async function deleteExpiredCeremonies(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('sign_in_ceremonies')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
