/**
 * Join the waitlist (SPEC 2-5, 8). 'Joining...' while sending; the success view even when the
 * request fails (SPEC 8), in which case the failure is logged and the lead waits in the outbox
 * (DECISIONS principle 3). Success marks the visitor as joined (header 'On the list ✓').
 * Closing unmounts the modal, so it opens fresh next time; a visitor who already joined sees
 * that instead of an empty form (docs/decisions.md §50).
 */

import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { dictionary } from '../../i18n/index.ts';
import { hasJoinedWaitlist, markWaitlistJoined } from '../../lib/waitlist-state.ts';
import { LeadFormFrame } from '../forms/LeadFormFrame.tsx';
import { PersonFields } from '../forms/PersonFields.tsx';
import { personFieldOf, personFormSchema, personInitial, personPayload } from '../forms/person-form.ts';
import { SuccessView } from '../forms/SuccessView.tsx';
import { useLeadForm } from '../forms/use-lead-form.ts';
import type { ModalProps } from './ModalHost.tsx';

export default function WaitlistModal({ open, onClose }: ModalProps) {
  const t = dictionary().leads;
  // Read once when the modal opens: joining inside it shows the success view below instead.
  const [alreadyJoined] = useState(hasJoinedWaitlist);
  const form = useLeadForm({
    initial: personInitial,
    schema: personFormSchema,
    fieldOf: personFieldOf,
    toPayload: (data, meta) => ({ kind: 'waitlist', ...meta, ...personPayload(data) }),
    onSent: (result) => {
      if (result.status !== 'sent') console.error(t.waitlist.failureLog, result.error);
      if (result.status !== 'invalid') markWaitlistJoined();
    },
  });

  return (
    <Dialog open={open} onClose={onClose} title={t.waitlist.title} description={t.waitlist.description}>
      {alreadyJoined ? (
        <SuccessView title={t.waitlist.joinedTitle} text={t.waitlist.joinedText}>
          <button type="button" className="btn btn-secondary mt-2" onClick={onClose}>
            {t.close}
          </button>
        </SuccessView>
      ) : form.phase === 'success' ? (
        <SuccessView title={t.waitlist.successTitle} text={t.waitlist.successText}>
          <button type="button" className="btn btn-secondary mt-2" onClick={onClose}>
            {t.close}
          </button>
        </SuccessView>
      ) : (
        <LeadFormFrame
          form={form}
          label={t.waitlist.title}
          submitLabel={t.waitlist.submit}
          submittingLabel={t.waitlist.submitting}
        >
          <PersonFields field={form.field} />
        </LeadFormFrame>
      )}
    </Dialog>
  );
}
