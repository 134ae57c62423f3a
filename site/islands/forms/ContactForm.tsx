/**
 * The contact page form (docs/product.md#leads): name, email and message, all required; 'Message Sent'
 * with its thank-you text. It posts to our API as a 'contact' lead (no third party).
 */
import { field } from '@alpora/shared/schemas/leads';
import { z } from 'zod';
import { TextField } from '../../components/ui/TextField.tsx';
import { dictionary } from '../../i18n/index.ts';
import { LeadFormFrame } from './LeadFormFrame.tsx';
import { SuccessView } from './SuccessView.tsx';
import { useLeadForm } from './use-lead-form.ts';

const schema = z.object({ name: field.name, email: field.email, message: field.message });

export default function ContactForm({ label }: { label: string }) {
  const t = dictionary().leads;
  const form = useLeadForm({
    initial: { name: '', email: '', message: '' },
    schema,
    toPayload: (data, meta) => ({ kind: 'contact', ...meta, ...data }),
  });
  if (form.phase === 'success') {
    return <SuccessView title={t.contact.successTitle} text={t.contact.successText} queued={form.queued} />;
  }
  return (
    <LeadFormFrame form={form} label={label} submitLabel={t.contact.submit} submittingLabel={t.contact.submitting}>
      <TextField label={t.fields.name} autoComplete="name" maxLength={200} {...form.field('name')} />
      <TextField label={t.fields.email} type="email" autoComplete="email" maxLength={254} {...form.field('email')} />
      <TextField label={t.fields.message} rows={6} maxLength={5000} {...form.field('message')} />
    </LeadFormFrame>
  );
}
