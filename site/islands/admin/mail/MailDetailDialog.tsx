/**
 * One mail's content (docs/back-office.md#mail): subject and text as its template renders the
 * stored props, the props themselves, its headers and every attempt with the server's answer.
 * Opening it is a view of the recipient's data, which the server records in the audit log; a
 * link's token reads `[hidden]`.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { formatDateTime } from '@alpora/shared/format';
import type { MailDetail, MailSummary } from '@alpora/shared/schemas/admin-mail';
import { useEffect, useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';

type Loaded = { status: 'loading' } | { status: 'ready'; mail: MailDetail } | { status: 'error'; message: string };

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
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (!mail) return;
    let live = true;
    setLoaded({ status: 'loading' });
    apiRequest<{ mail: MailDetail }>(`/api/admin/mail/${mail.id}`)
      .then((answer) => live && setLoaded({ status: 'ready', mail: answer.mail }))
      .catch((error: unknown) => {
        if (!live) return;
        const message = error instanceof ApiRequestError ? (error.apiError?.message ?? error.message) : String(error);
        setLoaded({ status: 'error', message });
      });
    return () => {
      live = false;
    };
  }, [mail]);

  return (
    <Dialog open={mail !== null} onClose={onClose} title={`Mail #${mail?.id ?? ''}: ${mail?.template ?? ''}`}>
      {loaded.status === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          Loading the mail…
        </p>
      ) : loaded.status === 'error' ? (
        <p role="alert" className="text-sm text-negative">
          The mail could not load: {loaded.message}
        </p>
      ) : (
        <div className="grid gap-4 text-sm">
          <dl className="grid gap-2">
            <Row label="To">{loaded.mail.recipient}</Row>
            {loaded.mail.replyTo ? <Row label="Reply-To">{loaded.mail.replyTo}</Row> : null}
            <Row label="Message-ID">{loaded.mail.messageId}</Row>
            <Row label="Category">{loaded.mail.category}</Row>
            <Row label="Language">{loaded.mail.locale}</Row>
          </dl>
          {loaded.mail.rendered ? (
            <section aria-labelledby="mail-content" className="grid gap-2">
              <h3 id="mail-content" className="font-semibold text-ink">
                {loaded.mail.rendered.subject}
              </h3>
              <ScrollBox label="The mail's text">{loaded.mail.rendered.text}</ScrollBox>
            </section>
          ) : (
            <p className="text-negative">It cannot render: {loaded.mail.renderError}</p>
          )}
          <details>
            <summary className="cursor-pointer font-semibold text-ink">Stored props</summary>
            <div className="mt-2">
              <ScrollBox label="The stored props">{JSON.stringify(loaded.mail.data, null, 2)}</ScrollBox>
            </div>
          </details>
          <section aria-labelledby="mail-attempts" className="grid gap-2">
            <h3 id="mail-attempts" className="font-semibold text-ink">
              Attempts
            </h3>
            {loaded.mail.attemptLog.length === 0 ? (
              <p className="text-muted">None yet.</p>
            ) : (
              <ol className="grid gap-1">
                {loaded.mail.attemptLog.map((attempt) => (
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
          {loaded.mail.resendRefusal ? <p className="text-muted">Not resendable: {loaded.mail.resendRefusal}</p> : null}
        </div>
      )}
    </Dialog>
  );
}
