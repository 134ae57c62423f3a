/**
 * /admin#audit (docs/back-office.md#audit-log): every staff action and every staff view of a
 * person's data, newest first, filtered by who, what, which record and which days, 50 at a time
 * with "Show older entries"; "Export CSV" downloads what the filters find (the export itself is
 * recorded). Read-only: nothing here changes an entry.
 */
import type { AuditEntryView, AuditPage } from '@alpora/shared/schemas/admin-audit';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { adminRead, messageOf } from '../users/admin-api.ts';
import { AuditTable } from './AuditTable.tsx';

interface Filters {
  actor: string;
  action: string;
  subject: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { actor: '', action: '', subject: '', from: '', to: '' };

type Listing =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; entries: AuditEntryView[]; nextBefore: number | null };

function queryOf(filters: Filters, before?: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  if (before !== undefined) query.set('before', String(before));
  const search = query.toString();
  return search ? `?${search}` : '';
}

function DayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <FieldShell id={id} label={label} optionalLabel="UTC">
      {(describedBy) => (
        <input
          id={id}
          name={id}
          type="date"
          value={value}
          aria-describedby={describedBy}
          className={controlClass}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function AuditSection(_props: AdminSectionProps) {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });

  const load = useCallback(async (wanted: Filters, before: number | undefined, previous: AuditEntryView[]) => {
    try {
      const page = await adminRead<AuditPage>(`/api/admin/audit${queryOf(wanted, before)}`, '#audit');
      if (page) setListing({ status: 'ready', entries: [...previous, ...page.entries], nextBefore: page.nextBefore });
    } catch (error) {
      setListing({ status: 'error', message: messageOf(error) });
    }
  }, []);

  useEffect(() => {
    setListing({ status: 'loading' });
    void load(filters, undefined, []);
  }, [filters, load]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
  };
  const field = (key: keyof Filters) => ({
    value: draft[key],
    onChange: (v: string) => setDraft({ ...draft, [key]: v }),
  });

  return (
    <AdminSection
      title="Audit log"
      intro="Every staff action and every view of a person's data. Entries are kept 24 months."
      actions={
        <a className="btn btn-secondary" href={`/api/admin/audit/export.csv${queryOf(filters)}`} download>
          Export CSV
        </a>
      }
    >
      <form
        className="grid items-end gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 xl:grid-cols-3"
        onSubmit={apply}
        aria-label="Filter the audit log"
      >
        <TextField
          id="audit-actor"
          name="actor"
          label="Who"
          optionalLabel="username"
          maxLength={100}
          {...field('actor')}
        />
        <TextField
          id="audit-action"
          name="action"
          label="Action"
          optionalLabel="e.g. user.suspend, or user."
          maxLength={60}
          {...field('action')}
        />
        <TextField
          id="audit-subject"
          name="subject"
          label="Record"
          optionalLabel="an id, or user, lead…"
          maxLength={100}
          {...field('subject')}
        />
        <DayField id="audit-from" label="From" {...field('from')} />
        <DayField id="audit-to" label="To" {...field('to')} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            Apply filters
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {listing.status === 'loading' ? (
        <p role="status" className="py-8 text-center text-muted">
          Loading the audit log…
        </p>
      ) : listing.status === 'error' ? (
        <p role="alert" className="text-red-800">
          {listing.message}
        </p>
      ) : listing.entries.length === 0 ? (
        <p role="status" className="py-8 text-center text-muted">
          No entry matches.
        </p>
      ) : (
        <>
          <AuditTable entries={listing.entries} />
          {listing.nextBefore !== null ? (
            <button
              type="button"
              className="btn btn-secondary justify-self-start"
              onClick={() => void load(filters, listing.nextBefore ?? undefined, listing.entries)}
            >
              Show older entries
            </button>
          ) : null}
        </>
      )}
    </AdminSection>
  );
}
