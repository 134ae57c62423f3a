/** The waitlist's person fields, shared with the plan sign-up (docs/product.md#leads). */
import { PERSONAS } from '@alpora/shared/schemas/leads';
import { SelectField } from '#site/components/ui/SelectField.tsx';
import { TextField } from '#site/components/ui/TextField.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { choices } from './choices.ts';
import { EmailField } from './EmailField.tsx';
import type { personFormSchema } from './person-form.ts';
import type { FieldProps } from './use-form.ts';

interface PersonFieldsProps {
  field: (name: keyof typeof personFormSchema.shape) => FieldProps;
}

export function PersonFields({ field }: PersonFieldsProps) {
  const t = dictionary().leads;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.fields.firstName} autoComplete="given-name" maxLength={100} {...field('firstName')} />
        <TextField label={t.fields.lastName} autoComplete="family-name" maxLength={100} {...field('lastName')} />
      </div>
      <EmailField label={t.fields.workEmail} {...field('email')} />
      <SelectField
        label={t.fields.persona}
        placeholder={t.choose}
        options={choices(PERSONAS, t.options.persona)}
        {...field('interest')}
      />
      <TextField
        label={t.fields.company}
        optionalLabel={t.optional}
        autoComplete="organization"
        maxLength={200}
        {...field('company')}
      />
    </>
  );
}
