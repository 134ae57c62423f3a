/**
 * The API's check of a lead's consent record against the registry of notices
 * (../consent-notices.ts). Only the API applies it (./lead-payload.ts, the demo booking route):
 * the browser sends the version its form shows, and keeping the check out of the shared lead
 * schemas keeps every notice's words out of every form's script.
 */
import type { z } from 'zod';
import { findConsentNotice } from '../consent-notices.ts';
import { type LeadKind, UNKNOWN_CONSENT_RECORD } from './leads.ts';

/**
 * The consent record names words the form showed (../consent-notices.ts, docs/decisions.md
 * §241): a version the registry lists for this kind of lead, or `unknown` from a client that
 * sends none. A lead stored earlier keeps its version; only a new submission is checked.
 */
export function knownConsentNotices(
  lead: { kind: LeadKind; consentVersion: string; updatesConsentVersion?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (lead.consentVersion !== UNKNOWN_CONSENT_RECORD && !findConsentNotice('lead', lead.kind, lead.consentVersion)) {
    ctx.addIssue({
      code: 'custom',
      path: ['consentVersion'],
      message: 'field.lead.unknownConsentVersion',
      params: { kind: lead.kind },
      input: lead.consentVersion,
    });
  }
  const updates = lead.updatesConsentVersion;
  if (updates !== undefined && !findConsentNotice('updates', lead.kind, updates)) {
    ctx.addIssue({
      code: 'custom',
      path: ['updatesConsentVersion'],
      message: 'field.lead.unknownUpdatesVersion',
      params: { kind: lead.kind },
      input: updates,
    });
  }
}
