/**
 * Book a Demo (docs/product.md#modals; 20 minutes everywhere). With a calendar configured it
 * links there; without one it shows the text naming the mailbox. Either way a short request
 * form stores the request as a 'demo' lead, so nobody has to write an email.
 */
import { demoLeadSchema } from '@alpora/shared/schemas/leads';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { EmailField } from '#site/islands/forms/EmailField.tsx';
import { LeadFormFrame } from '#site/islands/forms/LeadFormFrame.tsx';
import { LEAD_META } from '#site/islands/forms/lead-form-schema.ts';
import { leadSender } from '#site/islands/forms/lead-sender.ts';
import { SuccessView } from '#site/islands/forms/SuccessView.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { useDemoBooking } from './demo-booking.ts';
import type { ModalProps } from './modal-props.ts';

const schema = demoLeadSchema.omit(LEAD_META);

export default function DemoModal({ open, onClose }: ModalProps) {
  const t = dictionary().leads;
  const booking = useDemoBooking();
  const minutes = booking.minutes;
  const form = useForm({
    schema,
    send: leadSender({ toPayload: (data, meta) => ({ kind: 'demo', ...meta, ...data }) }),
  });
  // The mailbox is a link inside the sentence, so the sentence is split around it.
  const [before, after] = t.demo.comingSoon.split('{email}');
  const title = format(t.demo.title, { minutes });

  return (
    <Dialog open={open} onClose={onClose} title={title} description={format(t.demo.description, { minutes })}>
      {form.phase === 'success' ? (
        <SuccessView
          title={t.demo.successTitle}
          text={format(t.demo.successText, { minutes })}
          queued={form.done?.queued}
          onClose={onClose}
        />
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
          <LeadFormFrame form={form} label={title} texts={t.demo}>
            <TextField label={t.fields.name} autoComplete="name" maxLength={200} {...form.field('name')} />
            <EmailField label={t.fields.workEmail} {...form.field('email')} />
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
