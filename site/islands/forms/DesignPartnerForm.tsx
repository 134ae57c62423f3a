/**
 * The design partner application (docs/product.md#leads): company, role, primary use case,
 * monthly volume, implementation timeline and contact email required; infrastructure
 * optional. On success it shows the confirmation and tells the seat counter to refresh.
 */
import { designPartnerLeadSchema, MONTHLY_VOLUMES, TIMELINES, USE_CASES } from '@alpora/shared/schemas/leads';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { choices } from './choices.ts';
import { EmailField } from './EmailField.tsx';
import { LeadFormFrame } from './LeadFormFrame.tsx';
import { LEAD_META } from './lead-form-schema.ts';
import { leadSender } from './lead-sender.ts';
import { PARTNER_APPLIED_EVENT } from './partner-events.ts';
import { SuccessView } from './SuccessView.tsx';
import { useForm } from './use-form.ts';

const schema = designPartnerLeadSchema.omit(LEAD_META);

export default function DesignPartnerForm({ label }: { label: string }) {
  const t = dictionary().leads;
  const o = t.options;
  const form = useForm({
    schema,
    send: leadSender({
      kind: 'design-partner',
      toPayload: (data, meta) => ({ kind: 'design-partner', ...meta, ...data }),
      onSent: () => {
        window.dispatchEvent(new CustomEvent(PARTNER_APPLIED_EVENT));
      },
    }),
  });
  if (form.phase === 'success') {
    return <SuccessView title={t.partner.successTitle} text={t.partner.successText} queued={form.done?.queued} />;
  }
  const select = (name: 'useCase' | 'monthlyVolume' | 'timeline', options: { value: string; label: string }[]) => (
    <SelectField label={t.fields[name]} placeholder={t.choose} options={options} {...form.field(name)} />
  );
  return (
    <LeadFormFrame kind="design-partner" form={form} label={label} texts={t.partner}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.fields.companyName}
          autoComplete="organization"
          maxLength={200}
          {...form.field('company')}
        />
        <TextField
          label={t.fields.partnerRole}
          autoComplete="organization-title"
          maxLength={120}
          {...form.field('role')}
        />
      </div>
      {select('useCase', choices(USE_CASES, o.useCase))}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('monthlyVolume', choices(MONTHLY_VOLUMES, o.monthlyVolume))}
        {select('timeline', choices(TIMELINES, o.timeline))}
      </div>
      <TextField
        label={t.fields.infrastructure}
        hint={t.fields.infrastructureHint}
        optionalLabel={t.optional}
        rows={3}
        maxLength={2000}
        {...form.field('infrastructure')}
      />
      <EmailField label={t.fields.contactEmail} {...form.field('email')} />
    </LeadFormFrame>
  );
}
