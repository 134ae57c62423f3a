/**
 * The form that opens an incident (docs/back-office.md#incidents): title, affected services,
 * impact, state and the first message. What it publishes is on /status and in its feed at once,
 * and every confirmed status subscriber is mailed, so the dialog says so before the button.
 */
import { INCIDENT_TEXT_LIMITS, OPEN_INCIDENT_STATES } from '@alpora/shared/schemas/admin-incidents';
import { INCIDENT_IMPACTS, type Incident, SERVICE_IDS, type ServiceId } from '@alpora/shared/schemas/status';
import { type FormEvent, useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { FieldError } from '#site/components/ui/FieldError.tsx';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { adminWrite } from '../admin-api.ts';
import { DialogActions } from '../DialogActions.tsx';
import { useChange } from '../use-change.ts';
import { IMPACT_LABELS, STATE_LABELS, serviceName } from './incident-looks.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  onOpened: (incident: Incident) => void;
}

const EMPTY = { title: '', impact: 'minor', status: 'investigating', message: '' };

export function OpenIncidentDialog({ open, onClose, onOpened }: Props) {
  const [form, setForm] = useState(EMPTY);
  const [services, setServices] = useState<ServiceId[]>([]);
  const change = useChange();
  const errors = change.fields;
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((shown) => ({ ...shown, [name]: value }));
  const toggle = (id: ServiceId, on: boolean) =>
    setServices((shown) => SERVICE_IDS.filter((s) => (s === id ? on : shown.includes(s))));

  const close = () => {
    setForm(EMPTY);
    setServices([]);
    change.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await change.run(async () => {
      const { incident } = await adminWrite<{ incident: Incident }>('/api/admin/incidents', 'POST', {
        ...form,
        services,
      });
      close();
      onOpened(incident);
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Open an incident"
      description="It shows on the status page and in its feed at once, and every confirmed status subscriber is mailed."
    >
      <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="incident-title"
          name="title"
          label="Title"
          maxLength={INCIDENT_TEXT_LIMITS.title}
          value={form.title}
          onChange={set('title')}
          error={errors.title}
        />
        <fieldset aria-describedby={errors.services ? 'incident-services-error' : 'incident-services-hint'}>
          <legend className="text-sm font-medium text-ink">Affected services</legend>
          <p id="incident-services-hint" className="mt-0.5 text-sm text-muted">
            None ticked: the incident concerns Alpora as a whole.
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {SERVICE_IDS.map((id) => (
              <label key={id} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="services"
                  value={id}
                  className="h-5 w-5 accent-brand"
                  checked={services.includes(id)}
                  onChange={(event) => toggle(id, event.target.checked)}
                />
                {serviceName(id)}
              </label>
            ))}
          </div>
          <FieldError id="incident-services-error" message={errors.services} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="incident-impact"
            name="impact"
            label="Impact"
            placeholder="Choose…"
            options={INCIDENT_IMPACTS.map((value) => ({ value, label: IMPACT_LABELS[value] }))}
            value={form.impact}
            onChange={set('impact')}
            error={errors.impact}
          />
          <SelectField
            id="incident-status"
            name="status"
            label="State"
            placeholder="Choose…"
            options={OPEN_INCIDENT_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
            value={form.status}
            onChange={set('status')}
            error={errors.status}
          />
        </div>
        <TextField
          id="incident-message"
          name="message"
          label="Message"
          hint="What customers read on the status page and in the mail."
          rows={4}
          maxLength={INCIDENT_TEXT_LIMITS.message}
          value={form.message}
          onChange={set('message')}
          error={errors.message}
        />
        <DialogActions problem={change.problem} busy={change.busy} confirm="Publish the incident" onCancel={close} />
      </form>
    </Dialog>
  );
}
