/**
 * "Record a request" (docs/back-office.md#privacy-requests): a request that reached us by email
 * or post, recorded after checking who sent it. It is open at once, due 30 days after the day it
 * arrived, and answered from the queue like a confirmed web request.
 */
import {
  PRIVACY_REQUEST_DUE_DAYS,
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequestItem,
} from '@alpora/shared/schemas/privacy-requests';
import { type FormEvent, useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { adminWrite } from '../admin-api.ts';
import { DialogActions } from '../DialogActions.tsx';
import { LANGUAGE_CHOICES } from '../language-labels.ts';
import { useChange } from '../use-change.ts';
import { PRIVACY_CHANNEL_LABELS, PRIVACY_KIND_LABELS } from './privacy-looks.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  onRecorded: (request: PrivacyRequestItem) => void;
}

/** Today as the calendar shows it here, the day most requests are recorded on. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const empty = () => ({ email: '', kind: '', channel: '', locale: 'en', receivedOn: today(), note: '' });

export function RecordRequestDialog({ open, onClose, onRecorded }: Props) {
  const [form, setForm] = useState(empty);
  const change = useChange();
  const errors = change.fields;
  const set = (name: keyof ReturnType<typeof empty>) => (value: string) =>
    setForm((shown) => ({ ...shown, [name]: value }));

  const close = () => {
    setForm(empty());
    change.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await change.run(async () => {
      const note = form.note.trim();
      const recorded = await adminWrite<PrivacyRequestItem>('/api/admin/privacy-requests', 'POST', {
        email: form.email,
        kind: form.kind,
        channel: form.channel,
        locale: form.locale,
        receivedOn: form.receivedOn,
        ...(note ? { note } : {}),
      });
      close();
      onRecorded(recorded);
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Record a request"
      description={`A request that came by email or post, once you have checked who sent it. It is due ${PRIVACY_REQUEST_DUE_DAYS} days after the day it arrived.`}
    >
      <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="privacy-record-email"
          name="email"
          type="email"
          label="Email address of the person"
          maxLength={254}
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="privacy-record-kind"
            name="kind"
            label="Kind"
            placeholder="Choose…"
            options={PRIVACY_REQUEST_KINDS.map((value) => ({ value, label: PRIVACY_KIND_LABELS[value] }))}
            value={form.kind}
            onChange={set('kind')}
            error={errors.kind}
          />
          <SelectField
            id="privacy-record-channel"
            name="channel"
            label="Came by"
            placeholder="Choose…"
            options={(['email', 'post'] as const).map((value) => ({ value, label: PRIVACY_CHANNEL_LABELS[value] }))}
            value={form.channel}
            onChange={set('channel')}
            error={errors.channel}
          />
        </div>
        <SelectField
          id="privacy-record-locale"
          name="locale"
          label="Written in"
          hint="The answer's mail is written in this language."
          placeholder="Choose…"
          options={LANGUAGE_CHOICES}
          value={form.locale}
          onChange={set('locale')}
          error={errors.locale}
        />
        <FieldShell id="privacy-record-received" label="Received on" error={errors.receivedOn}>
          {(describedBy) => (
            <input
              id="privacy-record-received"
              name="receivedOn"
              type="date"
              required
              value={form.receivedOn}
              aria-invalid={errors.receivedOn ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => set('receivedOn')(event.target.value)}
              className={controlClass}
            />
          )}
        </FieldShell>
        <TextField
          id="privacy-record-note"
          name="note"
          label="Note"
          optionalLabel="optional"
          hint="How you checked who sent it, or the letter's reference."
          rows={3}
          maxLength={2000}
          value={form.note}
          onChange={set('note')}
          error={errors.note}
        />
        <DialogActions problem={change.problem} busy={change.busy} confirm="Record the request" onCancel={close} />
      </form>
    </Dialog>
  );
}
