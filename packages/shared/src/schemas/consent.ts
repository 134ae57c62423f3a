/**
 * The cookie banner's choice, recorded on the server as proof (docs/privacy.md#consent): a
 * random id the browser made when the visitor chose, the choice, the privacy policy version the
 * banner showed, the page and the time. No cookie, no IP address. The server refuses a version
 * other than the current policy's (409), so a page cached from before a policy change asks again.
 *
 * @example await fetch('/api/consents', { method: 'POST', body: JSON.stringify({ visitorId, choice: 'accepted', policyVersion: '1.2', page: '/' }) })
 */
import { z } from 'zod';
import { leadMeta } from './leads.ts';
import { text } from './text.ts';

export const CONSENT_CHOICES = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export const consentRecordSchema = z.object({
  visitorId: text()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'field.consent.visitorId')
    .describe('A random id the browser made when the visitor first chose'),
  choice: z.enum(CONSENT_CHOICES, { error: 'field.choice.acceptedOrDeclined' }),
  policyVersion: text('field.consent.policyVersion').regex(/^\d+(\.\d+)*$/, 'field.consent.versionFormat'),
  page: leadMeta.page,
});
export type ConsentRecordInput = z.input<typeof consentRecordSchema>;

export const consentRecordedSchema = z.object({ recordedAt: z.string(), policyVersion: z.string() });
