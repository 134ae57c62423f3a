/**
 * The inbox's filters (docs/back-office.md#leads-inbox): a search, kind, status, language,
 * confirmation, campaign (source, medium, campaign, exactly as stored) and a range of UTC days. Every field is
 * optional and labelled; applying writes them into the URL fragment, which the list reads.
 */
import { LEAD_STATUSES } from '@alpora/shared/schemas/admin-leads';
import { LEAD_KINDS } from '@alpora/shared/schemas/leads';
import { type FormEvent, useEffect, useState } from 'react';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { LANGUAGE_CHOICES } from '../language-labels.ts';
import type { FilterName, LeadFilters } from './lead-filters.ts';
import { KIND_LABELS, STATUS_LABELS } from './lead-looks.ts';

interface Props {
  filters: LeadFilters;
  onApply: (filters: LeadFilters) => void;
}

type Choices = readonly { value: string; label: string }[];

const KINDS: Choices = LEAD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const STATUSES: Choices = LEAD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const CONFIRMED: Choices = [
  { value: 'yes', label: 'Confirmed' },
  { value: 'no', label: 'Not confirmed' },
];

export function LeadFilterForm({ filters, onApply }: Props) {
  const [draft, setDraft] = useState<LeadFilters>(filters);
  // The fragment is the truth: a link, a reload or the back button replaces the draft.
  useEffect(() => setDraft(filters), [filters]);
  const set = (name: FilterName) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const text = (name: FilterName, label: string, type: 'search' | 'text' | 'date' = 'text') => (
    <FieldShell id={`leads-${name}`} label={label}>
      {(describedBy) => (
        <input
          id={`leads-${name}`}
          name={name}
          type={type}
          value={draft[name] ?? ''}
          maxLength={200}
          aria-describedby={describedBy}
          className={controlClass}
          onChange={(event) => set(name)(event.target.value)}
        />
      )}
    </FieldShell>
  );
  const select = (name: FilterName, label: string, choices: Choices, any: string) => (
    <FieldShell id={`leads-${name}`} label={label}>
      {(describedBy) => (
        <select
          id={`leads-${name}`}
          name={name}
          value={draft[name] ?? ''}
          aria-describedby={describedBy}
          className={`${controlClass} appearance-auto`}
          onChange={(event) => set(name)(event.target.value)}
        >
          <option value="">{any}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
  return (
    <form aria-label="Filter leads" onSubmit={submit} className="grid gap-4 rounded-xl border border-line bg-white p-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <div className="sm:col-span-2">{text('q', 'Search name, email or company', 'search')}</div>
        {select('kind', 'Kind', KINDS, 'Every kind')}
        {select('status', 'Status', STATUSES, 'Every status')}
        {text('campaign', 'Campaign (utm_campaign)')}
        {text('source', 'Source (utm_source)')}
        {text('medium', 'Medium (utm_medium)')}
        {select('locale', 'Language', LANGUAGE_CHOICES, 'Every language')}
        {select('confirmed', 'Address', CONFIRMED, 'Confirmed or not')}
        {text('from', 'Received from (UTC day)', 'date')}
        {text('to', 'Received to (UTC day)', 'date')}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onApply({})}>
          Clear filters
        </button>
      </div>
    </form>
  );
}
