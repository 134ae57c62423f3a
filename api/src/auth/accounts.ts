/**
 * Opening an account (docs/product.md#accounts): the rules the schema cannot know (common
 * passwords, the reserved demo name), unique username and email with a message per field, the Argon2id hash, and the
 * demo portfolio, all in one transaction so no half-made account remains.
 */

import type { registerRequestSchema } from '@alpora/shared/schemas/auth';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { findUserById, insertUser, isReservedUsername, takenIdentities } from '#api/repositories/users.ts';
import { createDemoPortfolio } from '#api/seed/demo-portfolio.ts';
import { isCommonPassword } from './common-passwords.ts';
import type { PasswordHasher } from './passwords.ts';

type Registration = z.output<typeof registerRequestSchema>;

const MESSAGES = {
  commonPassword: 'This password is among the most common ones. Choose another, for example a short sentence.',
  usernameReserved: 'This username is reserved. Choose another.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account with this email address already exists. Log in instead.',
} as const;

async function assertIdentitiesFree(db: Kysely<Database>, input: Registration): Promise<void> {
  const taken = await takenIdentities(db, input.username, input.email);
  const fields: Record<string, string> = {};
  if (taken.username) fields.username = MESSAGES.usernameTaken;
  if (taken.email) fields.email = MESSAGES.emailTaken;
  if (Object.keys(fields).length > 0) {
    throw new ApiError(409, 'conflict', Object.values(fields).join(' '), { fields });
  }
}

export async function registerAccount(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  input: Registration,
  now: Date,
): Promise<UserRow> {
  const invalid: Record<string, string> = {};
  if (isReservedUsername(input.username)) invalid.username = MESSAGES.usernameReserved;
  if (isCommonPassword(input.password)) invalid.password = MESSAGES.commonPassword;
  if (Object.keys(invalid).length > 0) {
    throw new ApiError(422, 'validation_failed', Object.values(invalid).join(' '), { fields: invalid });
  }
  await assertIdentitiesFree(db, input);
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
      });
      await createDemoPortfolio(trx, id, now);
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets 409.
    await assertIdentitiesFree(db, input);
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
  };
}
