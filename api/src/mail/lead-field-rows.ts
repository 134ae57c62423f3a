/**
 * A stored lead as the label/value rows of its team notification: every column the person
 * filled in, in the forms' order, under the label the site's form gives it. A column the kind
 * does not have is null and left out; no other is (docs/decisions.md §70). The campaign and the
 * consent record have sections of their own in the mail.
 *
 * @example leadFieldRows(row) // [{ label: 'Name', value: 'Grace Hopper' }, { label: 'Email', value: 'grace@example.com' }, …]
 */
import type { LeadRow } from '#api/db/schema.ts';
import { mailDictionaries } from './templates/dictionaries.ts';

const labels = mailDictionaries.en.leadNotification.fieldLabels;

/** The lead's own fields, as the forms ask for them, then how often it was sent. */
export const LEAD_FIELD_COLUMNS = [
  'name',
  'first_name',
  'last_name',
  'email',
  'company',
  'persona',
  'selected_plan',
  'role',
  'aum_band',
  'use_case',
  'monthly_volume',
  'timeline',
  'infrastructure',
  'message',
  'submission_count',
] as const satisfies readonly (keyof LeadRow & keyof typeof labels)[];

export function leadFieldRows(lead: LeadRow): { label: string; value: string }[] {
  return LEAD_FIELD_COLUMNS.flatMap((column) => {
    const value = lead[column];
    return value === null ? [] : [{ label: labels[column], value: String(value) }];
  });
}
