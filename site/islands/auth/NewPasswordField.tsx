/**
 * The field where someone chooses a password: a password manager offers to generate and save
 * it, and the hint says the rule before the first try (docs/product.md#accounts).
 *
 * @example <NewPasswordField field={form.field('password')} label={t.password} />
 */
import { dictionary } from '#site/i18n/index.ts';
import type { FieldProps } from '#site/islands/forms/use-form.ts';
import { AuthField } from './AuthField.tsx';

export function NewPasswordField({ field, label }: { field: FieldProps; label: string }) {
  return (
    <AuthField
      {...field}
      label={label}
      type="password"
      autoComplete="new-password"
      hint={dictionary().account.passwordHint}
    />
  );
}
