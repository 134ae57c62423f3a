/**
 * Incidents as an administrator opens, updates and resolves them in /admin#incidents
 * (docs/back-office.md#incidents): the same fields and bounds as `cli incident`, since both
 * publish through one function per action and the status page, its Atom feed and the status
 * subscribers' mails follow alike.
 *
 * @example const body = openIncidentRequestSchema.parse({ title: 'Delayed prices', services: ['market'], impact: 'minor', status: 'investigating', message: 'Investigating.' });
 */

import { z } from 'zod';
import type { FieldMessageKey } from '../field-messages/catalogue.ts';
import { INCIDENT_IMPACTS, INCIDENT_STATES, SERVICE_IDS, statusResponseSchema } from './status.ts';
import { text } from './text.ts';

/**
 * The longest texts an incident keeps: the title's column is `varchar(200)`; a message's column
 * has no bound, so the bound is the longest lead message's, ample for a status update.
 */
export const INCIDENT_TEXT_LIMITS = { title: 200, message: 5000 } as const;

/** The states an incident can be opened in; `resolved` comes only after it was open. */
export const OPEN_INCIDENT_STATES = ['investigating', 'identified', 'monitoring'] as const;

/** What a resolution says when the administrator or operator writes nothing. */
export const DEFAULT_RESOLUTION_MESSAGE = 'This incident has been resolved.';

function boundedText(field: keyof typeof INCIDENT_TEXT_LIMITS, blank: FieldMessageKey) {
  const max = INCIDENT_TEXT_LIMITS[field];
  return text(blank).trim().min(1, blank).max(max, 'field.text.tooLong');
}

export const incidentTitleSchema = boundedText('title', 'field.admin.incidentTitle');
export const incidentMessageSchema = boundedText('message', 'field.admin.incidentMessage');

export const openIncidentRequestSchema = z.object({
  title: incidentTitleSchema,
  /** The services it affects; none means the incident concerns Alpora as a whole. */
  services: z
    .array(z.enum(SERVICE_IDS, { error: 'field.admin.incidentServices' }))
    .max(SERVICE_IDS.length)
    .refine((list) => new Set(list).size === list.length, 'field.admin.serviceOnce'),
  impact: z.enum(INCIDENT_IMPACTS, { error: 'field.choice.useOneOf' }),
  status: z.enum(OPEN_INCIDENT_STATES, { error: 'field.choice.useOneOf' }),
  message: incidentMessageSchema,
});
export type OpenIncidentRequest = z.infer<typeof openIncidentRequestSchema>;

export const incidentUpdateRequestSchema = z.object({
  /** `resolved` resolves it, as the resolve action does. */
  status: z.enum(INCIDENT_STATES, { error: 'field.choice.useOneOf' }),
  message: incidentMessageSchema,
});
export type IncidentUpdateRequest = z.infer<typeof incidentUpdateRequestSchema>;

export const resolveIncidentRequestSchema = z.object({
  /** Blank or absent: "This incident has been resolved." */
  message: text().trim().max(INCIDENT_TEXT_LIMITS.message, 'field.text.tooLong').optional(),
});
export type ResolveIncidentRequest = z.infer<typeof resolveIncidentRequestSchema>;

/** An incident with its updates, newest first, as the status page shows it. */
const incidentSchema = statusResponseSchema.shape.incidents.element;

export const incidentIdParamSchema = z.object({
  // At most 15 digits: every such number is exactly a JavaScript number, as ids are read.
  id: text()
    .regex(/^[1-9][0-9]{0,14}$/, 'field.admin.incidentId')
    .describe('The incident id from the list'),
});

/** Open incidents and the recently resolved ones, newest first each. */
export const adminIncidentListSchema = z.object({
  open: z.array(incidentSchema),
  resolved: z.array(incidentSchema),
});
export type AdminIncidentList = z.infer<typeof adminIncidentListSchema>;

export const adminIncidentSchema = z.object({ incident: incidentSchema });
