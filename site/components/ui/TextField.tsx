/**
 * A labelled text input (or textarea with `rows`), with hint and error message.
 *
 * @example <TextField id="f-email" name="email" label="Work email" type="email" value={v} onChange={set} error={e} />
 */
import { controlClass, FieldShell, type FieldShellProps } from './FieldShell.tsx';

interface TextFieldProps extends Omit<FieldShellProps, 'children'> {
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Renders a textarea of this many rows. */
  rows?: number;
  maxLength?: number;
}

export function TextField({
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  rows,
  maxLength,
  ...shell
}: TextFieldProps) {
  const common = {
    id: shell.id,
    name,
    value,
    autoComplete,
    maxLength,
    required: !shell.optionalLabel,
    'aria-invalid': shell.error ? true : undefined,
    className: controlClass,
  };
  return (
    <FieldShell {...shell}>
      {(describedBy) =>
        rows ? (
          <textarea {...common} rows={rows} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            {...common}
            type={type}
            inputMode={type === 'email' ? 'email' : undefined}
            spellCheck={type === 'email' ? false : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FieldShell>
  );
}
