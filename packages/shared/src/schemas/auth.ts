/**
 * Account schemas (docs/product.md#accounts), used by the forms in the
 * browser and by the API alike (docs/product.md#api: one schema on both sides). Password rules follow
 * OWASP ASVS 5.0 V6.2 (docs/decisions.md §90): at least 12 characters, up to 128, any characters,
 * no composition rules; the checks against the list of common and breached passwords and
 * against the account's own username and email run on the server, which holds the list.
 */
import { z } from 'zod';
import { localeField, localeSchema } from './locale-field.ts';
import { text } from './text.ts';

export const PASSWORD_MIN_LENGTH = 12;
/** ASVS asks that at least 64 be allowed; 128 keeps hashing cheap and passphrases possible. */
export const PASSWORD_MAX_LENGTH = 128;

const usernameSchema = text('field.username.required')
  .trim()
  .min(3, 'field.text.tooShort')
  .max(32, 'field.text.tooLong')
  .regex(/^[A-Za-z0-9._-]+$/, 'field.username.characters');

export const emailSchema = text('field.email.required')
  .trim()
  .max(254, 'field.email.tooLong')
  .pipe(z.email('field.email.invalid'));

/** Never trimmed: spaces are part of a passphrase. */
export const newPasswordSchema = text('field.password.new')
  .min(PASSWORD_MIN_LENGTH, 'field.text.tooShort')
  .max(PASSWORD_MAX_LENGTH, 'field.text.tooLong');

/** Optional name: blank becomes absent (names are optional at registration). */
const optionalName = text()
  .trim()
  .max(60, 'field.text.tooLong')
  .optional()
  .transform((value) => (value ? value : undefined));

export const registerRequestSchema = z.object({
  firstName: optionalName,
  lastName: optionalName,
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** The language of the page: the account's language until its owner changes it on /account. */
  locale: localeField,
});

/**
 * Login checks presence only: the rules of the day must not lock out older passwords. Only the
 * rule of every text holds (no NUL, docs/decisions.md §66), which no typed password breaks.
 */
export const loginRequestSchema = z.object({
  username: text('field.login.username').trim().min(1, 'field.login.username').max(254),
  password: text('field.login.password').min(1, 'field.login.password').max(PASSWORD_MAX_LENGTH),
});

const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  /** False until the owner follows the link of the verification mail. */
  emailVerified: z.boolean(),
  /** client, viewer, or a staff role (admin, sales): docs/back-office.md#roles. */
  role: z.string(),
  /** False for an account opened by single sign-on: its forms ask for no current password. */
  hasPassword: z.boolean(),
  /** The language the owner reads the site and their mail in; the signed-in pages follow it. */
  locale: localeSchema,
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * What a right password answers when the account has a second factor: no session yet, only
 * which second step the account can take (docs/security.md).
 */
export const secondStepResponseSchema = z.object({
  secondStep: z.object({ totp: z.boolean(), passkey: z.boolean() }),
});
export type SecondStepResponse = z.infer<typeof secondStepResponseSchema>;

export const loginResponseSchema = z.union([authResponseSchema, secondStepResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
