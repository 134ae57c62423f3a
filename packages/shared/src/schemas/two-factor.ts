/**
 * Two-factor sign-in schemas (docs/decisions.md §95–§99): enrolment of an authenticator app on
 * /account, recovery codes, and the second step of a sign-in on /login/verify. The browser's
 * forms and the API check the same rules.
 */
import { z } from 'zod';
import { text } from './text.ts';

const CODE_MESSAGE = 'field.twoFactor.code';
const RECOVERY_CODE_MESSAGE = 'field.twoFactor.recoveryCode';

/** Six digits, spaces allowed (apps show "123 456"); the server decides whether it is right. */
const totpCodeSchema = text(CODE_MESSAGE)
  .trim()
  .min(1, CODE_MESSAGE)
  .max(16, CODE_MESSAGE)
  .regex(/^[\d\s]+$/, 'field.twoFactor.digits');

const recoveryCodeSchema = text(RECOVERY_CODE_MESSAGE)
  .trim()
  .min(1, RECOVERY_CODE_MESSAGE)
  .max(64, RECOVERY_CODE_MESSAGE);

/**
 * The proof a sensitive change needs (docs/security.md): the current password, or nothing for
 * an account without one (it needs a fresh sign-in instead).
 */
export const proofRequestSchema = z.object({
  currentPassword: text('field.password.current').max(128).optional(),
});

/** A change to the second factor: the proof, and whether to end every other session with it. */
export const factorChangeRequestSchema = proofRequestSchema.extend({
  endOtherSessions: z.boolean().optional(),
});

export const totpStatusResponseSchema = z.object({
  /** True once an authenticator app is set up and confirmed. */
  enabled: z.boolean(),
  /** Unused recovery codes; the page suggests new ones when few are left. */
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusResponseSchema>;

export const totpSetupResponseSchema = z.object({
  /** The shared secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The `otpauth://` URI the QR code carries. */
  uri: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupResponseSchema>;

export const totpConfirmRequestSchema = z.object({
  code: totpCodeSchema,
  /** End every other session of the account once two-factor sign-in is on. */
  endOtherSessions: z.boolean().optional(),
});

export const recoveryCodesResponseSchema = z.object({
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesResponseSchema>;

/** How many other sessions a change ended (0 unless asked). */
export const sessionsEndedSchema = z.object({ otherSessionsEnded: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

export const totpConfirmResponseSchema = recoveryCodesResponseSchema.extend(sessionsEndedSchema.shape);
export type TotpConfirmation = z.infer<typeof totpConfirmResponseSchema>;

/** The code form of the second step. */
export const secondStepCodeSchema = z.object({ code: totpCodeSchema });
/** The recovery code form of the second step. */
export const secondStepRecoveryCodeSchema = z.object({ recoveryCode: recoveryCodeSchema });

/** The second step takes a code from the app or a recovery code: exactly one of them. */
export const secondStepRequestSchema = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'field.twoFactor.codeOrRecoveryCode',
    path: ['code'],
  });
export type SecondStepRequest = z.infer<typeof secondStepRequestSchema>;

/** What the pending sign-in may use for its second step. */
export const secondStepMethodsResponseSchema = z.object({ totp: z.boolean(), passkey: z.boolean() });
export type SecondStepMethods = z.infer<typeof secondStepMethodsResponseSchema>;
