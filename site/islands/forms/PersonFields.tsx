/** The waitlist's person fields, shared with the plan sign-up (docs/product.md#leads). */
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { dictionary } from '../../i18n/index.ts';
import { personaOptions } from './person-form.ts';

type Field = { id: string; name: string; value: string; error: string | undefined; onChange: (v: string) => void };

interface PersonFieldsProps {
  field: (name: 'firstName' | 'lastName' | 'email' | 'persona' | 'companyName') => Field;
}

export function PersonFields({ field }: PersonFieldsProps) {
  const t = dictionary().leads;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.fields.firstName} autoComplete="given-name" maxLength={100} {...field('firstName')} />
        <TextField label={t.fields.lastName} autoComplete="family-name" maxLength={100} {...field('lastName')} />
      </div>
      <TextField label={t.fields.workEmail} type="email" autoComplete="email" maxLength={254} {...field('email')} />
      <SelectField label={t.fields.persona} placeholder={t.choose} options={personaOptions()} {...field('persona')} />
      <TextField
        label={t.fields.company}
        optionalLabel={t.optional}
        autoComplete="organization"
        maxLength={200}
        {...field('companyName')}
      />
    </>
  );
}
