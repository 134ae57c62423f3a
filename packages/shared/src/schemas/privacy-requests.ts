/**
 * Privacy requests (docs/privacy.md#requests): a person asks on /privacy/request to see
 * (access) or erase (erasure) what we hold about an email address; the request counts once the
 * link mailed to that address is followed. Staff record requests that arrive by email or post in
 * /admin#privacy and answer them the same way. Every request has a due date 30 days after it was
 * confirmed or received, and keeps its outcome: what was found, erased, and kept and why.
 *
 * Routes (each states its access level in the OpenAPI document):
 *   POST /api/privacy-requests                       anonymous  privacyRequestSchema → 202 privacyRequestAcceptedSchema
 *   POST /api/privacy-requests/confirm               anonymous  privacyTokenSchema → 200 privacyRequestViewSchema
 *   POST /api/privacy-requests/export                anonymous  privacyExportRequestSchema → 200 file (JSON or CSV)
 *   GET  /api/admin/privacy-requests                 admin      privacyQueueQuerySchema → privacyQueuePageSchema
 *   POST /api/admin/privacy-requests                 admin      staffPrivacyRequestSchema → 201 privacyRequestItemSchema
 *   POST /api/admin/privacy-requests/{id}/complete   admin      → 200 privacyRequestItemSchema
 *   POST /api/admin/privacy-requests/{id}/decline    admin      privacyDeclineSchema → 200 privacyRequestItemSchema
 *   GET  /api/admin/privacy-requests/{id}/export     admin      ?format=json|csv → file
 *
 * @example await apiRequest('/api/privacy-requests', { method: 'POST', body: { email, kind: 'access' } })
 */
import { z } from 'zod';
import { field } from './leads.ts';
import { localeField, localeSchema } from './locale-field.ts';
import { text } from './text.ts';

export const PRIVACY_REQUEST_KINDS = ['access', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** How a request reached us: the web form, or an email or letter a staff member recorded. */
export const PRIVACY_REQUEST_CHANNELS = ['web', 'email', 'post'] as const;
export type PrivacyRequestChannel = (typeof PRIVACY_REQUEST_CHANNELS)[number];

/**
 * unconfirmed: the web form's link was not followed yet (not a request until it is);
 * open: confirmed or recorded, waiting for an answer; completed: answered; declined: refused,
 * with the reason given to the person.
 */
export const PRIVACY_REQUEST_STATUSES = ['unconfirmed', 'open', 'completed', 'declined'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Days from confirmation (or receipt, for a recorded request) to the due date. */
export const PRIVACY_REQUEST_DUE_DAYS = 30;
/** How long the mailed link confirms the request and then downloads an access answer. */
export const PRIVACY_LINK_DAYS = 7;

export const PRIVACY_EXPORT_FORMATS = ['json', 'csv'] as const;
export type PrivacyExportFormat = (typeof PRIVACY_EXPORT_FORMATS)[number];

export const privacyRequestSchema = z.object({
  email: field.email,
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: 'field.privacy.kind' }),
  /** The language of the page: the request's mails are written in it. */
  locale: localeField,
  /** Honeypot: hidden from people, filled by bots. A filled one is answered alike and dropped. */
  website: text().max(500).optional(),
});
export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;

/** The one answer to every valid request, known address or not: a link is on its way. */
export const privacyRequestAcceptedSchema = z.object({ status: z.literal('confirmation-sent') });

export const privacyTokenSchema = z.object({
  token: text('field.link.incomplete').trim().min(16, 'field.link.incomplete').max(200, 'field.link.notValid'),
});

export const privacyExportRequestSchema = privacyTokenSchema.extend({
  format: z.enum(PRIVACY_EXPORT_FORMATS, { error: 'field.privacy.format' }),
});

/** Something kept after an erasure, and the law or reason that keeps it. */
export const keptRecordSchema = z.object({ what: z.string(), why: z.string() });
export type KeptRecord = z.infer<typeof keptRecordSchema>;

/** What a request found and did: rows per data kind (the data map's ids), what was kept and why. */
export const privacyOutcomeSchema = z.object({
  /** Data map kind id → rows found (access) or erased (erasure). */
  found: z.record(z.string(), z.number().int().nonnegative()),
  kept: z.array(keptRecordSchema),
});
export type PrivacyOutcome = z.infer<typeof privacyOutcomeSchema>;

/** The person's view of their request, after following the link. */
export const privacyRequestViewSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  email: z.string(),
  confirmedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  outcome: privacyOutcomeSchema.nullable(),
  /** Until when the link downloads an access answer; null for an erasure. */
  downloadUntil: z.string().nullable(),
  /**
   * The address holds a staff account: the request stays open until an administrator answers
   * it, by the due date (docs/privacy.md#requests).
   */
  heldForAdministrator: z.boolean(),
});
export type PrivacyRequestView = z.infer<typeof privacyRequestViewSchema>;

export const privacyRequestIdParamSchema = z.object({
  id: text()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'field.privacy.requestId')
    .describe('The id of the request, from the list'),
});

/** A request that reached us by email or post, recorded by staff after checking who sent it. */
export const staffPrivacyRequestSchema = z.object({
  email: field.email,
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: 'field.privacy.adminKind' }),
  channel: z.enum(['email', 'post'], { error: 'field.privacy.channel' }),
  /** The day it reached us (YYYY-MM-DD, UTC): the due date counts from it. */
  receivedOn: text('field.privacy.receivedOn').regex(/^\d{4}-\d{2}-\d{2}$/, 'field.privacy.receivedOnFormat'),
  note: text('field.note.notText').trim().max(2000, 'field.text.tooLong').optional(),
  /** The language the person wrote in: the answer's mail is written in it. */
  locale: localeField,
});
export type StaffPrivacyRequestInput = z.input<typeof staffPrivacyRequestSchema>;

export const privacyDeclineSchema = z.object({
  note: text('field.privacy.declineReason').trim().min(1, 'field.privacy.declineReason').max(2000),
});

export const privacyRequestItemSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  channel: z.enum(PRIVACY_REQUEST_CHANNELS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  email: z.string(),
  receivedAt: z.string(),
  confirmedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** Open and past its due date. */
  overdue: z.boolean(),
  completedAt: z.string().nullable(),
  outcome: privacyOutcomeSchema.nullable(),
  note: z.string().nullable(),
  /** The username of who answered it, as it was then; null for an answer the product gave itself. */
  handledBy: z.string().nullable(),
  /** The language the request came in: its mails are written in it. */
  locale: localeSchema,
});
export type PrivacyRequestItem = z.infer<typeof privacyRequestItemSchema>;

export const privacyQueueQuerySchema = z.object({
  status: z.enum(PRIVACY_REQUEST_STATUSES, { error: 'field.privacy.status' }).optional(),
  /** The `nextCursor` of the page before. */
  cursor: text()
    .regex(/^\d{1,9}$/, 'field.page.cursor')
    .optional(),
});

export const privacyQueuePageSchema = z.object({
  items: z.array(privacyRequestItemSchema),
  nextCursor: z.string().nullable(),
  /** Open requests, and how many of them are past due, whatever the filter. */
  open: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
});
export type PrivacyQueuePage = z.infer<typeof privacyQueuePageSchema>;
