/**
 * The leads inbox of /admin as the API takes and answers it (docs/back-office.md#leads-inbox):
 * the filters of the list and of its CSV export, one page of leads, one lead with everything
 * stored about it, and the change of its place in the pipeline.
 *
 * @example const page = leadInboxPageSchema.parse(await res.json());
 */

import { z } from 'zod';
import type { FieldMessageKey } from '../field-messages/catalogue.ts';
import { LEAD_KINDS } from './leads.ts';
import { localeSchema } from './locale-field.ts';
import { text } from './text.ts';

/** A lead's place in the sales pipeline, in order (docs/decisions.md §125). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Where a lead of each status may move (docs/decisions.md §125): forward while open, closed from
 * any open status, reopened on purpose only. The API enforces it; the inbox offers only these.
 */
export const LEAD_STATUS_MOVES: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'qualified', 'won', 'lost', 'spam'],
  contacted: ['qualified', 'won', 'lost', 'spam'],
  qualified: ['won', 'lost', 'spam'],
  won: ['contacted'],
  lost: ['contacted'],
  spam: ['new'],
};

/** Leads a page holds unless the query asks for fewer or more, and the most it may ask. */
export const LEAD_PAGE_SIZE = 50;
export const LEAD_PAGE_SIZE_MAX = 100;

const PAGE_SIZE_MESSAGE = { message: 'field.page.size', params: { maximum: LEAD_PAGE_SIZE_MAX } };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC calendar day, YYYY-MM-DD, that exists. */
function day(message: FieldMessageKey) {
  return text(message)
    .regex(DAY, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message)
    .optional();
}

/** A campaign value: matched exactly, as the form stored it. */
function campaignValue() {
  return text('field.text.notText').trim().min(1).max(200, 'field.text.tooLong').optional();
}

/** What narrows the list and the export: each filter absent means every lead. */
export const leadFilterShape = {
  kind: z.enum(LEAD_KINDS, { error: 'field.choice.chooseOneOf' }).optional(),
  status: z.enum(LEAD_STATUSES, { error: 'field.choice.chooseOneOf' }).optional(),
  from: day('field.admin.date').describe('First UTC day of created_at, included'),
  to: day('field.admin.date').describe('Last UTC day of created_at, included'),
  source: campaignValue().describe('utm_source, exactly'),
  medium: campaignValue().describe('utm_medium, exactly'),
  campaign: campaignValue().describe('utm_campaign, exactly'),
  locale: localeSchema.optional().describe("The language of the newest submission's page"),
  confirmed: z
    .enum(['yes', 'no'], { error: 'field.choice.yesOrNo' })
    .optional()
    .describe('Whether the address was confirmed by a double opt-in link'),
  q: text('field.admin.searchText')
    .trim()
    .max(200, 'field.text.tooLong')
    .optional()
    .transform((value) => (value ? value : undefined))
    .describe('Part of the name, email or company, in any case'),
};

/** `from` after `to` selects nothing by mistake: refused with its own message. */
function datesInOrder(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'field.admin.lastBeforeFirst' });
  }
}

export const leadExportQuerySchema = z.object(leadFilterShape).superRefine(datesInOrder);
export type LeadExportQuery = z.infer<typeof leadExportQuerySchema>;

export const leadInboxQuerySchema = z
  .object({
    ...leadFilterShape,
    cursor: text()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, 'field.page.nextCursor')
      .optional()
      .describe('The nextCursor of the previous page'),
    limit: text()
      .refine((value) => /^[1-9][0-9]{0,2}$/.test(value), PAGE_SIZE_MESSAGE)
      .transform(Number)
      .refine((value) => value <= LEAD_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
      .optional()
      .describe(`Leads per page, ${LEAD_PAGE_SIZE} unless given, at most ${LEAD_PAGE_SIZE_MAX}`),
  })
  .superRefine(datesInOrder);
export type LeadInboxQuery = z.infer<typeof leadInboxQuerySchema>;

export const leadIdParamSchema = z.object({
  id: z.uuid({ error: 'field.admin.leadId' }).describe('The public id of the lead'),
});

/** A staff account, as the owner of a lead or a choice of the owner picker. */
export const teamMemberSchema = z.object({ id: z.string(), username: z.string() });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ members: z.array(teamMemberSchema) });

export const leadListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  confirmed: z.boolean(),
  /** Null when nobody works it, or its owner's account is gone. */
  owner: teamMemberSchema.nullable(),
  submissionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The language of the page the newest submission came from: the person's mails speak it. */
  locale: localeSchema,
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;

export const leadInboxPageSchema = z.object({
  leads: z.array(leadListItemSchema),
  /** Leads that match the filters, on every page. */
  total: z.number().int().nonnegative(),
  /** Asks the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type LeadInboxPage = z.infer<typeof leadInboxPageSchema>;

export const leadSubmissionSchema = z.object({
  clientId: z.string(),
  receivedAt: z.string(),
  /** The validated payload as sent; null if it is not readable JSON. */
  payload: z.record(z.string(), z.unknown()).nullable(),
  /** The exact words of the consent notice this submission was sent under; null for `unknown`. */
  consentText: z.string().nullable(),
  /** The language of those words, the one the person read them in. */
  consentLocale: localeSchema.nullable(),
  /** The exact words of the product updates box it ticked; null when it asked for no updates. */
  updatesText: z.string().nullable(),
  /** The language of the box's words. */
  updatesLocale: localeSchema.nullable(),
});

/** A mail about the lead: its delivery, never its body. */
export const leadMailSchema = z.object({
  template: z.string(),
  category: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});

export const leadActivitySchema = z.object({
  actorName: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** The owner the entry gave the lead, when it changed the owner. */
  owner: teamMemberSchema.nullable(),
  note: z.string().nullable(),
  at: z.string(),
});

export const leadDetailSchema = leadListItemSchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  persona: z.string().nullable(),
  selectedPlan: z.string().nullable(),
  role: z.string().nullable(),
  aumBand: z.string().nullable(),
  useCase: z.string().nullable(),
  monthlyVolume: z.string().nullable(),
  timeline: z.string().nullable(),
  infrastructure: z.string().nullable(),
  message: z.string().nullable(),
  /** The consent record of the lead's first submission, with the exact words of its notice (null for `unknown`). */
  consent: z.object({
    version: z.string(),
    at: z.string(),
    page: z.string(),
    text: z.string().nullable(),
    /** The language of the notice's words, the one the person read them in; null with `text`. */
    textLocale: localeSchema.nullable(),
  }),
  referrer: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  submissions: z.array(leadSubmissionSchema),
  mails: z.array(leadMailSchema),
  activity: z.array(leadActivitySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** A move in the pipeline, a new owner, a note, or several at once; at least one. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'field.choice.chooseOneOf' }).optional(),
    /**
     * The status the staff member saw when choosing the new one. A move is refused when the lead
     * has moved since (docs/back-office.md#leads-inbox), so a stale view never reopens a won lead.
     */
    seenStatus: z.enum(LEAD_STATUSES, { error: 'field.choice.chooseOneOf' }).optional(),
    ownerUserId: z.uuid({ error: 'field.admin.teamMember' }).nullable().optional(),
    note: text('field.note.notText')
      .trim()
      .max(2000, 'field.text.tooLong')
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((value) => value.status !== undefined || value.ownerUserId !== undefined || value.note !== undefined, {
    message: 'field.admin.leadChange',
    path: ['status'],
  })
  .refine((value) => value.status === undefined || value.seenStatus !== undefined, {
    message: 'field.admin.seenStatus',
    path: ['seenStatus'],
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;
/** The change as the browser sends it. */
export type LeadUpdateRequest = z.input<typeof leadUpdateSchema>;
