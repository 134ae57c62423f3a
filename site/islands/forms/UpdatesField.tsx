/** The "product updates by email" checkbox of a lead form (./updates-choice.ts). */
import { CheckboxField } from '#site/components/ui/CheckboxField.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { UPDATES_TICKED } from './updates-choice.ts';
import type { FieldProps } from './use-form.ts';

export function UpdatesField({ id, name, value, onChange }: FieldProps) {
  const t = dictionary().leads.updates;
  return (
    <CheckboxField
      id={id}
      name={name}
      label={t.label}
      hint={t.hint}
      checked={value === UPDATES_TICKED}
      onChange={(checked) => onChange(checked ? UPDATES_TICKED : '')}
    />
  );
}
