/**
 * Opening an account (docs/product.md#accounts): the rules the schema cannot know (common and
 * breached passwords, a password containing the username or email, the reserved demo name,
 * docs/decisions.md §90), unique username and email with a message per field, the Argon2id
 * hash, the demo portfolio and the mail that verifies the address (§91), all in one transaction
 * so no half-made account remains. An address that already has an account answers 409 on the
 * email field as before, and its owner gets a mail saying someone tried (§94).
 */

import type { registerRequestSchema } from '@alpora/shared/schemas/auth';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { personLocale } from '#api/mail/person-locale.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isReservedUsername,
  takenIdentities,
} from '#api/repositories/users.ts';
import { createDemoPortfolio } from '#api/seed/demo-portfolio.ts';
import { type AccountMailSettings, queueAccountExistsMail, queueVerificationMail } from './account-mails.ts';
import { newPasswordProblem } from './password-rules.ts';
import { hasPassword, type PasswordHasher } from './passwords.ts';

type Registration = z.output<typeof registerRequestSchema>;

const MESSAGES = {
  usernameReserved: 'This username is reserved. Choose another.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account with this email address already exists. Log in instead, or reset your password.',
} as const;

interface RegistrationContext {
  hasher: PasswordHasher;
  mail: AccountMailSettings;
  now: Date;
}

/**
 * Refuses a taken username or email with 409 and a message per field. For a taken email the
 * account's owner is told, within the mailbox's daily cap, unless `tellOwner` is false (the
 * second check after a lost race, whose winner was just mailed a verification link).
 */
async function assertIdentitiesFree(
  db: Kysely<Database>,
  input: Registration,
  context: RegistrationContext,
  tellOwner: boolean,
): Promise<void> {
  const taken = await takenIdentities(db, input.username, input.email);
  if (taken.email && tellOwner) {
    const owner = await findUserByEmail(db, input.email);
    if (owner) {
      await db.transaction().execute((trx) => queueAccountExistsMail(trx, context.mail, owner, context.now));
    }
  }
  const fields: Record<string, string> = {};
  if (taken.username) fields.username = MESSAGES.usernameTaken;
  if (taken.email) fields.email = MESSAGES.emailTaken;
  if (Object.keys(fields).length > 0) {
    throw new ApiError(409, 'conflict', Object.values(fields).join(' '), { fields });
  }
}

export async function registerAccount(
  db: Kysely<Database>,
  input: Registration,
  context: RegistrationContext,
): Promise<UserRow> {
  const { hasher, now } = context;
  const invalid: Record<string, string> = {};
  if (isReservedUsername(input.username)) invalid.username = MESSAGES.usernameReserved;
  const passwordProblem = newPasswordProblem(input.password, input);
  if (passwordProblem) invalid.password = passwordProblem;
  if (Object.keys(invalid).length > 0) {
    throw new ApiError(422, 'validation_failed', Object.values(invalid).join(' '), { fields: invalid });
  }
  await assertIdentitiesFree(db, input, context, true);
  const passwordHash = await hasher.hash(input.password);
  const id = crypto.randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id,
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        createdAt: now.toISOString(),
        locale: input.locale,
      });
      await createDemoPortfolio(trx, id, now);
      await queueVerificationMail(trx, context.mail, { id, email: input.email, locale: input.locale }, now);
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets 409.
    await assertIdentitiesFree(db, input, context, false);
    throw error;
  }
  const user = await findUserById(db, id);
  if (!user) throw new Error('The new account could not be read back.');
  return user;
}

export function publicUser(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    createdAt: user.created_at,
    emailVerified: user.email_verified_at !== null,
    role: user.role,
    // An account opened by single sign-on has none: its forms then ask for no current password.
    hasPassword: hasPassword(user),
    locale: personLocale(user.locale),
  };
}
