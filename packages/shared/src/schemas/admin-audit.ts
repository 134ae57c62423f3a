/**
 * The audit log as the API answers it and /admin#audit shows it (docs/back-office.md#audit-log):
 * newest first, a page at a time, narrowed by who acted, what was done, on which record and
 * between which days; the same filters export it as CSV.
 *
 * @example const { entries, nextBefore } = auditPageSchema.parse(await res.json());
 */
import { z } from 'zod';
import { text } from './text.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MESSAGES = {
  first: { format: 'field.admin.firstDayFormat', invalid: 'field.admin.firstDayInvalid' },
  last: { format: 'field.admin.lastDayFormat', invalid: 'field.admin.lastDayInvalid' },
} as const;

function day(which: keyof typeof DAY_MESSAGES) {
  const messages = DAY_MESSAGES[which];
  return text()
    .regex(DAY, messages.format)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), messages.invalid)
    .optional();
}

const filterFields = {
  actor: text()
    .trim()
    .max(100, 'field.admin.actorTooLong')
    .optional()
    .describe('The username of the staff member (or operator), any case'),
  action: text()
    .trim()
    .max(60, 'field.admin.actionTooLong')
    .optional()
    .describe('An action (user.suspend) or its beginning (user.)'),
  subject: text()
    .trim()
    .max(100, 'field.admin.recordTooLong')
    .optional()
    .describe("A record's id, or a kind of record (user, lead, audit-log)"),
  from: day('first').describe('From this day on (UTC), YYYY-MM-DD'),
  to: day('last').describe('Up to and including this day (UTC), YYYY-MM-DD'),
};

/** The filters of the list and of the export; a first day after the last one finds nothing. */
export const auditFiltersSchema = z.object(filterFields);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditQuerySchema = z.object({
  ...filterFields,
  before: text()
    .regex(/^[1-9][0-9]{0,15}$/, 'field.page.nextBefore')
    .optional()
    .describe('Entries older than this one (the nextBefore of the previous page)'),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  /** Null for an operator at the server's shell, or an account since deleted. */
  actorUserId: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  /** What changed, or the filters of a list or an export. */
  detail: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The id to ask the next page with; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
