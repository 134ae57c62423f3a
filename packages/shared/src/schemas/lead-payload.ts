/**
 * Every lead payload the API accepts: the current one (leads.ts) and the original waitlist
 * payload that older clients and integrations still send,
 * `{ email, name, company, interest, selectedPlan, consent, ts, utm_source, utm_medium,
 * utm_campaign, referrer }`. The original is normalised into the current shape before the one
 * lead schema validates it, so both meet the same rules and messages (docs/decisions.md §34).
 *
 * @example leadPayloadSchema.parse({ email: 'ada@example.com', name: 'Ada Lovelace', interest: 'hedge-fund', consent: true, ts })
 */
import { z } from 'zod';
import { knownConsentNotices } from './known-consent-notices.ts';
import { leadSchema, UNKNOWN_CONSENT_RECORD } from './leads.ts';

const NAME_PARTS = /^(\S+)\s+(.+)$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The current shape of an original waitlist payload (one without `kind`); anything else is
 * returned as it came. Missing: kind is waitlist; client id is a fresh one, so the call is a
 * new submission (the same email still updates its one lead); consent version and page are
 * `unknown`. `name` alone is split on its first space into first and last name.
 */
export function normaliseLegacyLead(input: unknown, ctx?: z.RefinementCtx): unknown {
  if (!isRecord(input) || input.kind !== undefined) return input;
  const lead: Record<string, unknown> = {
    ...input,
    kind: 'waitlist',
    clientId: input.clientId ?? crypto.randomUUID(),
    consentVersion: input.consentVersion ?? UNKNOWN_CONSENT_RECORD,
    page: input.page ?? UNKNOWN_CONSENT_RECORD,
  };
  if (input.firstName === undefined && input.lastName === undefined) {
    const parts = typeof input.name === 'string' ? input.name.trim().match(NAME_PARTS) : null;
    if (parts) {
      lead.firstName = parts[1];
      lead.lastName = parts[2];
    } else {
      ctx?.addIssue({ code: 'custom', path: ['name'], message: 'field.name.firstAndLast', input: input.name });
    }
  }
  return lead;
}

/** What `POST /api/leads` validates: a current lead, or an original waitlist payload. */
export const leadPayloadSchema = z.preprocess(normaliseLegacyLead, leadSchema.superRefine(knownConsentNotices));
