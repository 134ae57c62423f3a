/**
 * "Send me product updates by email" on the plan and one-pager forms (docs/decisions.md §79):
 * unticked by default, and sent as `updates: true` only when ticked, with the version of the
 * box's text as `updatesConsentVersion`, the record of what the person asked for; a lead
 * without it asks for no updates. The waitlist always subscribes and has no such box: it sends
 * the version of its notice (`updatesNoticeVersion`).
 *
 * The form keeps the box as text like every other field ('on' or ''); the schema turns it
 * into a boolean, overriding the shared lead schema's own `updates` where it has one.
 *
 * @example
 * const schema = onePagerLeadSchema.omit({ ...LEAD_META, ...UPDATES_META }).extend({ updates: updatesChoice });
 * toPayload: (data, meta) => ({ kind: 'one-pager', ...meta, ...withUpdates(data) })
 */
import { z } from 'zod';
import { dictionary } from '#site/i18n/index.ts';

/** The checkbox's value in the form: 'on' when ticked. */
export const UPDATES_TICKED = 'on';

export const updatesChoice = z.string().transform((value) => value === UPDATES_TICKED);

/** The version of the updates notice this page shows, sent with every lead that asks for updates. */
export function updatesNoticeVersion(): string {
  return dictionary().leads.updates.consentVersion;
}

/**
 * The form's data as the lead carries it: `updates: true` and the notice version when ticked,
 * neither otherwise.
 */
export function withUpdates<Data extends { updates: boolean }>({
  updates,
  ...rest
}: Data): Omit<Data, 'updates'> & { updates?: true; updatesConsentVersion?: string } {
  return updates ? { ...rest, updates: true, updatesConsentVersion: updatesNoticeVersion() } : rest;
}
