/**
 * Setting up an account an operator created (docs/back-office.md#roles): the mailed link opens
 * /set-up-account, where the person chooses a password and, for a staff role, enrols an
 * authenticator app before the link completes. The browser's form and the API check the same
 * rules.
 */
import { z } from 'zod';
import { authResponseSchema, registerRequestSchema } from './auth.ts';
import { localeField } from './locale-field.ts';
import { totpConfirmRequestSchema } from './two-factor.ts';
import { linkTokenSchema } from './viewers.ts';

export const accountSetupStartSchema = z.object({ token: linkTokenSchema });

/** What the set-up page shows, and the authenticator-app secret a staff account must enrol. */
export const accountSetupSchema = z.object({
  username: z.string(),
  email: z.string(),
  role: z.string(),
  /** Staff never sign in on one factor: the set-up needs a first code from the app. */
  totp: z.object({ secret: z.string(), uri: z.string() }).nullable(),
});
export type AccountSetup = z.infer<typeof accountSetupSchema>;

export const accountSetupCompleteSchema = z.object({
  token: linkTokenSchema,
  password: registerRequestSchema.shape.password,
  /** The app's current code; required for a staff role. */
  code: totpConfirmRequestSchema.shape.code.optional(),
  /** The language of the page: the account's language from now on. */
  locale: localeField,
});
export type AccountSetupComplete = z.input<typeof accountSetupCompleteSchema>;

/** Signed in: the session, and for a staff role the recovery codes of the app just enrolled, shown once. */
export const accountSetupDoneSchema = authResponseSchema.extend({
  recoveryCodes: z.array(z.string()).nullable(),
});
export type AccountSetupDone = z.infer<typeof accountSetupDoneSchema>;
