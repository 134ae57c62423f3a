/**
 * The privacy queue as a table: the request (kind and channel), the address, its state with an
 * "Overdue" badge past its due date, the due date and when it arrived, and the actions its state
 * allows. On a narrow screen it scrolls sideways (ScrollTable).
 */
import { formatDateTime, formatLongDate } from '@alpora/shared/format';
import type { PrivacyRequestItem } from '@alpora/shared/schemas/privacy-requests';
import { Badge } from '#site/components/ui/Badge.tsx';
import { ScrollTable } from '#site/components/ui/ScrollTable.tsx';
import { LANGUAGE_LABELS } from '../language-labels.ts';
import {
  PRIVACY_CHANNEL_LABELS,
  PRIVACY_KIND_LABELS,
  PRIVACY_STATUS_LABELS,
  privacyActions,
  privacyStatusLook,
} from './privacy-looks.ts';

export type PrivacyAnswer = 'complete' | 'decline';

interface Props {
  requests: readonly PrivacyRequestItem[];
  onOpen: (request: PrivacyRequestItem) => void;
  onAnswer: (request: PrivacyRequestItem, answer: PrivacyAnswer) => void;
}

const HEAD = ['Request', 'Address', 'State', 'Due', 'Received', 'Actions'] as const;
const cellClass = 'px-4 py-3 align-top';

export function PrivacyTable({ requests, onOpen, onAnswer }: Props) {
  return (
    <ScrollTable label="Privacy requests, open ones first by due date" head={HEAD} minWidth="min-w-[60rem]">
      {requests.map((request) => (
        <tr key={request.id} data-request={request.id}>
          <td className={cellClass}>
            <span className="font-semibold text-ink">{PRIVACY_KIND_LABELS[request.kind]}</span>
            <span className="block text-xs text-muted">
              {PRIVACY_CHANNEL_LABELS[request.channel]} · {LANGUAGE_LABELS[request.locale]}
            </span>
          </td>
          <td className={`${cellClass} break-all text-ink`}>{request.email}</td>
          <td className={cellClass}>
            <span className="flex flex-wrap gap-1">
              <Badge {...privacyStatusLook(request.status)}>{PRIVACY_STATUS_LABELS[request.status]}</Badge>
              {request.overdue ? (
                <Badge tone="alert" mark="cross">
                  Overdue
                </Badge>
              ) : null}
            </span>
          </td>
          <td className={`${cellClass} whitespace-nowrap text-ink`}>
            {request.dueAt ? <time dateTime={request.dueAt}>{formatLongDate(new Date(request.dueAt))}</time> : '—'}
          </td>
          <td className={`${cellClass} whitespace-nowrap text-xs text-muted`}>
            <time dateTime={request.receivedAt}>{formatDateTime(request.receivedAt)}</time>
          </td>
          <td className={cellClass}>
            <div className="flex gap-2">
              <button type="button" className="btn btn-secondary" onClick={() => onOpen(request)}>
                View<span className="sr-only"> the request of {request.email}</span>
              </button>
              {privacyActions(request).answer ? (
                <>
                  <button type="button" className="btn btn-secondary" onClick={() => onAnswer(request, 'complete')}>
                    Complete<span className="sr-only"> the request of {request.email}</span>
                  </button>
                  <button type="button" className="btn btn-secondary" onClick={() => onAnswer(request, 'decline')}>
                    Decline<span className="sr-only"> the request of {request.email}</span>
                  </button>
                </>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
