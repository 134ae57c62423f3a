/**
 * A labelled native select (keyboard and screen-reader friendly everywhere), starting on an
 * empty "Choose…" option so a required choice is a conscious one.
 *
 * @example <SelectField id="f-role" name="role" label="Role" options={[{ value: 'other', label: 'Other' }]} value={v} onChange={set} />
 */
import { controlClass, FieldShell, type FieldShellProps } from './FieldShell.tsx';

interface SelectFieldProps extends Omit<FieldShellProps, 'children'> {
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option. */
  placeholder: string;
}

export function SelectField({ name, value, onChange, options, placeholder, ...shell }: SelectFieldProps) {
  return (
    <FieldShell {...shell}>
      {(describedBy) => (
        <select
          id={shell.id}
          name={name}
          value={value}
          required={!shell.optionalLabel}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass} appearance-auto`}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
