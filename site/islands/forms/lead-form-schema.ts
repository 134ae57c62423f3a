/**
 * A lead form's schema is its kind's shared schema without what the browser adds itself
 * (kind, client id, consent record, campaign, honeypot): adding a field to a lead kind in
 * `@alpora/shared/schemas/leads` adds it to the form's checks too.
 *
 * @example const schema = contactLeadSchema.omit(LEAD_META); // { name, email, message }
 */
export const LEAD_META = {
  kind: true,
  clientId: true,
  consent: true,
  consentVersion: true,
  page: true,
  ts: true,
  utm_source: true,
  utm_medium: true,
  utm_campaign: true,
  referrer: true,
  locale: true,
  website: true,
} as const;

/**
 * What the browser adds itself to a lead that can ask for product updates (waitlist, plan,
 * one-pager): the version of the updates notice it showed (docs/decisions.md §79).
 *
 * @example const schema = onePagerLeadSchema.omit({ ...LEAD_META, ...UPDATES_META });
 */
export const UPDATES_META = { updatesConsentVersion: true } as const;
