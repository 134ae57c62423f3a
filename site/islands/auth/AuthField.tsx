/**
 * One field of the login and register forms, on the shared field shell (label, hint, error
 * tied to the input for screen readers), and the one field where someone chooses a password.
 */
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { dictionary } from '#site/i18n/index.ts';
import type { FieldProps } from '#site/islands/forms/use-form.ts';

interface AuthFieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  optionalLabel?: string | undefined;
}

export function AuthField({ name, type = 'text', autoComplete, value, onChange, ...shell }: AuthFieldProps) {
  return (
    <FieldShell {...shell}>
      {(describedBy) => (
        <input
          id={shell.id}
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required={!shell.optionalLabel}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      )}
    </FieldShell>
  );
}

/**
 * Where someone chooses a password: a password manager offers to generate and save it, and the
 * hint says the rule before the first try.
 *
 * @example <NewPasswordField field={form.field('password')} label={t.password} />
 */
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
