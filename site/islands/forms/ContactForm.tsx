/**
 * The contact page form (docs/product.md#leads): name, email and message, all required;
 * 'Message Sent' on success. It posts to our API as a 'contact' lead (no third party).
 */
import { contactLeadSchema } from '@alpora/shared/schemas/leads';
import { TextField } from '#site/components/ui/TextField.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { EmailField } from './EmailField.tsx';
import { LeadFormFrame } from './LeadFormFrame.tsx';
import { LEAD_META } from './lead-form-schema.ts';
import { leadSender } from './lead-sender.ts';
import { SuccessView } from './SuccessView.tsx';
import { useForm } from './use-form.ts';

const schema = contactLeadSchema.omit(LEAD_META);

export default function ContactForm({ label }: { label: string }) {
  const t = dictionary().leads;
  const form = useForm({
    schema,
    send: leadSender({ kind: 'contact', toPayload: (data, meta) => ({ kind: 'contact', ...meta, ...data }) }),
  });
  if (form.phase === 'success') {
    return <SuccessView title={t.contact.successTitle} text={t.contact.successText} queued={form.done?.queued} />;
  }
  return (
    <LeadFormFrame kind="contact" form={form} label={label} texts={t.contact}>
      <TextField label={t.fields.name} autoComplete="name" maxLength={200} {...form.field('name')} />
      <EmailField label={t.fields.email} {...form.field('email')} />
      <TextField label={t.fields.message} rows={6} maxLength={5000} {...form.field('message')} />
    </LeadFormFrame>
  );
}
