/**
 * "Send me product updates by email" on the waitlist, plan and one-pager forms
 * (docs/decisions.md §79, §242): unticked by default, its words from the registry
 * (./consent-notice.ts). Ticked, the lead carries `updates: true` and the box's version as
 * `updatesConsentVersion`, the record of what the person asked for; unticked, `updates: false`
 * and no version, so the API never reads a missing answer as a yes.
 *
 * The form keeps the box as text like every other field ('on' or ''); the schema turns it
 * into a boolean, overriding the shared lead schema's own `updates`.
 *
 * @example
 * const schema = onePagerLeadSchema.omit({ ...LEAD_META, ...UPDATES_META }).extend({ updates: updatesChoice });
 * toPayload: (data, meta) => ({ kind: 'one-pager', ...meta, ...withUpdates('one-pager', data) })
 */
import { z } from 'zod';
import { type UpdatesKind, updatesBox } from './consent-notice.ts';

/** The checkbox's value in the form: 'on' when ticked. */
export const UPDATES_TICKED = 'on';

export const updatesChoice = z.string().transform((value) => value === UPDATES_TICKED);

/** The form's data as the lead carries it: the answer, and the box's version when it is yes. */
export function withUpdates<Data extends { updates: boolean }>(
  kind: UpdatesKind,
  { updates, ...rest }: Data,
): Omit<Data, 'updates'> & { updates: boolean; updatesConsentVersion?: string } {
  return updates
    ? { ...rest, updates: true, updatesConsentVersion: updatesBox(kind).version }
    : { ...rest, updates: false };
}
