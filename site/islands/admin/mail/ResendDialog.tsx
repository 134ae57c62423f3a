/**
 * The confirmation before a failed mail is queued again (docs/decisions.md §147): it goes to
 * the same recipient with the same Message-ID, now, and the resend is in the audit log.
 */
import type { MailSummary } from '@alpora/shared/schemas/admin-mail';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { adminWrite } from '../admin-api.ts';
import { DialogActions } from '../DialogActions.tsx';
import { useChange } from '../use-change.ts';

interface Props {
  mail: MailSummary | null;
  onClose: () => void;
  onResent: (mail: MailSummary) => void;
}

export function ResendDialog({ mail, onClose, onResent }: Props) {
  const change = useChange();
  const close = () => {
    change.reset();
    onClose();
  };
  const resend = async () => {
    if (!mail) return;
    await change.run(async () => {
      const { mail: queued } = await adminWrite<{ mail: MailSummary }>(`/api/admin/mail/${mail.id}/resend`, 'POST');
      close();
      onResent(queued);
    });
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
        <DialogActions
          problem={change.problem}
          busy={change.busy}
          confirm="Resend"
          onCancel={close}
          onConfirm={() => void resend()}
        />
      </div>
    </Dialog>
  );
}
