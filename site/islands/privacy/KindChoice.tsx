/**
 * The radio group of the privacy request form: see my data, or erase it, each with a line
 * saying what it gives. Native radios, so the arrow keys move between them and a screen reader
 * reads the group's question, each choice's line and the error with it.
 *
 * @example <KindChoice legend={t.kind} choices={choices} {...form.field('kind')} />
 */
import { FieldError } from '#site/components/ui/FieldError.tsx';
import type { FieldProps } from '#site/islands/forms/use-form.ts';

interface Choice {
  value: string;
  label: string;
  hint: string;
}

interface Props extends FieldProps {
  legend: string;
  choices: readonly Choice[];
}

export function KindChoice({ id, name, value, error, onChange, legend, choices }: Props) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="m-0 min-w-0 border-0 p-0">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-ink/25 bg-white p-3 hover:border-ink/40 has-[:checked]:border-brand has-[:checked]:bg-wash"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-${choice.value}-hint`}
              className="mt-1 h-5 w-5 shrink-0 accent-brand"
              onChange={() => onChange(choice.value)}
            />
            <span>
              <span className="block font-semibold text-ink">{choice.label}</span>
              <span id={`${id}-${choice.value}-hint`} className="mt-0.5 block text-sm text-muted">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
