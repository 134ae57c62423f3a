/**
 * One privacy request (docs/back-office.md#privacy-requests): how and when it arrived, was
 * confirmed, is due and was answered, by whom, the note, and its outcome: the records found or
 * erased per kind of the data map, and what was kept and why. A completed access request's
 * answer downloads from here.
 */
import { formatDateTime, formatLongDate } from '@alpora/shared/format';
import type { PrivacyRequestItem } from '@alpora/shared/schemas/privacy-requests';
import type { ReactNode } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { DownloadAnswer } from './DownloadAnswer.tsx';
import { PRIVACY_CHANNEL_LABELS, PRIVACY_KIND_LABELS, PRIVACY_STATUS_LABELS, privacyActions } from './privacy-looks.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

function handledBy(request: PrivacyRequestItem): string {
  if (request.status === 'open' || request.status === 'unconfirmed') return '—';
  return request.handledBy ?? 'The product, when the link was confirmed';
}

export function PrivacyDetailDialog({ request, onClose }: { request: PrivacyRequestItem | null; onClose: () => void }) {
  const found = Object.entries(request?.outcome?.found ?? {}).filter(([, rows]) => rows > 0);
  const kept = request?.outcome?.kept ?? [];
  const verb = request?.kind === 'erasure' ? 'Erased' : 'Found';
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={request ? `${PRIVACY_KIND_LABELS[request.kind]} request of ${request.email}` : ''}
    >
      {request ? (
        <div className="grid gap-4 text-sm">
          <dl className="grid gap-2">
            <Row label="State">
              {PRIVACY_STATUS_LABELS[request.status]}
              {request.overdue ? ', overdue' : ''}
            </Row>
            <Row label="Channel">{PRIVACY_CHANNEL_LABELS[request.channel]}</Row>
            <Row label="Received">{formatDateTime(request.receivedAt)} UTC</Row>
            {request.confirmedAt ? <Row label="Confirmed">{formatDateTime(request.confirmedAt)} UTC</Row> : null}
            <Row label="Due">{request.dueAt ? formatLongDate(new Date(request.dueAt)) : '—'}</Row>
            {request.completedAt ? <Row label="Answered">{formatDateTime(request.completedAt)} UTC</Row> : null}
            <Row label="Handled by">{handledBy(request)}</Row>
            <Row label="Note">{request.note ?? <span className="text-muted">None</span>}</Row>
          </dl>
          {request.outcome ? (
            <section aria-labelledby="privacy-outcome" className="grid gap-2">
              <h3 id="privacy-outcome" className="font-semibold text-ink">
                {verb}, by kind of the data map
              </h3>
              {found.length === 0 ? (
                <p className="text-muted">Nothing.</p>
              ) : (
                <ul className="grid gap-1 rounded-lg bg-wash p-3">
                  {found.map(([kind, rows]) => (
                    <li key={kind} className="flex justify-between gap-4">
                      <code>{kind}</code>
                      <span className="tabular-nums">{rows}</span>
                    </li>
                  ))}
                </ul>
              )}
              <h3 className="font-semibold text-ink">Kept, and why</h3>
              {kept.length === 0 ? (
                <p className="text-muted">Nothing.</p>
              ) : (
                <ul className="grid gap-2">
                  {kept.map((record) => (
                    <li key={record.what}>
                      <span className="font-semibold text-ink">{record.what}</span>
                      <span className="block text-muted">{record.why}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
          {privacyActions(request).download ? (
            <div className="flex flex-wrap gap-2">
              <DownloadAnswer request={request} />
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
