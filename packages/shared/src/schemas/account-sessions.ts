/**
 * The owner's sessions and security log as the API answers them and /account shows them
 * (docs/product.md#accounts, docs/decisions.md §109–§110). A session is named by a public id
 * derived from what the server stores, never by the stored key itself; a device is the
 * browser and system its user agent names ("Chrome 140 on macOS"), or null when it names none.
 *
 * @example const { sessions } = sessionListSchema.parse(await res.json());
 */
import { z } from 'zod';
import { text } from './text.ts';
import { proofRequestSchema } from './two-factor.ts';

/** 16 lower-case hex characters: the first 64 bits of the SHA-256 of the stored session key. */
export const SESSION_PUBLIC_ID = /^[0-9a-f]{16}$/;

export const sessionIdParamSchema = z.object({
  id: text().regex(SESSION_PUBLIC_ID, 'field.session.id').describe('The public id from the list of sessions'),
});

export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Firefox 133 on Linux"; null when the user agent names no browser. */
  device: z.string().nullable(),
  /** A network, never a person: 203.0.113.x or 2001:db8:1::/48. */
  addressHint: z.string().nullable(),
  /** How the session was opened: password, password+totp, passkey, sso, registration, … */
  method: z.string().nullable(),
  createdAt: z.string(),
  /** To the minute of the session's last renewal. */
  lastSeenAt: z.string().nullable(),
  expiresAt: z.string(),
  /** True for the session that asks. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/**
 * Ending sessions needs the owner present (docs/decisions.md §109): the current password, or
 * nothing for an account without one, whose sign-in must then be recent.
 */
export const endSessionsRequestSchema = proofRequestSchema;

export const sessionsEndedSchema = z.object({
  /** How many sessions were ended. */
  ended: z.number().int().nonnegative(),
});
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

export const securityLogEntrySchema = z.object({
  id: z.number().int(),
  /** One of the kinds the log records: sign-in, sign-out, sessions-ended, password-changed, … */
  kind: z.string(),
  outcome: z.enum(['success', 'failure']),
  method: z.string().nullable(),
  /** A short, non-secret detail: a passkey's name, the reason of a failure. */
  detail: z.string().nullable(),
  device: z.string().nullable(),
  addressHint: z.string().nullable(),
  at: z.string(),
});
export type SecurityLogEntry = z.infer<typeof securityLogEntrySchema>;

/** One page of entries, newest first; `nextBefore` asks for the page after it. */
export const securityLogSchema = z.object({
  entries: z.array(securityLogEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type SecurityLog = z.infer<typeof securityLogSchema>;

export const securityLogQuerySchema = z.object({
  before: text()
    .regex(/^[1-9][0-9]{0,15}$/, 'field.page.nextBefore')
    .optional()
    .describe('Entries older than this one (the nextBefore of the previous page)'),
});
