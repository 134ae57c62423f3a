/**
 * The "product updates by email" box of a lead form (./updates-choice.ts): its label and hint
 * are the words of the form's updates notice in the registry (./consent-notice.ts).
 */
import { CheckboxField } from '#site/components/ui/CheckboxField.tsx';
import { type UpdatesKind, updatesBox } from './consent-notice.ts';
import { UPDATES_TICKED } from './updates-choice.ts';
import type { FieldProps } from './use-form.ts';

export function UpdatesField({ kind, id, name, value, onChange }: FieldProps & { kind: UpdatesKind }) {
  const [label = '', ...hint] = updatesBox(kind).words;
  return (
    <CheckboxField
      id={id}
      name={name}
      label={label}
      hint={hint.join(' ') || undefined}
      checked={value === UPDATES_TICKED}
      onChange={(checked) => onChange(checked ? UPDATES_TICKED : '')}
    />
  );
}
