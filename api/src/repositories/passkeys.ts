/**
 * The passkeys of accounts (docs/security.md#passkeys): the credential id, its public key and
 * signature counter, and what the owner sees in the list (name, when added and last used,
 * synced or bound to one device). Every read and change of one passkey names its owner, so a
 * passkey id of another account finds nothing.
 *
 * @example const mine = await listPasskeys(db, user.id);
 */
import type { Kysely } from 'kysely';
import type { Database, PasskeyRow } from '#api/db/schema.ts';

export interface NewPasskey {
  id: string;
  userId: string;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

/** The owner's passkeys, oldest first. */
export function listPasskeys(db: Kysely<Database>, userId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A passkey by its credential id, whoever owns it (a sign-in learns the owner from it). */
export function findPasskey(db: Kysely<Database>, id: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a new passkey; false when this credential id is registered already. */
export async function insertPasskey(db: Kysely<Database>, passkey: NewPasskey, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      name: passkey.name,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      device_type: passkey.deviceType,
      backed_up: passkey.backedUp ? 1 : 0,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Records a sign-in with the passkey: its new counter, backup state and time. */
export async function recordPasskeyUse(
  db: Kysely<Database>,
  id: string,
  use: { counter: number; backedUp: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter: use.counter, backed_up: use.backedUp ? 1 : 0, last_used_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Renames the owner's passkey; false when the owner has none with this id. */
export async function renamePasskey(db: Kysely<Database>, userId: string, id: string, name: string): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the owner's passkey; false when the owner has none with this id. */
export async function deletePasskey(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The transports a stored passkey was registered with, for the browser's hints. */
export function passkeyTransports(row: PasskeyRow): string[] {
  if (!row.transports) return [];
  try {
    const parsed: unknown = JSON.parse(row.transports);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
