/**
 * The outbox as a table: template and category, recipient, state and attempts, the last failure,
 * and when it was queued, is next tried or was sent. On a narrow screen it scrolls sideways
 * (ScrollTable); each row's buttons open the mail or resend it.
 */
import { formatDateTime } from '@alpora/shared/format';
import type { MailSummary } from '@alpora/shared/schemas/admin-mail';
import { Badge } from '#site/components/ui/Badge.tsx';
import { ScrollTable } from '#site/components/ui/ScrollTable.tsx';
import { MAIL_STATUS_LABELS, mailStatusLook } from './mail-looks.ts';

interface Props {
  mails: readonly MailSummary[];
  onOpen: (mail: MailSummary) => void;
  onResend: (mail: MailSummary) => void;
}

const HEAD = ['Mail', 'Recipient', 'State', 'Failure reason', 'Times', 'Actions'] as const;
const cellClass = 'px-4 py-3 align-top';

function when(mail: MailSummary): [string, string][] {
  const times: [string, string][] = [['Queued', mail.createdAt]];
  if (mail.resentAt) times.push(['Resent', mail.resentAt]);
  if (mail.nextAttemptAt) times.push(['Next attempt', mail.nextAttemptAt]);
  if (mail.sentAt) times.push(['Sent', mail.sentAt]);
  return times;
}

export function MailTable({ mails, onOpen, onResend }: Props) {
  return (
    <ScrollTable label="Mails, newest first" head={HEAD} minWidth="min-w-[50rem]">
      {mails.map((mail) => (
        <tr key={mail.id} data-mail={mail.id}>
          <td className={cellClass}>
            <span className="font-semibold text-ink">{mail.template}</span>
            <span className="block text-xs text-muted">
              #{mail.id} · {mail.category}
            </span>
          </td>
          <td className={`${cellClass} break-all text-ink`}>{mail.recipient}</td>
          <td className={cellClass}>
            <Badge {...mailStatusLook(mail.status)}>{MAIL_STATUS_LABELS[mail.status]}</Badge>
            <span className="mt-1 block text-xs text-muted tabular-nums">
              {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
            </span>
          </td>
          <td className={`${cellClass} min-w-[10rem] max-w-[16rem] break-words text-ink`}>
            {mail.lastError ?? <span className="text-muted">None</span>}
          </td>
          <td className={`${cellClass} whitespace-nowrap text-xs text-muted`}>
            {when(mail).map(([label, at]) => (
              <span key={label} className="block">
                {label}: <time dateTime={at}>{formatDateTime(at)}</time>
              </span>
            ))}
          </td>
          <td className={cellClass}>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn btn-secondary" onClick={() => onOpen(mail)}>
                View<span className="sr-only"> mail {mail.id}</span>
              </button>
              {mail.resendRefusal === null ? (
                <button type="button" className="btn btn-secondary" onClick={() => onResend(mail)}>
                  Resend<span className="sr-only"> mail {mail.id}</span>
                </button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
