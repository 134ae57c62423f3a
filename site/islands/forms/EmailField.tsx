/** An email field of a lead form: the keyboard, autofill and length every email field has. */
import { TextField } from '#site/components/ui/TextField.tsx';
import type { FieldProps } from './use-form.ts';

export function EmailField(props: FieldProps & { label: string }) {
  return <TextField type="email" autoComplete="email" maxLength={254} {...props} />;
}
