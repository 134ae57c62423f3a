/**
 * The mail outbox as administrators read it in /admin#mail (docs/back-office.md#mail): every
 * mail the product queued, its delivery state and last failure, one mail's content without its
 * link's token, and the resend of a failed mail (docs/decisions.md §146–§148).
 *
 * @example const { mails, nextBefore } = mailListSchema.parse(await res.json());
 */
import { z } from 'zod';
import { text } from './text.ts';

/** A mail's life: queued → sending → sent, or failed for good, or cancelled by an unsubscribe. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

const mailIdPattern = /^[1-9][0-9]{0,14}$/;

export const mailListQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: 'field.choice.useOneOf' }).optional().describe('Only mails in this state'),
  template: text()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'field.admin.mailTemplate')
    .optional()
    .describe('Only mails of this template'),
  q: text().trim().max(254, 'field.text.tooLong').optional().describe('Part of the recipient address'),
  before: text()
    .regex(mailIdPattern, 'field.page.nextBefore')
    .optional()
    .describe('Mails queued before this one (the nextBefore of the previous page)'),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailIdParamSchema = z.object({
  id: text().regex(mailIdPattern, 'field.admin.mailId').describe('The mail id from the list'),
});

export const mailSummarySchema = z.object({
  id: z.number().int(),
  template: z.string(),
  /** transactional, marketing, notification or alert. */
  category: z.string(),
  recipient: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** Delivery attempts since it was queued, or since it was last resent. */
  attempts: z.number().int(),
  /** The last failure, as the mail server or the renderer said it; null when none. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When the sender tries it next, for a queued mail; null otherwise. */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** When an administrator last queued it again; null when never. */
  resentAt: z.string().nullable(),
  /** Why it cannot be resent; null for a mail that can. */
  resendRefusal: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One page, newest first; `nextBefore` asks for the page after it. */
export const mailListSchema = z.object({
  mails: z.array(mailSummarySchema),
  nextBefore: z.number().int().nullable(),
});
export type MailList = z.infer<typeof mailListSchema>;

export const mailAttemptSchema = z.object({
  at: z.string(),
  outcome: z.enum(['sent', 'failed']),
  /** The mail server's answer, or the failure. */
  response: z.string(),
});

export const mailDetailSchema = z.object({
  mail: mailSummarySchema.extend({
    messageId: z.string(),
    replyTo: z.string().nullable(),
    locale: z.string(),
    /** The template's props as stored; a link's token is never among them. */
    data: z.record(z.string(), z.unknown()),
    /** Subject and plain text as the template renders the props; null when it cannot. */
    rendered: z.object({ subject: z.string(), text: z.string() }).nullable(),
    renderError: z.string().nullable(),
    attemptLog: z.array(mailAttemptSchema),
  }),
});
export type MailDetail = z.infer<typeof mailDetailSchema>['mail'];

export const mailResentSchema = z.object({ mail: mailSummarySchema });
