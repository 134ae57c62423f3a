/**
 * Plan sign-up (docs/product.md#modals): the waitlist's fields plus the plan chosen on the
 * pricing card, sent as a 'plan' lead with selectedPlan. It puts the visitor on the list, so
 * it marks them as joined like the waitlist does. Product updates by email only when ticked
 * (docs/decisions.md §79).
 */

import { isPlanId, PLAN_IDS } from '@alpora/shared/plans';
import { planLeadSchema } from '@alpora/shared/schemas/leads';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { choices } from '#site/islands/forms/choices.ts';
import { confirmationMail } from '#site/islands/forms/confirmation-mail.ts';
import { LeadFormFrame } from '#site/islands/forms/LeadFormFrame.tsx';
import { LEAD_META, UPDATES_META } from '#site/islands/forms/lead-form-schema.ts';
import { leadSender } from '#site/islands/forms/lead-sender.ts';
import { PersonFields } from '#site/islands/forms/PersonFields.tsx';
import { joinedName } from '#site/islands/forms/person-form.ts';
import { SuccessView } from '#site/islands/forms/SuccessView.tsx';
import { UpdatesField } from '#site/islands/forms/UpdatesField.tsx';
import { UPDATES_TICKED, updatesChoice, withUpdates } from '#site/islands/forms/updates-choice.ts';
import { useForm } from '#site/islands/forms/use-form.ts';
import { markWaitlistJoined } from '#site/lib/waitlist-state.ts';
import type { ModalProps } from './modal-props.ts';

const schema = planLeadSchema.omit({ ...LEAD_META, ...UPDATES_META, name: true }).extend({ updates: updatesChoice });

export default function PlanModal({ open, onClose, plan }: ModalProps) {
  const t = dictionary().leads;
  const form = useForm({
    schema,
    initial: { selectedPlan: isPlanId(plan) ? plan : '' },
    send: leadSender({
      kind: 'plan',
      toPayload: (data, meta) => ({ kind: 'plan', ...meta, ...withUpdates('plan', data), name: joinedName(data) }),
      onSent: (result) => {
        if (result.status !== 'invalid') markWaitlistJoined();
      },
    }),
  });
  const chosen = isPlanId(form.values.selectedPlan) ? t.options.plan[form.values.selectedPlan] : undefined;
  const title = chosen ? format(t.plan.title, { plan: chosen }) : t.plan.titleNoPlan;
  const confirmation = confirmationMail(form.values.updates === UPDATES_TICKED, form.done);
  const successTitle = confirmation === 'sent' ? t.plan.successTitleCheckEmail : t.plan.successTitle;

  return (
    <Dialog open={open} onClose={onClose} title={title} description={t.plan.description}>
      {form.phase === 'success' ? (
        <SuccessView
          title={format(successTitle, { plan: chosen ?? '' })}
          text={t.plan.successText}
          queued={form.done?.queued}
          confirmation={confirmation}
          onClose={onClose}
        />
      ) : (
        <LeadFormFrame kind="plan" form={form} label={title} texts={t.plan}>
          <SelectField
            label={t.fields.plan}
            placeholder={t.choose}
            options={choices(PLAN_IDS, t.options.plan)}
            {...form.field('selectedPlan')}
          />
          <PersonFields field={form.field} />
          <UpdatesField kind="plan" {...form.field('updates')} />
        </LeadFormFrame>
      )}
    </Dialog>
  );
}
