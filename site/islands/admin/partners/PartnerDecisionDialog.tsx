/**
 * Accepting or declining one design-partner application, or changing its decision: a note
 * (required to decline, so the team can tell the applicant why) and the button. A refusal of
 * the server (all seats taken) is shown in the dialog, which stays open.
 */
import {
  PARTNER_NOTE_MAX,
  type PartnerApplication,
  type PartnerDecision,
  type PartnerDecisionResponse,
} from '@alpora/shared/schemas/admin-partners';
import { type FormEvent, useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { adminWrite } from '../admin-api.ts';
import { DialogActions } from '../DialogActions.tsx';
import { useChange } from '../use-change.ts';

interface Props {
  application: PartnerApplication;
  decision: PartnerDecision;
  onClose: () => void;
  onDecided: (answer: PartnerDecisionResponse) => void;
}

export function PartnerDecisionDialog({ application, decision, onClose, onDecided }: Props) {
  const [note, setNote] = useState(application.state === decision ? (application.note ?? '') : '');
  const change = useChange();
  const accept = decision === 'accepted';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accept && !note.trim()) return change.refuse({ note: 'Say why the application is declined.' });
    await change.run(async () =>
      onDecided(
        await adminWrite<PartnerDecisionResponse>(`/api/admin/partners/${application.id}/decision`, 'POST', {
          decision,
          note,
        }),
      ),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${accept ? 'Accept' : 'Decline'} ${application.company}`}
      description={
        accept
          ? 'Accepting takes one seat of the cohort; the public counter on /partners shows it at once.'
          : 'Declining frees the seat if the application held one. The note is for the team, and for answering the applicant.'
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <TextField
          id="partner-decision-note"
          name="note"
          label="Note"
          optionalLabel={accept ? 'optional' : undefined}
          hint={accept ? 'For example the kick-off date.' : 'Why the application is declined.'}
          rows={4}
          maxLength={PARTNER_NOTE_MAX}
          value={note}
          onChange={setNote}
          error={change.fields.note}
        />
        <DialogActions
          problem={change.problem}
          busy={change.busy}
          confirm={accept ? 'Accept application' : 'Decline application'}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
