/**
 * Book a Demo (SPEC 2, 8; DECISIONS: 20 minutes everywhere). With a calendar configured it
 * links there; without one it shows SPEC 8's text naming the mailbox. Either way a short
 * request form stores the request as a 'demo' lead, so nobody has to write an email.
 */
import { field } from '@alpora/shared/schemas/leads';
import { z } from 'zod';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { dictionary, format } from '../../i18n/index.ts';
import { LeadFormFrame } from '../forms/LeadFormFrame.tsx';
import { SuccessView } from '../forms/SuccessView.tsx';
import { useLeadForm } from '../forms/use-lead-form.ts';
import { useDemoBooking } from './demo-booking.ts';
import type { ModalProps } from './modal-props.ts';

const schema = z.object({
  name: field.name,
  email: field.workEmail,
  company: field.company,
  message: field.demoMessage,
});

export default function DemoModal({ open, onClose }: ModalProps) {
  const t = dictionary().leads;
  const booking = useDemoBooking();
  const minutes = String(booking.minutes);
  const form = useLeadForm({
    initial: { name: '', email: '', company: '', message: '' },
    schema,
    toPayload: (data, meta) => ({ kind: 'demo', ...meta, ...data }),
  });
  const [before, after] = t.demo.comingSoon.split('{email}');
  const title = format(t.demo.title, { minutes });

  return (
    <Dialog open={open} onClose={onClose} title={title} description={format(t.demo.description, { minutes })}>
      {form.phase === 'success' ? (
        <SuccessView title={t.demo.successTitle} text={format(t.demo.successText, { minutes })} queued={form.queued}>
          <button type="button" className="btn btn-secondary mt-2" onClick={onClose}>
            {t.close}
          </button>
        </SuccessView>
      ) : (
        <div className="grid gap-4">
          {booking.bookingUrl ? (
            <a href={booking.bookingUrl} target="_blank" rel="noopener" className="btn btn-secondary w-full">
              {t.demo.calendar} <span className="sr-only">{t.demo.newTab}</span>
            </a>
          ) : (
            <p className="rounded-md bg-wash p-3 text-sm text-ink">
              {before}
              <a href={`mailto:${booking.contactEmail}`} className="font-medium underline underline-offset-2">
                {booking.contactEmail}
              </a>
              {after}
            </p>
          )}
          <p className="text-sm text-muted">{t.demo.orRequest}</p>
          <LeadFormFrame form={form} label={title} submitLabel={t.demo.submit} submittingLabel={t.demo.submitting}>
            <TextField label={t.fields.name} autoComplete="name" maxLength={200} {...form.field('name')} />
            <TextField
              label={t.fields.workEmail}
              type="email"
              autoComplete="email"
              maxLength={254}
              {...form.field('email')}
            />
            <TextField
              label={t.fields.company}
              optionalLabel={t.optional}
              autoComplete="organization"
              {...form.field('company')}
            />
            <TextField
              label={t.fields.demoMessage}
              optionalLabel={t.optional}
              rows={3}
              maxLength={2000}
              {...form.field('message')}
            />
          </LeadFormFrame>
        </div>
      )}
    </Dialog>
  );
}
