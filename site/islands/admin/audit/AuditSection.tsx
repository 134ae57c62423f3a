/**
 * /admin#audit (docs/back-office.md#audit-log): every staff action and every staff view of a
 * person's data, newest first, filtered by who, what, which record and which days, 50 at a time
 * with "Show older entries"; "Export CSV" downloads what the filters find (the export itself is
 * recorded). Read-only: nothing here changes an entry.
 */
import type { AuditEntryView, AuditPage } from '@alpora/shared/schemas/admin-audit';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminPages } from '../use-admin-pages.ts';
import { useFilterForm } from '../use-filter-form.ts';
import { AuditTable } from './AuditTable.tsx';

const NO_FILTERS = { actor: '', action: '', subject: '', from: '', to: '' };

type Filters = typeof NO_FILTERS;

function queryOf(filters: Filters, before?: string | number): string {
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
  const { applied: filters, field, apply, clear } = useFilterForm(NO_FILTERS);
  const { state, more } = useAdminPages<AuditEntryView, AuditPage>(
    `/api/admin/audit${queryOf(filters)}`,
    (page) => ({ items: page.entries, next: page.nextBefore }),
    (before) => `/api/admin/audit${queryOf(filters, before)}`,
  );

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
          <button type="button" className="btn btn-secondary" onClick={clear}>
            Clear
          </button>
        </div>
      </form>
      <ReadState
        state={state}
        loading="Loading the audit log…"
        failed="The audit log could not load"
        isEmpty={({ items }) => items.length === 0}
        empty="No entry matches."
      >
        {({ items, next }) => (
          <>
            <AuditTable entries={items} />
            {next !== null ? (
              <button type="button" className="btn btn-secondary justify-self-start" onClick={more}>
                Show older entries
              </button>
            ) : null}
          </>
        )}
      </ReadState>
    </AdminSection>
  );
}
