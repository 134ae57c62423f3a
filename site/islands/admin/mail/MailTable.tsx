/**
 * The outbox as a table: template and category, recipient, state and attempts, the last failure,
 * and when it was queued, is next tried or was sent. On a narrow screen it scrolls sideways in a
 * labelled region that takes keyboard focus, with a hint while columns are out of view
 * (`<scroll-region>`, site/lib/scroll-region.ts); each row's buttons open the mail or resend it.
 */
import { formatDateTime } from '@alpora/shared/format';
import type { MailSummary } from '@alpora/shared/schemas/admin-mail';
import { Badge } from '#site/components/ui/Badge.tsx';
import '#site/lib/scroll-region.ts';
import { MAIL_STATUS_LABELS, mailStatusLook } from './mail-looks.ts';

interface Props {
  mails: readonly MailSummary[];
  onOpen: (mail: MailSummary) => void;
  onResend: (mail: MailSummary) => void;
}

const HEAD = ['Mail', 'Recipient', 'State', 'Failure reason', 'Times', 'Actions'] as const;
const cellClass = 'px-3 py-3 align-top';

function when(mail: MailSummary): [string, string][] {
  const times: [string, string][] = [['Queued', mail.createdAt]];
  if (mail.resentAt) times.push(['Resent', mail.resentAt]);
  if (mail.nextAttemptAt) times.push(['Next attempt', mail.nextAttemptAt]);
  if (mail.sentAt) times.push(['Sent', mail.sentAt]);
  return times;
}

export function MailTable({ mails, onOpen, onResend }: Props) {
  return (
    <scroll-region>
      <p className="mb-2 items-center justify-end gap-1 text-sm text-muted" data-scroll-hint>
        Scroll sideways for more columns
      </p>
      <div className="rounded-xl border border-line bg-white" data-scroll-frame>
        <section
          aria-label="Mails, newest first"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          // Positioned, so the screen-reader-only text of its buttons stays clipped with it.
          className="relative overflow-x-auto"
          data-scroller
        >
          <table className="w-full min-w-[50rem] text-left text-sm">
            <caption className="sr-only">Mails, newest first</caption>
            <thead className="border-b border-line bg-wash text-xs uppercase tracking-wide text-muted">
              <tr>
                {HEAD.map((title) => (
                  <th key={title} scope="col" className="px-3 py-3 font-semibold">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
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
            </tbody>
          </table>
        </section>
      </div>
    </scroll-region>
  );
}
