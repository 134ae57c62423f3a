/**
 * Join the waitlist (docs/product.md#modals). 'Joining...' while sending; the success view
 * even when the request fails, in which case the failure is logged and the lead waits in the
 * outbox (docs/decisions.md §3). Success marks the visitor as joined (header 'On the list ✓').
 * Closing unmounts the modal, so it opens fresh next time.
 */
import { Dialog } from '../../components/ui/Dialog.tsx';
import { dictionary } from '../../i18n/index.ts';
import { markWaitlistJoined } from '../../lib/waitlist-state.ts';
import { LeadFormFrame } from '../forms/LeadFormFrame.tsx';
import { leadSender } from '../forms/lead-sender.ts';
import { PersonFields } from '../forms/PersonFields.tsx';
import { joinedName, personFormSchema } from '../forms/person-form.ts';
import { SuccessView } from '../forms/SuccessView.tsx';
import { useForm } from '../forms/use-form.ts';
import type { ModalProps } from './modal-props.ts';

export default function WaitlistModal({ open, onClose }: ModalProps) {
  const t = dictionary().leads;
  const form = useForm({
    schema: personFormSchema,
    send: leadSender({
      toPayload: (data, meta) => ({ kind: 'waitlist', ...meta, ...data, name: joinedName(data) }),
      onSent: (result) => {
        if (result.status !== 'sent') console.error(t.waitlist.failureLog, result.error);
        if (result.status !== 'invalid') markWaitlistJoined();
      },
    }),
  });

  return (
    <Dialog open={open} onClose={onClose} title={t.waitlist.title} description={t.waitlist.description}>
      {form.phase === 'success' ? (
        <SuccessView title={t.waitlist.successTitle} text={t.waitlist.successText} onClose={onClose} />
      ) : (
        <LeadFormFrame form={form} label={t.waitlist.title} texts={t.waitlist}>
          <PersonFields field={form.field} />
        </LeadFormFrame>
      )}
    </Dialog>
  );
}
