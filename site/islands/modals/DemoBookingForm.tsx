/**
 * Booking a demo in the modal (docs/back-office.md#demo-booking): the free slots in the
 * visitor's zone, then name, email, company and message, sent straight to POST
 * /api/demo/bookings (a booking needs its answer now, so it does not wait in the outbox). A slot
 * someone took first answers 409 with the slots still free: the picker shows them and says so.
 */

import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { Slot } from '@alpora/shared/schemas/demo-booking';
import { demoLeadSchema } from '@alpora/shared/schemas/leads';
import { useState } from 'react';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatSlotTime } from '#site/i18n/intl.ts';
import { honeypotValue } from '#site/islands/forms/Honeypot.tsx';
import { LeadFormFrame } from '#site/islands/forms/LeadFormFrame.tsx';
import { LEAD_META } from '#site/islands/forms/lead-form-schema.ts';
import { leadMeta } from '#site/islands/forms/lead-meta.ts';
import { SuccessView } from '#site/islands/forms/SuccessView.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { documentLocale } from '#site/lib/document-locale.ts';
import { DemoContactFields } from './DemoContactFields.tsx';
import { SlotPicker } from './SlotPicker.tsx';

const schema = demoLeadSchema.omit(LEAD_META);

interface DemoBookingFormProps {
  slots: Slot[];
  timeZone: string;
  /** Takes the fresh list of free slots a 409 answers. */
  onSlots: (slots: Slot[]) => void;
  onClose: () => void;
}

export function DemoBookingForm({ slots, timeZone, onSlots, onClose }: DemoBookingFormProps) {
  const t = dictionary().demoBooking;
  const [start, setStart] = useState('');
  const [slotError, setSlotError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    schema,
    send: async (data, { form: element }) => {
      setFormError(undefined);
      if (!start) {
        setSlotError(t.chooseSlot);
        return { ok: false, fields: {}, fallback: 'editing' };
      }
      const website = honeypotValue(element);
      const body = {
        ...leadMeta('demo'),
        ...data,
        start,
        timeZone,
        locale: documentLocale(),
        ...(website ? { website } : {}),
      };
      try {
        await apiRequest('/api/demo/bookings', { body });
        return { ok: true, done: { start } };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) {
          const answer = JSON.parse(error.body) as { slots?: Slot[] };
          onSlots(answer.slots ?? []);
          setStart('');
          setSlotError(t.taken);
          return { ok: false, fields: {}, fallback: 'editing' };
        }
        const fields = error instanceof ApiRequestError ? (error.apiError?.fields ?? {}) : {};
        if (fields.start) setSlotError(fields.start);
        else if (Object.keys(fields).length === 0) setFormError(t.failed);
        return { ok: false, fields, fallback: 'editing' };
      }
    },
  });

  if (form.phase === 'success' && form.done) {
    const when = formatSlotTime(form.done.start, timeZone);
    return <SuccessView title={t.successTitle} text={format(t.successText, { when })} onClose={onClose} />;
  }
  return (
    <div className="grid gap-5">
      <SlotPicker
        slots={slots}
        timeZone={timeZone}
        value={start}
        error={slotError}
        onChange={(next) => {
          setStart(next);
          setSlotError(undefined);
        }}
      />
      <LeadFormFrame
        kind="demo"
        form={form}
        label={t.yourDetails}
        texts={{ submit: t.submit, submitting: t.submitting }}
      >
        {start ? (
          <p className="text-sm font-medium text-ink">{format(t.chosen, { when: formatSlotTime(start, timeZone) })}</p>
        ) : null}
        <DemoContactFields field={form.field} />
        {formError ? (
          <p role="alert" className="text-sm font-medium text-negative">
            {formError}
          </p>
        ) : null}
      </LeadFormFrame>
    </div>
  );
}
