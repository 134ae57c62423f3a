/** Accounts (docs/product.md#accounts). Username and email are unique case-insensitively through `*_key`. */

import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#api/db/schema.ts';
import { searchKeyOf } from '#api/lib/search-key.ts';

interface NewUser {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  /** The language of the page the account was opened from (docs/decisions.md §303); English when unsaid. */
  locale?: Locale | undefined;
}

/**
 * The seeded demo account (docs/product.md#accounts): its name is reserved, so registration
 * never hands it to a person and the seeder never takes over a real account.
 */
export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@example.com';

export function isReservedUsername(username: string): boolean {
  return identityKey(username) === DEMO_USERNAME;
}

/** The lower-cased form that uniqueness and look-ups compare. */
export function identityKey(value: string): string {
  return value.trim().toLowerCase();
}

export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_key', '=', identityKey(username)).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of the two identities another account already holds. */
export async function takenIdentities(
  db: Kysely<Database>,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username_key', 'email_key'])
    .where((eb) => eb.or([eb('username_key', '=', identityKey(username)), eb('email_key', '=', identityKey(email))]))
    .execute();
  return {
    username: rows.some((row) => row.username_key === identityKey(username)),
    email: rows.some((row) => row.email_key === identityKey(email)),
  };
}

/**
 * The key the users section's search compares (docs/decisions.md §190): username, address, and
 * first and last name joined. Names and address are only ever written by `insertUser`.
 */
export function userSearchKey(user: Pick<NewUser, 'username' | 'email' | 'firstName' | 'lastName'>): string {
  return searchKeyOf([user.username, user.email, [user.firstName, user.lastName].filter(Boolean).join(' ')]);
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      username: user.username,
      username_key: identityKey(user.username),
      email: user.email,
      email_key: identityKey(user.email),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      search_key: userSearchKey(user),
      created_at: user.createdAt,
      locale: user.locale ?? DEFAULT_LOCALE,
    })
    .execute();
}

export async function updatePasswordHash(db: Kysely<Database>, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Sets the language the owner reads the site and their mail in (docs/decisions.md §303). */
export async function setUserLocale(db: Kysely<Database>, userId: string, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** The account with this email address (compared case-insensitively), or undefined. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', identityKey(email)).executeTakeFirst();
}

/**
 * Marks the account's address verified, only while it is still `email` (the address a link was
 * mailed to): a link to an address the account has since left proves nothing. Answers whether
 * it did.
 */
export async function markEmailVerified(
  db: Kysely<Database>,
  userId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email_verified_at: now.toISOString() })
    .where('id', '=', userId)
    .where('email_key', '=', identityKey(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
