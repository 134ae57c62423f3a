/**
 * A labelled native checkbox with an optional hint: Space toggles it, the label is a click
 * target too, and a screen reader reads the hint with it.
 *
 * @example <CheckboxField id="f-updates" name="updates" label="Send me updates" checked={on} onChange={setOn} />
 */
interface CheckboxFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ id, name, label, hint, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-ink/40 accent-brand"
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs leading-relaxed text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
