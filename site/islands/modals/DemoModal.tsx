/**
 * Book a Demo (docs/product.md#modals; 20 minutes everywhere). With an outside calendar
 * configured it links there, as before. Without one it offers the team's free slots in the
 * visitor's time zone and books one (docs/back-office.md#demo-booking). When no slot is free
 * (the team has not published hours, or all are taken), or the slots cannot load, the text names
 * the mailbox as before, and a short request form stores a 'demo' lead, so nobody has to write
 * an email.
 */
import { demoLeadSchema } from '@alpora/shared/schemas/leads';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { LeadFormFrame } from '#site/islands/forms/LeadFormFrame.tsx';
import { LEAD_META } from '#site/islands/forms/lead-form-schema.ts';
import { leadSender } from '#site/islands/forms/lead-sender.ts';
import { SuccessView } from '#site/islands/forms/SuccessView.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { DemoBookingForm } from './DemoBookingForm.tsx';
import { DemoContactFields } from './DemoContactFields.tsx';
import { useDemoBooking } from './demo-booking.ts';
import { useDemoSlots, visitorTimeZone } from './demo-slots.ts';
import type { ModalProps } from './modal-props.ts';

const schema = demoLeadSchema.omit(LEAD_META);

export default function DemoModal({ open, onClose }: ModalProps) {
  const t = dictionary().leads;
  const booking = useDemoBooking();
  const minutes = booking.minutes;
  const title = format(t.demo.title, { minutes });
  // The slots are read only when no outside calendar takes the booking.
  const slots = useDemoSlots(open && !booking.bookingUrl);
  const freeSlots = slots.state.status === 'ready' ? slots.state.slots : [];

  let body: React.ReactNode;
  if (booking.bookingUrl) {
    body = <DemoRequest onClose={onClose} title={title} intro="calendar" calendarUrl={booking.bookingUrl} />;
  } else if (slots.state.status === 'loading') {
    body = (
      <p role="status" className="text-sm text-muted">
        {dictionary().demoBooking.loading}
      </p>
    );
  } else if (freeSlots.length > 0) {
    body = <DemoBookingForm slots={freeSlots} timeZone={visitorTimeZone()} onSlots={slots.replace} onClose={onClose} />;
  } else {
    body = <DemoRequest onClose={onClose} title={title} intro="mailbox" contactEmail={booking.contactEmail} />;
  }
  return (
    <Dialog open={open} onClose={onClose} title={title} description={format(t.demo.description, { minutes })}>
      {body}
    </Dialog>
  );
}

interface DemoRequestProps {
  onClose: () => void;
  title: string;
  /** What precedes the form: the outside calendar, or the mailbox. */
  intro: 'calendar' | 'mailbox';
  calendarUrl?: string;
  contactEmail?: string;
}

/** The request form, stored as a 'demo' lead: the team proposes times by email. */
function DemoRequest({ onClose, title, intro, calendarUrl, contactEmail }: DemoRequestProps) {
  const t = dictionary().leads;
  const minutes = useDemoBooking().minutes;
  const form = useForm({
    schema,
    send: leadSender({ kind: 'demo', toPayload: (data, meta) => ({ kind: 'demo', ...meta, ...data }) }),
  });
  // The mailbox is a link inside the sentence, so the sentence is split around it.
  const [before, after] = t.demo.comingSoon.split('{email}');
  if (form.phase === 'success') {
    return (
      <SuccessView
        title={t.demo.successTitle}
        text={format(t.demo.successText, { minutes })}
        queued={form.done?.queued}
        onClose={onClose}
      />
    );
  }
  return (
    <div className="grid gap-4">
      {intro === 'calendar' ? (
        <a href={calendarUrl} target="_blank" rel="noopener" className="btn btn-secondary w-full">
          {t.demo.calendar} <span className="sr-only">{t.demo.newTab}</span>
        </a>
      ) : (
        <p className="rounded-md bg-wash p-3 text-sm text-ink">
          {before}
          <a href={`mailto:${contactEmail}`} className="font-medium underline underline-offset-2">
            {contactEmail}
          </a>
          {after}
        </p>
      )}
      <p className="text-sm text-muted">{t.demo.orRequest}</p>
      <LeadFormFrame kind="demo" form={form} label={title} texts={t.demo}>
        <DemoContactFields field={form.field} />
      </LeadFormFrame>
    </div>
  );
}
