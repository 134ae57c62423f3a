/**
 * Join the waitlist (docs/product.md#modals). 'Joining...' while sending; the success view
 * even when the request fails, in which case the failure is logged and the lead waits in the
 * outbox (docs/decisions.md §3). Joining is consent to run the waitlist and invite: the notice
 * above the button says so, and product updates are a box of their own, unticked
 * (docs/decisions.md §242); with it ticked, "check your email" only once the server has the
 * lead, otherwise that the link follows (docs/decisions.md §79).
 * Success marks the visitor as joined (header 'On the list ✓'). Closing unmounts the modal,
 * so it opens fresh next time; a visitor who already joined sees that instead of an empty
 * form (docs/decisions.md §46).
 */

import { useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { confirmationMail } from '#site/islands/forms/confirmation-mail.ts';
import { LeadFormFrame } from '#site/islands/forms/LeadFormFrame.tsx';
import { leadSender } from '#site/islands/forms/lead-sender.ts';
import { PersonFields } from '#site/islands/forms/PersonFields.tsx';
import { joinedName, personFormSchema } from '#site/islands/forms/person-form.ts';
import { SuccessView } from '#site/islands/forms/SuccessView.tsx';
import { UpdatesField } from '#site/islands/forms/UpdatesField.tsx';
import { UPDATES_TICKED, updatesChoice, withUpdates } from '#site/islands/forms/updates-choice.ts';
import { useForm } from '#site/islands/forms/use-form.ts';
import { hasJoinedWaitlist, markWaitlistJoined } from '#site/lib/waitlist-state.ts';
import type { ModalProps } from './modal-props.ts';

const schema = personFormSchema.extend({ updates: updatesChoice });

export default function WaitlistModal({ open, onClose }: ModalProps) {
  const t = dictionary().leads;
  // Read once when the modal opens: joining inside it shows the success view below instead.
  const [alreadyJoined] = useState(hasJoinedWaitlist);
  const form = useForm({
    schema,
    send: leadSender({
      kind: 'waitlist',
      toPayload: (data, meta) => ({
        kind: 'waitlist',
        ...meta,
        ...withUpdates('waitlist', data),
        name: joinedName(data),
      }),
      onSent: (result) => {
        if (result.status !== 'sent') console.error(t.waitlist.failureLog, result.error);
        if (result.status !== 'invalid') markWaitlistJoined();
      },
    }),
  });

  const confirmation = confirmationMail(form.values.updates === UPDATES_TICKED, form.done);

  return (
    <Dialog open={open} onClose={onClose} title={t.waitlist.title} description={t.waitlist.description}>
      {alreadyJoined ? (
        <SuccessView title={t.waitlist.joinedTitle} text={t.waitlist.joinedText} onClose={onClose} />
      ) : form.phase === 'success' ? (
        <SuccessView
          title={confirmation === 'sent' ? t.waitlist.successTitle : t.waitlist.successTitleWaiting}
          text={t.waitlist.successText}
          confirmation={confirmation}
          onClose={onClose}
        />
      ) : (
        <LeadFormFrame kind="waitlist" form={form} label={t.waitlist.title} texts={t.waitlist}>
          <PersonFields field={form.field} />
          <UpdatesField kind="waitlist" {...form.field('updates')} />
        </LeadFormFrame>
      )}
    </Dialog>
  );
}
