/**
 * Leads (docs/product.md#leads). One schema per kind of lead; the browser validates its
 * forms with the same field schemas the API validates the payload with, so a message the
 * visitor sees in the form is the message the API would answer.
 */

import { z } from 'zod';
import type { FieldMessageKey } from '../field-messages/catalogue.ts';
import { PLAN_IDS } from '../plans.ts';
import { localeField } from './locale-field.ts';
import { text } from './text.ts';

export const LEAD_KINDS = ['waitlist', 'one-pager', 'plan', 'demo', 'contact', 'design-partner'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The forms' option values (docs/product.md#leads), kept exactly. */
export const PERSONAS = ['hedge-fund', 'commodity-trader', 'fintech-platform', 'individual-trader'] as const;
export const ONE_PAGER_ROLES = ['hedge-fund', 'crypto-broker', 'family-office', 'prop-trader', 'other'] as const;
export const AUM_BANDS = ['<10m', '10-50m', '50-100m', '100-500m', '500m+'] as const;
/** Design partner choices (docs/decisions.md §29). */
export const USE_CASES = [
  'multi-venue-execution',
  'risk-controls',
  'strategy-automation',
  'compliance-audit',
  'other',
] as const;
export const MONTHLY_VOLUMES = ['<10m', '10-100m', '100m-1b', '1b+'] as const;
export const TIMELINES = ['now', '1-3-months', '3-6-months', 'later'] as const;

/** One demo length everywhere. */
export const DEMO_LENGTH_MINUTES = 20;
/** The design-partner cohort the site recruits for, with its dates (docs/product.md#leads). */
export { DESIGN_PARTNER_COHORT } from '../design-partner-cohort.ts';

/** A required text: trimmed, with one message for missing and empty. */
function requiredText(message: FieldMessageKey, max = 200) {
  return text(message).trim().min(1, message).max(max, 'field.text.tooLong');
}

/** An optional text: trimmed; empty becomes absent. */
function optionalText(max = 200) {
  return text()
    .trim()
    .max(max, 'field.text.tooLong')
    .optional()
    .transform((value) => (value ? value : undefined));
}

function emailField(missing: FieldMessageKey) {
  return requiredText(missing, 254)
    .toLowerCase()
    .pipe(z.email({ error: 'field.email.invalid' }));
}

export const field = {
  firstName: requiredText('field.name.first', 100),
  lastName: requiredText('field.name.last', 100),
  name: requiredText('field.name.full', 200),
  workEmail: emailField('field.email.work'),
  email: emailField('field.email.required'),
  contactEmail: emailField('field.email.contact'),
  persona: z.enum(PERSONAS, { error: 'field.lead.persona' }),
  company: optionalText(200),
  companyName: requiredText('field.lead.company', 200),
  role: z.enum(ONE_PAGER_ROLES, { error: 'field.lead.role' }),
  partnerRole: requiredText('field.lead.partnerRole', 120),
  aumBand: z.enum(AUM_BANDS, { error: 'field.lead.aumBand' }),
  plan: z.enum(PLAN_IDS, { error: 'field.lead.plan' }),
  message: requiredText('field.lead.message', 5000),
  demoMessage: optionalText(2000),
  useCase: z.enum(USE_CASES, { error: 'field.lead.useCase' }),
  monthlyVolume: z.enum(MONTHLY_VOLUMES, { error: 'field.lead.monthlyVolume' }),
  timeline: z.enum(TIMELINES, { error: 'field.lead.timeline' }),
  infrastructure: optionalText(2000),
  /**
   * "Send me product updates by email": absent is false. Ticked, it asks for the 'updates'
   * subscription, which starts only once the address is confirmed (docs/product.md#email-subscriptions).
   */
  updates: z.boolean({ error: 'field.lead.updates' }).optional(),
  /**
   * Version of the product updates box the visitor ticked (../consent-notices.ts), recorded
   * with the 'updates' subscription the lead asks for (docs/decisions.md §79). Optional: a
   * client older than the box sends none, and the lead's own consentVersion stands in.
   */
  updatesConsentVersion: text('field.lead.updatesVersionText')
    .trim()
    .min(1, 'field.lead.updatesVersionEmpty')
    .max(40, 'field.text.tooLong')
    .optional(),
};

/**
 * Stored as the consent version and page of a lead whose client did not send them (the
 * original waitlist payload, see lead-payload.ts).
 */
export const UNKNOWN_CONSENT_RECORD = 'unknown';

/**
 * What every lead carries besides its form: idempotency id, consent record, campaign. The
 * subscription forms reuse its consent fields (./subscriptions.ts).
 */
export const leadMeta = {
  /** Generated in the browser once per submission; a retry reuses it (idempotency). */
  clientId: z.uuid({ error: 'field.lead.clientId' }),
  /** Consent is always true; the notice shown next to the button is the consent. */
  consent: z.literal(true, { error: 'field.lead.consent' }),
  /** Version of the consent notice the visitor saw: one of ../consent-notices.ts for the lead's kind. */
  consentVersion: text('field.lead.consentVersion').trim().min(1).max(40),
  /** The page the form was sent from, or `unknown` for a client that does not say. */
  page: text('field.page.pathRequired')
    .max(300)
    .regex(new RegExp(`^(/\\S*|${UNKNOWN_CONSENT_RECORD})$`), 'field.page.path'),
  /**
   * ISO time of the submission (the consent time), in UTC. Any number of second fractions is
   * accepted and stored to the millisecond, as every other time is (`toISOString()`), so the
   * stored text always fits its column and sorts in time order (docs/decisions.md §66). zod's
   * pattern admits only real calendar times of years 0000-9999, each of which Date holds.
   */
  ts: z.iso.datetime({ error: 'field.dateTime.iso' }).transform((ts) => new Date(ts).toISOString()),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  referrer: optionalText(1000),
  /** The language of the page the form was sent from (./locale-field.ts). */
  locale: localeField,
  /** Honeypot: hidden from people, filled by bots. A filled one is accepted and dropped. */
  website: text().max(500).optional(),
};

/** The waitlist payload, plus the first and last name it joins into `name`. */
const personFields = {
  email: field.workEmail,
  firstName: field.firstName,
  lastName: field.lastName,
  /** First and last name joined; the server joins them again itself. */
  name: text().max(201).optional(),
  company: field.company,
  interest: field.persona,
};

export const waitlistLeadSchema = z.object({
  kind: z.literal('waitlist'),
  ...leadMeta,
  ...personFields,
  selectedPlan: field.plan.optional(),
  /**
   * The waitlist's own "product updates" box (docs/decisions.md §242): the form sends true or
   * false. Absent, the client is older than the box, and its notice said that joining subscribes.
   */
  updates: field.updates,
  updatesConsentVersion: field.updatesConsentVersion,
});
export const planLeadSchema = z.object({
  kind: z.literal('plan'),
  ...leadMeta,
  ...personFields,
  selectedPlan: field.plan,
  updates: field.updates,
  updatesConsentVersion: field.updatesConsentVersion,
});
export const onePagerLeadSchema = z.object({
  kind: z.literal('one-pager'),
  ...leadMeta,
  email: field.workEmail,
  role: field.role,
  aumBand: field.aumBand,
  updates: field.updates,
  updatesConsentVersion: field.updatesConsentVersion,
});
export const demoLeadSchema = z.object({
  kind: z.literal('demo'),
  ...leadMeta,
  name: field.name,
  email: field.workEmail,
  company: field.company,
  message: field.demoMessage,
});
export const contactLeadSchema = z.object({
  kind: z.literal('contact'),
  ...leadMeta,
  name: field.name,
  email: field.email,
  message: field.message,
});
export const designPartnerLeadSchema = z.object({
  kind: z.literal('design-partner'),
  ...leadMeta,
  company: field.companyName,
  role: field.partnerRole,
  useCase: field.useCase,
  monthlyVolume: field.monthlyVolume,
  timeline: field.timeline,
  infrastructure: field.infrastructure,
  email: field.contactEmail,
});

export const leadSchema = z.discriminatedUnion(
  'kind',
  [waitlistLeadSchema, planLeadSchema, onePagerLeadSchema, demoLeadSchema, contactLeadSchema, designPartnerLeadSchema],
  { error: 'field.lead.kind' },
);
/** A lead as the browser sends it (before trimming). */
export type LeadInput = z.input<typeof leadSchema>;
/** A lead as the API stores it (trimmed, email in lower case). */
export type Lead = z.output<typeof leadSchema>;

/**
 * The answer to a stored lead. It says nothing about leads sent before, so that nobody learns
 * by posting an address whether it was ever submitted (docs/decisions.md §80).
 */
export const leadResponseSchema = z.object({
  /** This submission's own client id, echoed: never the id of a lead stored earlier. */
  id: z.string(),
  /**
   * accepted (201): stored, whether as a new lead or as an update of one with the same email and
   * kind; replayed (200): this client id was stored before, nothing changed. Only the submitter
   * knows a client id, so only a retry of their own submission is told it was seen.
   */
  outcome: z.enum(['accepted', 'replayed']),
});
export type LeadResponse = z.infer<typeof leadResponseSchema>;

export const partnerSeatsSchema = z.object({
  cohort: z.string(),
  total: z.number().int(),
  taken: z.number().int(),
  left: z.number().int(),
  /**
   * Whether the cohort still takes applications: false from its first day on, when the site shows
   * that applications are closed and the API refuses new ones (docs/decisions.md §281).
   */
  recruiting: z.boolean(),
});
export type PartnerSeats = z.infer<typeof partnerSeatsSchema>;

export const demoBookingSchema = z.object({
  /** The calendar booking page from configuration, or null when none is configured. */
  bookingUrl: z.url().nullable(),
  /** Mailbox for demo requests (the demo modal's text names it). */
  contactEmail: z.email(),
  minutes: z.number().int(),
});
export type DemoBooking = z.infer<typeof demoBookingSchema>;
