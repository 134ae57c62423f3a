/**
 * /admin#leads, the leads inbox (docs/back-office.md#leads-inbox): every lead of every form,
 * filtered by what the URL fragment says (/admin#leads?campaign=spring), newest first, 50 a
 * page with the total; a lead opens in a dialog to be read and worked; the filtered list
 * exports as CSV.
 */
import type { LeadInboxPage } from '@alpora/shared/schemas/admin-leads';
import { useEffect, useState } from 'react';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminRead } from '../use-admin-read.ts';
import { ExportButton } from './ExportButton.tsx';
import { LeadDetailDialog } from './LeadDetailDialog.tsx';
import { LeadFilterForm } from './LeadFilterForm.tsx';
import { LeadTable } from './LeadTable.tsx';
import { filterQuery, filtersFromFragment, fragmentFor, type LeadFilters } from './lead-filters.ts';

/** The filters of the fragment, followed as it changes (a link, the back button). */
function useFragmentFilters(): LeadFilters {
  const [filters, setFilters] = useState(() => filtersFromFragment(window.location.hash));
  useEffect(() => {
    const follow = () => setFilters(filtersFromFragment(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return filters;
}

function totalLine(total: number, filtered: boolean): string {
  const count = `${total.toLocaleString('en')} ${total === 1 ? 'lead' : 'leads'}`;
  if (!filtered) return count;
  return `${count} ${total === 1 ? 'matches' : 'match'} these filters`;
}

export function LeadsSection(_props: AdminSectionProps) {
  const filters = useFragmentFilters();
  const query = filterQuery(filters);
  // The cursors of the pages after the first, so Previous goes back exactly one page; other
  // filters start again on their first page.
  const [paging, setPaging] = useState<{ query: string; cursors: string[] }>({ query, cursors: [] });
  const cursors = paging.query === query ? paging.cursors : [];
  const setCursors = (next: string[]) => setPaging({ query, cursors: next });
  const cursor = cursors.at(-1);
  const params = [query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
  const { state, reload } = useAdminRead<LeadInboxPage>(`/api/admin/leads${params ? `?${params}` : ''}`);
  const [openId, setOpenId] = useState<string | null>(null);
  const pageNumber = cursors.length + 1;

  return (
    <AdminSection
      title="Leads"
      intro="Every lead of every form, newest first. Opening a lead, listing and exporting are recorded in the audit log."
      actions={<ExportButton filters={filters} />}
    >
      <LeadFilterForm filters={filters} onApply={(next) => window.location.assign(fragmentFor(next))} />
      <div aria-live="polite" className="grid min-w-0 grid-cols-1 gap-3">
        <ReadState
          state={state}
          loading="Loading leads…"
          failed="The leads could not load"
          isEmpty={(page) => page.leads.length === 0}
          empty={query ? 'No lead matches these filters.' : 'No lead yet.'}
        >
          {(page) => (
            <>
              <p className="text-sm text-muted" data-total>
                {totalLine(page.total, query !== '')} · page {pageNumber}
              </p>
              <LeadTable leads={page.leads} onOpen={setOpenId} />
            </>
          )}
        </ReadState>
      </div>
      <nav aria-label="Pages of leads" className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={cursors.length === 0}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous page
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={state.status !== 'ready' || !state.data.nextCursor}
          onClick={() => {
            const next = state.status === 'ready' ? state.data.nextCursor : null;
            if (next) setCursors([...cursors, next]);
          }}
        >
          Next page
        </button>
      </nav>
      {openId ? <LeadDetailDialog id={openId} onClose={() => setOpenId(null)} onChanged={reload} /> : null}
    </AdminSection>
  );
}
