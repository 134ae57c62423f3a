/**
 * Requests and answers of email verification, password reset and password change
 * (docs/decisions.md §91–§93), used by the site's forms and the API alike. A new password
 * follows the registration's rules (./auth.ts); the current one is checked for presence only,
 * since it may predate today's rules.
 */
import { z } from 'zod';
import { emailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from './auth.ts';
import { text } from './text.ts';

/** A link's token as the page read it from the URL; the server decides whether it is one. */
const linkTokenSchema = text('field.recovery.linkIncomplete')
  .min(1, 'field.recovery.linkIncomplete')
  .max(200, 'field.recovery.linkNotValid');

export const emailVerificationRequestSchema = z.object({ token: linkTokenSchema });

export const emailVerificationResponseSchema = z.object({ emailVerified: z.literal(true) });

export const passwordResetRequestSchema = z.object({ email: emailSchema });

/**
 * How long a password reset link works: the API expires it then, and both the mail and the
 * page that asked for it say so.
 */
export const RESET_VALID_MINUTES = 30;

export const passwordResetCompleteSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });

export const passwordChangeRequestSchema = z.object({
  /** Needed for an account with a password; one opened by single sign-on has none. */
  currentPassword: text().max(PASSWORD_MAX_LENGTH, 'field.text.tooLong').optional(),
  newPassword: newPasswordSchema,
  /** Sign out every other session of the account; the one making the change stays. */
  endOtherSessions: z.boolean().default(true),
});

export const passwordChangeResponseSchema = z.object({ otherSessionsEnded: z.number().int().nonnegative() });

/** The one answer of an accepted request whose outcome must not be told (202). */
export const acceptedResponseSchema = z.object({ message: z.string() });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;
