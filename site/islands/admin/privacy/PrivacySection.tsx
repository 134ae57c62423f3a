/**
 * /admin#privacy (docs/back-office.md#privacy-requests): the queue of privacy requests, open
 * ones first by due date, with how many are open and overdue whatever the filter; a request
 * opens to its outcome; an open one is completed or declined; a request that came by email or
 * post is recorded here. Administrators only: it shows what people asked about their data.
 */
import {
  PRIVACY_REQUEST_STATUSES,
  type PrivacyQueuePage,
  type PrivacyRequestItem,
} from '@alpora/shared/schemas/privacy-requests';
import { useState } from 'react';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import type { AdminSectionProps } from '../AdminPage.tsx';
import { AdminSection } from '../AdminSection.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminPages } from '../use-admin-pages.ts';
import { useFilterForm } from '../use-filter-form.ts';
import { AnswerDialog } from './AnswerDialog.tsx';
import { PrivacyDetailDialog } from './PrivacyDetailDialog.tsx';
import { type PrivacyAnswer, PrivacyTable } from './PrivacyTable.tsx';
import { PRIVACY_STATUS_LABELS } from './privacy-looks.ts';
import { RecordRequestDialog } from './RecordRequestDialog.tsx';

const NO_FILTERS = { status: '' };
const QUEUE_PATH = '/api/admin/privacy-requests';

function queuePath(filter: typeof NO_FILTERS, cursor?: string | number): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (cursor !== undefined) query.set('cursor', String(cursor));
  const text = query.toString();
  return text ? `${QUEUE_PATH}?${text}` : QUEUE_PATH;
}

export function PrivacySection(_props: AdminSectionProps) {
  const { applied, field, apply } = useFilterForm(NO_FILTERS);
  const [counts, setCounts] = useState<{ open: number; overdue: number } | null>(null);
  const { state, more, reload } = useAdminPages<PrivacyRequestItem, PrivacyQueuePage>(
    queuePath(applied),
    (page) => {
      setCounts({ open: page.open, overdue: page.overdue });
      return { items: page.items, next: page.nextCursor };
    },
    (cursor) => queuePath(applied, cursor),
  );
  const [viewing, setViewing] = useState<PrivacyRequestItem | null>(null);
  const [answering, setAnswering] = useState<{ request: PrivacyRequestItem; answer: PrivacyAnswer } | null>(null);
  const [recording, setRecording] = useState(false);

  return (
    <AdminSection
      title="Privacy requests"
      intro="Requests to see or erase a person's data, each due 30 days after it was confirmed or received."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setRecording(true)}>
          Record a request
        </button>
      }
    >
      {counts ? (
        <p role="status" className="text-sm text-ink">
          <span className="font-semibold">{counts.open}</span> open
          {counts.overdue > 0 ? (
            <>
              , <span className="font-semibold text-negative">{counts.overdue} overdue</span>
            </>
          ) : null}
          .
        </p>
      ) : null}
      <form
        className="grid items-end gap-3 sm:grid-cols-[14rem_auto]"
        aria-label="Filter the requests"
        onSubmit={apply}
      >
        <SelectField
          id="privacy-status"
          name="status"
          label="State"
          optionalLabel="any"
          placeholder="Any state"
          options={PRIVACY_REQUEST_STATUSES.map((value) => ({ value, label: PRIVACY_STATUS_LABELS[value] }))}
          {...field('status')}
        />
        <button type="submit" className="btn btn-secondary justify-self-start">
          Show
        </button>
      </form>
      <ReadState
        state={state}
        loading="Loading the requests…"
        failed="The requests could not load"
        isEmpty={({ items }) => items.length === 0}
        empty="No request matches."
      >
        {({ items, next }) => (
          <>
            <PrivacyTable
              requests={items}
              onOpen={setViewing}
              onAnswer={(request, answer) => setAnswering({ request, answer })}
            />
            {next !== null ? (
              <button type="button" className="btn btn-secondary justify-self-start" onClick={more}>
                Show more requests
              </button>
            ) : null}
          </>
        )}
      </ReadState>
      <PrivacyDetailDialog request={viewing} onClose={() => setViewing(null)} />
      <AnswerDialog
        request={answering?.request ?? null}
        answer={answering?.answer ?? 'complete'}
        onClose={() => setAnswering(null)}
        onDone={(request) => {
          toast({
            title: request.status === 'declined' ? 'Request declined' : 'Request completed',
            description: request.email,
          });
          reload();
        }}
      />
      <RecordRequestDialog
        open={recording}
        onClose={() => setRecording(false)}
        onRecorded={(request) => {
          toast({
            title: 'Request recorded',
            description: `${request.email}, due ${request.dueAt?.slice(0, 10) ?? ''}`,
          });
          reload();
        }}
      />
    </AdminSection>
  );
}
