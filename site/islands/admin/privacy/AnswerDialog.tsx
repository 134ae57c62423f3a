/**
 * Completing or declining an open privacy request (docs/back-office.md#privacy-requests).
 * Completing answers it as the web form's link would: an access request's records are counted
 * for the download, an erasure erases them. Declining needs the reason, which is given to the
 * person. Nothing happens before the administrator confirms; both go to the audit log.
 */
import type { PrivacyRequestItem } from '@alpora/shared/schemas/privacy-requests';
import { type FormEvent, useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { adminWrite } from '../admin-api.ts';
import { DialogActions } from '../DialogActions.tsx';
import { useChange } from '../use-change.ts';
import type { PrivacyAnswer } from './PrivacyTable.tsx';

interface Props {
  request: PrivacyRequestItem | null;
  answer: PrivacyAnswer;
  onClose: () => void;
  onDone: (request: PrivacyRequestItem) => void;
}

function explanation(request: PrivacyRequestItem): string {
  return request.kind === 'erasure'
    ? `Everything we hold about ${request.email} is erased now, except what the law makes us keep; an account registered with it is closed and signed out.`
    : `The records we hold about ${request.email} are counted now; download the answer from the request and send it to the person.`;
}

export function AnswerDialog({ request, answer, onClose, onDone }: Props) {
  const [note, setNote] = useState('');
  const change = useChange();
  const close = () => {
    setNote('');
    change.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (answer === 'decline' && !note.trim()) return change.refuse({ note: 'Say why the request is declined.' });
    await change.run(async () => {
      const body = answer === 'decline' ? { note } : {};
      const done = await adminWrite<PrivacyRequestItem>(
        `/api/admin/privacy-requests/${request.id}/${answer}`,
        'POST',
        body,
      );
      close();
      onDone(done);
    });
  };
  return (
    <Dialog
      open={request !== null}
      onClose={close}
      title={answer === 'complete' ? 'Complete this request?' : 'Decline this request?'}
    >
      <form className="grid gap-4 text-sm text-ink" noValidate onSubmit={(event) => void submit(event)}>
        {request ? (
          answer === 'complete' ? (
            <p>{explanation(request)}</p>
          ) : (
            <p>
              The request of <span className="break-all font-semibold">{request.email}</span> is closed unanswered. Say
              why: the person is told so.
            </p>
          )
        ) : null}
        {answer === 'decline' ? (
          <TextField
            id="privacy-decline-note"
            name="note"
            label="Why it is declined"
            hint="For example: we could not confirm that the request came from the person the data is about."
            rows={3}
            maxLength={2000}
            value={note}
            onChange={setNote}
            error={change.fields.note}
          />
        ) : null}
        <DialogActions
          problem={change.problem}
          busy={change.busy}
          confirm={answer === 'complete' ? 'Complete' : 'Decline'}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
