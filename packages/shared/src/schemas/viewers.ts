/**
 * Viewers (docs/back-office.md#roles): a client invites an advisor or auditor by email, the
 * invitee opens a viewer account with the mailed link, and the client sees and removes its
 * viewers on /account. The browser's forms and the API check the same rules.
 */
import { z } from 'zod';
import { emailSchema, registerRequestSchema } from './auth.ts';
import { text } from './text.ts';

const TOKEN_MESSAGE = 'field.invitation.linkIncomplete';

/** The token of a link, as the page read it from its URL; the server decides whether it is valid. */
export const linkTokenSchema = text(TOKEN_MESSAGE).trim().min(1, TOKEN_MESSAGE).max(100, TOKEN_MESSAGE);

export const viewerInvitationRequestSchema = z.object({ email: emailSchema });

/** One row of the client's list: an invitation still pending, or the viewer it opened. */
export const viewerSchema = z.object({
  /** The invitation's id; removing it removes the viewer too. */
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'active']),
  /** The viewer's username, once the invitation is accepted. */
  username: z.string().nullable(),
  invitedAt: z.string(),
  /** Until when a pending invitation's link works. */
  expiresAt: z.string(),
  joinedAt: z.string().nullable(),
});
export type Viewer = z.infer<typeof viewerSchema>;

export const viewerListSchema = z.object({
  viewers: z.array(viewerSchema),
  /** How many viewers and pending invitations a client may have at once. */
  limit: z.number().int(),
});
export type ViewerList = z.infer<typeof viewerListSchema>;

export const invitationTokenRequestSchema = z.object({ token: linkTokenSchema });

/** What the invitation page shows before the invitee opens an account. */
export const invitationSchema = z.object({
  /** The client's name as their account states it, or their username. */
  clientName: z.string(),
  /** The client's verified address, so the invitee can tell who asked. */
  clientEmail: z.string(),
  /** The invited address: the viewer account's email. */
  email: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const joinRequestSchema = z.object({
  token: linkTokenSchema,
  username: registerRequestSchema.shape.username,
  password: registerRequestSchema.shape.password,
  locale: registerRequestSchema.shape.locale,
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

/** Whose dashboard the signed-in account reads: its own, or (a viewer) its client's, read-only. */
export const dashboardOwnerSchema = z.object({
  name: z.string(),
  readOnly: z.boolean(),
});
export type DashboardOwner = z.infer<typeof dashboardOwnerSchema>;

export const viewerIdParamSchema = z.object({
  id: text()
    .regex(/^[0-9a-f-]{36}$/i, 'field.viewer.id')
    .describe('The id from the list of viewers'),
});
