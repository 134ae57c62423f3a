/**
 * Posting an update to an open incident, or resolving it (docs/back-office.md#incidents). An
 * update needs a state and a message; a resolution's message is optional ("This incident has
 * been resolved." otherwise). Either is published at once and mailed to the status subscribers.
 */
import { INCIDENT_TEXT_LIMITS, OPEN_INCIDENT_STATES } from '@alpora/shared/schemas/admin-incidents';
import type { Incident } from '@alpora/shared/schemas/status';
import { type FormEvent, useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { adminWrite } from '../admin-api.ts';
import { DialogActions } from '../DialogActions.tsx';
import { useChange } from '../use-change.ts';
import { STATE_LABELS } from './incident-looks.ts';

interface Props {
  /** The incident and what to do to it; null while the dialog is closed. */
  target: { incident: Incident; action: 'update' | 'resolve' } | null;
  onClose: () => void;
  onDone: (incident: Incident) => void;
}

export function IncidentUpdateDialog({ target, onClose, onDone }: Props) {
  const [status, setStatus] = useState('');
  const [message, setMessage] = useState('');
  const change = useChange();
  const resolving = target?.action === 'resolve';

  const close = () => {
    setStatus('');
    setMessage('');
    change.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const { id } = target.incident;
    await change.run(async () => {
      const { incident } = await adminWrite<{ incident: Incident }>(
        resolving ? `/api/admin/incidents/${id}/resolve` : `/api/admin/incidents/${id}/updates`,
        'POST',
        resolving ? { message } : { status: status || target.incident.status, message },
      );
      close();
      onDone(incident);
    });
  };

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={resolving ? 'Resolve the incident' : 'Post an update'}
      description={`${target?.incident.title ?? ''}: published on the status page and mailed to status subscribers.`}
    >
      <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        {resolving ? null : (
          <SelectField
            id="update-status"
            name="status"
            label="State"
            placeholder="Choose…"
            options={OPEN_INCIDENT_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
            value={status || (target?.incident.status ?? '')}
            onChange={setStatus}
            error={change.fields.status}
          />
        )}
        <TextField
          id="update-message"
          name="message"
          label="Message"
          optionalLabel={resolving ? 'optional' : undefined}
          hint={resolving ? 'Left empty: "This incident has been resolved."' : undefined}
          rows={4}
          maxLength={INCIDENT_TEXT_LIMITS.message}
          value={message}
          onChange={setMessage}
          error={change.fields.message}
        />
        <DialogActions
          problem={change.problem}
          busy={change.busy}
          confirm={resolving ? 'Resolve' : 'Publish the update'}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
