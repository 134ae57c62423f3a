/**
 * One mail's content (docs/back-office.md#mail): subject and text as its template renders the
 * stored props, the props themselves, its headers and every attempt with the server's answer.
 * Opening it is a view of the recipient's data, which the server records in the audit log; a
 * link's token reads `[hidden]`.
 */
import { formatDateTime } from '@alpora/shared/format';
import type { MailDetail, MailSummary } from '@alpora/shared/schemas/admin-mail';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminRead } from '../use-admin-read.ts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="break-all text-ink">{children}</dd>
    </div>
  );
}

/** Preformatted text in a bounded box that scrolls, labelled and reachable by keyboard. */
function ScrollBox({ label, children }: { label: string; children: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="max-h-64 overflow-auto rounded-lg bg-wash p-3"
    >
      <pre className="whitespace-pre-wrap break-words text-xs text-ink">{children}</pre>
    </section>
  );
}

export function MailDetailDialog({ mail, onClose }: { mail: MailSummary | null; onClose: () => void }) {
  // Each opening reads again: the view is recorded, and a resend since has changed the attempts.
  const { state } = useAdminRead<{ mail: MailDetail }>(mail ? `/api/admin/mail/${mail.id}` : null);

  return (
    <Dialog open={mail !== null} onClose={onClose} title={`Mail #${mail?.id ?? ''}: ${mail?.template ?? ''}`}>
      <ReadState state={state} loading="Loading the mail…" failed="The mail could not load">
        {({ mail: detail }) => (
          <div className="grid gap-4 text-sm">
            <dl className="grid gap-2">
              <Row label="To">{detail.recipient}</Row>
              {detail.replyTo ? <Row label="Reply-To">{detail.replyTo}</Row> : null}
              <Row label="Message-ID">{detail.messageId}</Row>
              <Row label="Category">{detail.category}</Row>
              <Row label="Language">{detail.locale}</Row>
            </dl>
            {detail.rendered ? (
              <section aria-labelledby="mail-content" className="grid gap-2">
                <h3 id="mail-content" className="font-semibold text-ink">
                  {detail.rendered.subject}
                </h3>
                <ScrollBox label="The mail's text">{detail.rendered.text}</ScrollBox>
              </section>
            ) : (
              <p className="text-negative">It cannot render: {detail.renderError}</p>
            )}
            <details>
              <summary className="cursor-pointer font-semibold text-ink">Stored props</summary>
              <div className="mt-2">
                <ScrollBox label="The stored props">{JSON.stringify(detail.data, null, 2)}</ScrollBox>
              </div>
            </details>
            <section aria-labelledby="mail-attempts" className="grid gap-2">
              <h3 id="mail-attempts" className="font-semibold text-ink">
                Attempts
              </h3>
              {detail.attemptLog.length === 0 ? (
                <p className="text-muted">None yet.</p>
              ) : (
                <ol className="grid gap-1">
                  {detail.attemptLog.map((attempt) => (
                    <li key={`${attempt.at}-${attempt.response}`} className="break-words">
                      <time dateTime={attempt.at} className="text-muted">
                        {formatDateTime(attempt.at)} UTC
                      </time>{' '}
                      <span className="font-semibold">{attempt.outcome}</span>: {attempt.response}
                    </li>
                  ))}
                </ol>
              )}
            </section>
            {detail.resendRefusal ? <p className="text-muted">Not resendable: {detail.resendRefusal}</p> : null}
          </div>
        )}
      </ReadState>
    </Dialog>
  );
}
