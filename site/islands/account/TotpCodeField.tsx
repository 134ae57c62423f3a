/**
 * The field for a code an authenticator app shows: digits, offered by the phone's one-time-code
 * autofill, in a narrow monospaced box.
 *
 * @example <TotpCodeField field={form.field('code')} label={t.code} />
 */
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import type { FieldProps } from '#site/islands/forms/use-form.ts';

export function TotpCodeField({ field, label }: { field: FieldProps; label: string }) {
  return (
    <FieldShell id={field.id} label={label} error={field.error}>
      {(describedBy) => (
        <input
          id={field.id}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          required
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass} max-w-40 font-mono tracking-widest`}
        />
      )}
    </FieldShell>
  );
}
