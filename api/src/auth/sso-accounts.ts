/**
 * The account a single sign-on opens (docs/decisions.md §107), in this order:
 * 1. the account already linked to this identity (issuer and subject), whatever its email now;
 * 2. else the account with the same email address, only when the provider verified that the
 *    person owns it: the identity is linked to it and the owner's security log says so;
 * 3. else, when an account has the address but the provider has not verified it, none: the
 *    person must sign in with the password, as nobody else may take over an account by
 *    claiming its address at a provider;
 * 4. else a new account, opened without asking anything: a username from the provider's
 *    preferred username or the address (made unique), no password, the email verified when the
 *    provider verified it, and the demo portfolio as at registration.
 *
 * @example const user = await accountForSsoIdentity(db, { issuer, claims, device }, now);
 */
import type { Locale } from '@alpora/shared/locales';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#api/db/schema.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { findUserById, identityKey, insertUser, isReservedUsername } from '#api/repositories/users.ts';
import { createDemoPortfolio } from '#api/seed/demo-portfolio.ts';
import { NO_PASSWORD_HASH } from './passwords.ts';
import type { RequestDevice } from './request-device.ts';
import type { SsoClaims } from './sso-claims.ts';
import { SsoFailure } from './sso-failure.ts';

export interface SsoIdentity {
  issuer: string;
  claims: SsoClaims;
  device: RequestDevice;
  /** The language of the login page the sign-in began on: an account it opens takes it. */
  locale?: Locale | undefined;
}

const USERNAME_MAX = 32;
const USERNAME_MIN = 3;

async function linkedUser(db: Kysely<Database>, issuer: string, subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sso_identities')
    .innerJoin('users', 'users.id', 'sso_identities.user_id')
    .selectAll('users')
    .where('sso_identities.issuer', '=', issuer)
    .where('sso_identities.subject', '=', subject)
    .executeTakeFirst();
}

function linkIdentity(db: Kysely<Database>, identity: SsoIdentity, userId: string, now: Date) {
  return db
    .insertInto('sso_identities')
    .values({ issuer: identity.issuer, subject: identity.claims.sub, user_id: userId, created_at: now.toISOString() })
    .execute();
}

/** The username rule of registration: letters, digits, dots, dashes, underscores; 3 to 32. */
function usernameBase(claims: SsoClaims): string {
  for (const source of [claims.preferredUsername, claims.email]) {
    const local = (source ?? '').split('@')[0] ?? '';
    const cleaned = local.replace(/[^A-Za-z0-9._-]/g, '').slice(0, USERNAME_MAX);
    if (cleaned.length >= USERNAME_MIN) return cleaned;
  }
  return 'member';
}

/** The base itself when free, else the base with the first free number. */
async function uniqueUsername(db: Kysely<Database>, base: string): Promise<string> {
  const stem = base.slice(0, USERNAME_MAX - 4).replace(/[._-]+$/, '') || 'member';
  const taken = new Set(
    (
      await db
        .selectFrom('users')
        .select('username_key')
        .where('username_key', 'like', `${identityKey(stem)}%`)
        .execute()
    ).map((row) => row.username_key),
  );
  const free = (name: string) => !taken.has(identityKey(name)) && !isReservedUsername(name);
  if (free(base)) return base;
  for (let n = 2; n < 1000; n++) {
    if (free(`${stem}-${n}`)) return `${stem}-${n}`;
  }
  return `${stem}-${crypto.randomUUID().slice(0, 3)}`;
}

async function createAccount(db: Kysely<Database>, identity: SsoIdentity, email: string, now: Date): Promise<string> {
  const { claims } = identity;
  const id = crypto.randomUUID();
  const username = await uniqueUsername(db, usernameBase(claims));
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id,
      username,
      email,
      passwordHash: NO_PASSWORD_HASH,
      firstName: claims.givenName,
      lastName: claims.familyName,
      createdAt: now.toISOString(),
      locale: identity.locale,
    });
    if (claims.emailVerified) {
      await trx.updateTable('users').set({ email_verified_at: now.toISOString() }).where('id', '=', id).execute();
    }
    await linkIdentity(trx, identity, id, now);
    await createDemoPortfolio(trx, id, now);
  });
  return id;
}

/** Links a provider's identity to the account whose confirmed address the provider verified too. */
async function linkByEmail(db: Kysely<Database>, identity: SsoIdentity, owner: UserRow, now: Date): Promise<void> {
  await linkIdentity(db, identity, owner.id, now);
}

/** Finds, links or opens the account of this identity; SsoFailure when none may be used. */
export async function accountForSsoIdentity(db: Kysely<Database>, identity: SsoIdentity, now: Date): Promise<UserRow> {
  const { issuer, claims } = identity;
  const linked = await linkedUser(db, issuer, claims.sub);
  if (linked) return linked;
  if (!claims.email) throw new SsoFailure('email_missing', 'the provider shared no usable email address');
  const owner = await db
    .selectFrom('users')
    .selectAll()
    .where('email_key', '=', identityKey(claims.email))
    .executeTakeFirst();
  if (owner && !claims.emailVerified) {
    throw new SsoFailure('email_unverified', 'an account has this address, which the provider has not verified');
  }
  // Anyone can register with an address they do not own; linking such an account would hand
  // the real owner an account whose password, sessions and factors someone else set up.
  if (owner && owner.email_verified_at === null) {
    throw new SsoFailure('account_unverified', 'an account has this address, which its owner never confirmed');
  }
  let userId: string;
  let detail: string;
  try {
    if (owner) {
      await linkByEmail(db, identity, owner, now);
      userId = owner.id;
      detail = `linked by verified email at ${new URL(issuer).host}`;
    } else {
      userId = await createAccount(db, identity, claims.email, now);
      detail = `account opened at ${new URL(issuer).host}`;
    }
  } catch (error) {
    // Two first sign-ins of one person racing: the identity's primary key lets one win.
    const winner = await linkedUser(db, issuer, claims.sub);
    if (winner) return winner;
    throw error;
  }
  await recordSecurityEvent(
    db,
    { userId, kind: 'sso-linked', outcome: 'success', method: 'sso', detail, device: identity.device },
    now,
  );
  const user = await findUserById(db, userId);
  if (!user) throw new Error('The account of the single sign-on could not be read back.');
  return user;
}
