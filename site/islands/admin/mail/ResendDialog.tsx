/**
 * The confirmation before a failed mail is queued again (docs/decisions.md §147): it goes to
 * the same recipient with the same Message-ID, now, and the resend is in the audit log.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { MailSummary } from '@alpora/shared/schemas/admin-mail';
import { useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';

interface Props {
  mail: MailSummary | null;
  onClose: () => void;
  onResent: (mail: MailSummary) => void;
}

export function ResendDialog({ mail, onClose, onResent }: Props) {
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setProblem(undefined);
    onClose();
  };
  const resend = async () => {
    if (!mail) return;
    setBusy(true);
    try {
      const { mail: queued } = await apiRequest<{ mail: MailSummary }>(`/api/admin/mail/${mail.id}/resend`, {
        body: {},
      });
      close();
      onResent(queued);
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError ? (error.apiError?.message ?? error.message) : 'The server was not reached.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={mail !== null} onClose={close} title="Resend this mail?">
      <div className="grid gap-4 text-sm text-ink">
        <p>
          <span className="font-semibold">{mail?.template}</span> to{' '}
          <span className="font-semibold break-all">{mail?.recipient}</span> failed
          {mail?.lastError ? `: ${mail.lastError}` : '.'}
        </p>
        <p className="text-muted">
          It is queued again as it was, with the same Message-ID, and sent now; if it fails for a passing reason it is
          retried for 3 days. The resend is recorded in the audit log.
        </p>
        {problem ? (
          <p role="alert" className="text-negative">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={close}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void resend()}>
            Resend
          </button>
        </div>
      </div>
    </Dialog>
  );
}
