/**
 * The design partner application (docs/product.md#leads): company, role, primary use case, monthly
 * volume, implementation timeline and contact email required; infrastructure optional. On
 * success it shows its confirmation and tells the seat counter to refresh.
 */
import { field, MONTHLY_VOLUMES, TIMELINES, USE_CASES } from '@alpora/shared/schemas/leads';
import { z } from 'zod';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { dictionary } from '../../i18n/index.ts';
import { LeadFormFrame } from './LeadFormFrame.tsx';
import { PARTNER_APPLIED_EVENT } from './partner-events.ts';
import { SuccessView } from './SuccessView.tsx';
import { useLeadForm } from './use-lead-form.ts';

const schema = z.object({
  company: field.companyName,
  role: field.partnerRole,
  useCase: field.useCase,
  monthlyVolume: field.monthlyVolume,
  timeline: field.timeline,
  infrastructure: field.infrastructure,
  email: field.contactEmail,
});

export default function DesignPartnerForm({ label }: { label: string }) {
  const t = dictionary().leads;
  const o = t.options;
  const form = useLeadForm({
    initial: { company: '', role: '', useCase: '', monthlyVolume: '', timeline: '', infrastructure: '', email: '' },
    schema,
    toPayload: (data, meta) => ({ kind: 'design-partner', ...meta, ...data }),
    onSent: () => {
      window.dispatchEvent(new CustomEvent(PARTNER_APPLIED_EVENT));
    },
  });
  if (form.phase === 'success') {
    return <SuccessView title={t.partner.successTitle} text={t.partner.successText} queued={form.queued} />;
  }
  return (
    <LeadFormFrame form={form} label={label} submitLabel={t.partner.submit} submittingLabel={t.partner.submitting}>
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
      <SelectField
        label={t.fields.useCase}
        placeholder={t.choose}
        options={USE_CASES.map((value) => ({ value, label: o.useCase[value] }))}
        {...form.field('useCase')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.fields.monthlyVolume}
          placeholder={t.choose}
          options={MONTHLY_VOLUMES.map((value) => ({ value, label: o.monthlyVolume[value] }))}
          {...form.field('monthlyVolume')}
        />
        <SelectField
          label={t.fields.timeline}
          placeholder={t.choose}
          options={TIMELINES.map((value) => ({ value, label: o.timeline[value] }))}
          {...form.field('timeline')}
        />
      </div>
      <TextField
        label={t.fields.infrastructure}
        hint={t.fields.infrastructureHint}
        optionalLabel={t.optional}
        rows={3}
        maxLength={2000}
        {...form.field('infrastructure')}
      />
      <TextField
        label={t.fields.contactEmail}
        type="email"
        autoComplete="email"
        maxLength={254}
        {...form.field('email')}
      />
    </LeadFormFrame>
  );
}
