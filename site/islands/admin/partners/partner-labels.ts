/**
 * How /admin#partners writes an application's answers and state: the answers in the words of
 * the form the applicant saw (site/i18n/en/forms.ts), a state as a badge with a mark, so colour
 * is never the only cue.
 *
 * @example answerLabel('useCase', 'risk-controls') // 'Risk controls and limits'
 */
import type { PartnerApplicationState } from '@alpora/shared/schemas/admin-partners';
import type { BadgeLook } from '#site/components/ui/badge-variants.ts';
import { forms } from '#site/i18n/en/forms.ts';

type ChoiceField = 'useCase' | 'monthlyVolume' | 'timeline';

/** The form's label of a choice; a value the form no longer offers is shown as stored. */
export function answerLabel(field: ChoiceField, value: string): string {
  const options: Record<string, string> = forms.leads.options[field];
  return options[value] ?? value;
}

export const STATE_LOOKS: Record<PartnerApplicationState, BadgeLook & { label: string }> = {
  pending: { tone: 'caution', mark: 'ring', label: 'Pending' },
  accepted: { tone: 'positive', mark: 'check', label: 'Accepted' },
  declined: { tone: 'muted', mark: 'cross', label: 'Declined' },
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "20 Nov 2026, 09:30 UTC". */
export function formatTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}
