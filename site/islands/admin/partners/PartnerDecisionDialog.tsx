/**
 * Accepting or declining one design-partner application, or changing its decision: a note
 * (required to decline, so the team can tell the applicant why) and the button. A refusal of
 * the server (all seats taken) is shown in the dialog, which stays open.
 */

import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import {
  PARTNER_NOTE_MAX,
  type PartnerApplication,
  type PartnerDecision,
  type PartnerDecisionResponse,
} from '@alpora/shared/schemas/admin-partners';
import { type FormEvent, useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';

interface Props {
  application: PartnerApplication;
  decision: PartnerDecision;
  onClose: () => void;
  onDecided: (answer: PartnerDecisionResponse) => void;
}

export function PartnerDecisionDialog({ application, decision, onClose, onDecided }: Props) {
  const [note, setNote] = useState(application.state === decision ? (application.note ?? '') : '');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const accept = decision === 'accepted';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accept && !note.trim()) return setNoteError('Say why the application is declined.');
    setNoteError(undefined);
    setRefusal(undefined);
    setBusy(true);
    try {
      const answer = await apiRequest<PartnerDecisionResponse>(`/api/admin/partners/${application.id}/decision`, {
        method: 'POST',
        body: { decision, note },
      });
      onDecided(answer);
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
      if (apiError?.fields?.note) setNoteError(apiError.fields.note);
      else setRefusal(apiError?.message ?? 'The decision could not be saved. Try again.');
    } finally {
      setBusy(false);
    }
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
      <form onSubmit={submit} noValidate className="grid gap-4">
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
          error={noteError}
        />
        {refusal ? (
          <p role="alert" className="rounded-lg border border-negative/40 bg-negative/5 p-3 text-sm text-negative">
            {refusal}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {accept ? 'Accept application' : 'Decline application'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
