/**
 * What each submission of a lead said, as the inbox lists it (docs/back-office.md#leads-inbox):
 * the fields the person filled in, under the labels the lead's own fields use, each marked when
 * it differs from the submission before. A repeat never replaces what the lead stored
 * (docs/decisions.md §240), so a changed name or a second message is read here.
 *
 * @example submissionFields([{ payload: { name: 'Ada' } }, { payload: { name: 'Ada King' } }])[1]
 * // [{ label: 'Name', value: 'Ada King', changed: true }]
 */
import { isLocale } from '@alpora/shared/locales';
import { LANGUAGE_LABELS } from '../language-labels.ts';

/** The payload keys shown, in the forms' order, with their labels; the rest is the record. */
const SHOWN: readonly (readonly [key: string, label: string])[] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['role', 'Role'],
  ['interest', 'Interest'],
  ['selectedPlan', 'Plan'],
  ['aumBand', 'Assets'],
  ['useCase', 'Use case'],
  ['monthlyVolume', 'Monthly volume'],
  ['timeline', 'Timeline'],
  ['infrastructure', 'Infrastructure'],
  ['message', 'Message'],
  ['updates', 'Product updates'],
  ['page', 'Sent from'],
  ['locale', 'Language'],
];

export interface SubmissionField {
  label: string;
  value: string;
  /** Differs from the submission before (a field it did not have counts as differing). */
  changed: boolean;
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? 'asked for' : 'not asked for';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The language a submission's page was in, as the back office names it (docs/decisions.md §303). */
function languageOf(locale: unknown): unknown {
  return isLocale(locale) ? LANGUAGE_LABELS[locale] : locale;
}

/** The joined name, or first and last name from a payload that has only those. */
function nameOf(payload: Record<string, unknown>): unknown {
  if (payload.name) return payload.name;
  const parts = [payload.firstName, payload.lastName].filter((part) => typeof part === 'string' && part);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function fieldsOf(payload: Record<string, unknown> | null): Map<string, string> {
  const fields = new Map<string, string>();
  if (!payload) return fields;
  for (const [key, label] of SHOWN) {
    const value = shown(
      key === 'name' ? nameOf(payload) : key === 'locale' ? languageOf(payload.locale) : payload[key],
    );
    if (value !== null) fields.set(label, value);
  }
  return fields;
}

/** Every submission's fields, oldest first as given; the first submission has nothing changed. */
export function submissionFields(
  submissions: readonly { payload: Record<string, unknown> | null }[],
): SubmissionField[][] {
  let before: Map<string, string> | null = null;
  return submissions.map(({ payload }) => {
    const fields = fieldsOf(payload);
    const previous = before;
    before = fields;
    return [...fields].map(([label, value]) => ({
      label,
      value,
      changed: previous !== null && previous.get(label) !== value,
    }));
  });
}
