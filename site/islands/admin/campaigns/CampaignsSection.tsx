/**
 * /admin#campaigns (docs/back-office.md#campaign-report): a range of days, then the report for
 * it: a chart of leads, confirmed and won leads per campaign, and the table of every figure with
 * its rates. Without a range asked, the server's default (the last 30 days) is shown and the
 * form takes its dates.
 */
import { CAMPAIGN_REPORT_MAX_DAYS, type CampaignReport, daysInRange } from '@alpora/shared/schemas/admin-campaigns';
import { type FormEvent, useEffect, useState } from 'react';
import { FieldError } from '#site/components/ui/FieldError.tsx';
import { controlClass } from '#site/components/ui/FieldShell.tsx';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminRead } from '../use-admin-read.ts';
import { CampaignChart } from './CampaignChart.tsx';
import { CampaignTable } from './CampaignTable.tsx';
import { count } from './campaign-labels.ts';

interface Range {
  from: string;
  to: string;
}

function reportPath(range: Range | null): string {
  return range ? `/api/admin/campaigns?from=${range.from}&to=${range.to}` : '/api/admin/campaigns';
}

function RangeForm({ shown, onAsk }: { shown: Range | null; onAsk: (range: Range) => void }) {
  const [from, setFrom] = useState(shown?.from ?? '');
  const [to, setTo] = useState(shown?.to ?? '');
  const [error, setError] = useState<string | undefined>();
  const shownFrom = shown?.from;
  const shownTo = shown?.to;
  useEffect(() => {
    if (shownFrom) setFrom(shownFrom);
    if (shownTo) setTo(shownTo);
  }, [shownFrom, shownTo]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError('Choose a start and an end date.');
    if (to < from) return setError('The end date must be on or after the start date.');
    if (daysInRange(from, to) > CAMPAIGN_REPORT_MAX_DAYS)
      return setError(`A report covers at most ${CAMPAIGN_REPORT_MAX_DAYS} days.`);
    setError(undefined);
    onAsk({ from, to });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label="Report range">
      <div>
        <label htmlFor="campaigns-from" className="block text-sm font-medium text-ink">
          From
        </label>
        <input
          id="campaigns-from"
          type="date"
          className={`${controlClass} mt-1.5`}
          value={from}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'campaigns-range-error' : undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="campaigns-to" className="block text-sm font-medium text-ink">
          To
        </label>
        <input
          id="campaigns-to"
          type="date"
          className={`${controlClass} mt-1.5`}
          value={to}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'campaigns-range-error' : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary">
        Show report
      </button>
      <div className="basis-full">
        <FieldError id="campaigns-range-error" message={error} />
      </div>
    </form>
  );
}

export function CampaignsSection(_props: AdminSectionProps) {
  const [asked, setAsked] = useState<Range | null>(null);
  const { state } = useAdminRead<CampaignReport>(reportPath(asked));
  const shown = state.status === 'ready' ? { from: state.data.from, to: state.data.to } : asked;
  return (
    <AdminSection
      title="Campaigns"
      intro="Page views, leads, confirmed and won leads per campaign (utm source, medium and campaign), by the day each lead first arrived. Views count only visitors who accepted analytics."
    >
      <RangeForm shown={shown} onAsk={setAsked} />
      <ReadState
        state={state}
        loading="Loading the report…"
        failed="The report could not load"
        isEmpty={(report) => report.rows.length === 0}
        empty={`No page views and no leads from ${shown?.from} to ${shown?.to}.`}
      >
        {(report) => <ReportView report={report} />}
      </ReadState>
    </AdminSection>
  );
}

function ReportView({ report }: { report: CampaignReport }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <p role="status" className="text-sm text-muted">
        {count(report.total.leads, 'lead')} and {count(report.total.views, 'page view')} from {report.from} to{' '}
        {report.to}, UTC.
      </p>
      <CampaignChart rows={report.rows} />
      <CampaignTable report={report} />
    </div>
  );
}
