/**
 * Who asks for a demo: name, work email, company and a message. A booked time and a demo request
 * without one ask the same, in the same words (docs/product.md#leads).
 *
 * @example <DemoContactFields field={form.field} />
 */
import { TextField } from '#site/components/ui/TextField.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { EmailField } from '#site/islands/forms/EmailField.tsx';
import type { FieldProps } from '#site/islands/forms/use-form.ts';

export function DemoContactFields({
  field,
}: {
  field: (name: 'name' | 'email' | 'company' | 'message') => FieldProps;
}) {
  const t = dictionary().leads;
  return (
    <>
      <TextField label={t.fields.name} autoComplete="name" maxLength={200} {...field('name')} />
      <EmailField label={t.fields.workEmail} {...field('email')} />
      <TextField
        label={t.fields.company}
        optionalLabel={t.optional}
        autoComplete="organization"
        {...field('company')}
      />
      <TextField
        label={t.fields.demoMessage}
        optionalLabel={t.optional}
        rows={3}
        maxLength={2000}
        {...field('message')}
      />
    </>
  );
}
