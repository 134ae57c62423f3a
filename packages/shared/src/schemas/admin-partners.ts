/**
 * Design-partner applications in /admin#partners (docs/back-office.md#design-partners): every
 * answer of the application form, and the team's decision with its note, who made it and when.
 * An acceptance takes one of the cohort's seats (DESIGN_PARTNER_COHORT); a decline needs a note
 * saying why.
 *
 * @example await apiRequest(`/api/admin/partners/${id}/decision`, { method: 'POST', body: { decision: 'accepted', note: '' } })
 */
import { z } from 'zod';
import { partnerSeatsSchema } from './leads.ts';
import { text } from './text.ts';

export const PARTNER_VERDICTS = ['accepted', 'declined'] as const;
export type PartnerDecision = (typeof PARTNER_VERDICTS)[number];
/** Where an application stands: pending until someone decides. */
export const PARTNER_APPLICATION_STATES = ['pending', ...PARTNER_VERDICTS] as const;
export type PartnerApplicationState = (typeof PARTNER_APPLICATION_STATES)[number];

/** The longest decision note. */
export const PARTNER_NOTE_MAX = 2000;

export const partnerIdParamSchema = z.object({
  id: text()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'field.admin.applicationId')
    .describe('The id of the application, from the list'),
});

export const partnerDecisionRequestSchema = z
  .object({
    decision: z.enum(PARTNER_VERDICTS, { error: 'field.choice.acceptedOrDeclined' }),
    note: text('field.note.notText')
      .trim()
      .max(PARTNER_NOTE_MAX, 'field.text.tooLong')
      .optional()
      .transform((note) => note || null),
  })
  .superRefine((request, ctx) => {
    if (request.decision === 'declined' && !request.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'field.admin.declineReason' });
  });
export type PartnerDecisionRequest = z.input<typeof partnerDecisionRequestSchema>;

export const partnerApplicationSchema = z.object({
  id: z.string(),
  /** When the application first arrived, and when it was last sent again. */
  receivedAt: z.string(),
  updatedAt: z.string(),
  company: z.string(),
  role: z.string(),
  email: z.string(),
  /** The form's option values (USE_CASES, MONTHLY_VOLUMES, TIMELINES of ./leads.ts). */
  useCase: z.string(),
  monthlyVolume: z.string(),
  timeline: z.string(),
  infrastructure: z.string().nullable(),
  state: z.enum(PARTNER_APPLICATION_STATES),
  /** The cohort an acceptance took a seat of. */
  cohort: z.string().nullable(),
  note: z.string().nullable(),
  /** The username of who decided, as it was then. */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;

export const partnerListSchema = z.object({
  /** The current cohort's seats, as the public counter shows them. */
  seats: partnerSeatsSchema,
  /** Newest first. */
  applications: z.array(partnerApplicationSchema),
});
export type PartnerList = z.infer<typeof partnerListSchema>;

export const partnerDecisionResponseSchema = z.object({
  application: partnerApplicationSchema,
  seats: partnerSeatsSchema,
});
export type PartnerDecisionResponse = z.infer<typeof partnerDecisionResponseSchema>;
