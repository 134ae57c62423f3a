/**
 * Plan sign-up (SPEC 2 Modals, 3): the waitlist's fields plus the plan chosen on the pricing
 * card, sent as a 'plan' lead with selectedPlan. It puts the visitor on the list, so it marks
 * them as joined like the waitlist does.
 */

import { isPlanId, PLAN_IDS } from '@alpora/shared/plans';
import { field } from '@alpora/shared/schemas/leads';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { dictionary, format } from '../../i18n/index.ts';
import { markWaitlistJoined } from '../../lib/waitlist-state.ts';
import { LeadFormFrame } from '../forms/LeadFormFrame.tsx';
import { PersonFields } from '../forms/PersonFields.tsx';
import { personFieldOf, personFormSchema, personInitial, personPayload } from '../forms/person-form.ts';
import { SuccessView } from '../forms/SuccessView.tsx';
import { useLeadForm } from '../forms/use-lead-form.ts';
import type { ModalProps } from './modal-props.ts';

const planFormSchema = personFormSchema.extend({ plan: field.plan });

export default function PlanModal({ open, onClose, plan }: ModalProps) {
  const t = dictionary().leads;
  const form = useLeadForm({
    initial: { plan: isPlanId(plan) ? plan : '', ...personInitial },
    schema: planFormSchema,
    fieldOf: { ...personFieldOf, selectedPlan: 'plan' },
    toPayload: (data, meta) => ({ kind: 'plan', ...meta, ...personPayload(data), selectedPlan: data.plan }),
    onSent: (result) => {
      if (result.status !== 'invalid') markWaitlistJoined();
    },
  });
  const chosen = isPlanId(form.values.plan) ? t.options.plan[form.values.plan] : undefined;
  const title = chosen ? format(t.plan.title, { plan: chosen }) : t.plan.titleNoPlan;

  return (
    <Dialog open={open} onClose={onClose} title={title} description={t.plan.description}>
      {form.phase === 'success' ? (
        <SuccessView
          title={format(t.plan.successTitle, { plan: chosen ?? '' })}
          text={t.plan.successText}
          queued={form.queued}
        >
          <button type="button" className="btn btn-secondary mt-2" onClick={onClose}>
            {t.close}
          </button>
        </SuccessView>
      ) : (
        <LeadFormFrame form={form} label={title} submitLabel={t.plan.submit} submittingLabel={t.plan.submitting}>
          <SelectField
            label={t.fields.plan}
            placeholder={t.choose}
            options={PLAN_IDS.map((id) => ({ value: id, label: t.options.plan[id] }))}
            {...form.field('plan')}
          />
          <PersonFields field={form.field} />
        </LeadFormFrame>
      )}
    </Dialog>
  );
}
