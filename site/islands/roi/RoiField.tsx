/** One number input of the ROI calculator with its hint and, when out of bounds, its message. */
import type { RoiBound } from '@alpora/shared/roi';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  bound: RoiBound;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function RoiField({ id, label, hint, value, bound, error, onChange }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="number"
        inputMode="decimal"
        min={bound.min}
        max={bound.max}
        step={bound.step === 1000 ? bound.step : 'any'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={`mt-1.5 min-h-11 rounded-md border bg-white px-3 py-2 text-base text-ink ${
          error ? 'border-negative ring-1 ring-negative' : 'border-ink/25'
        }`}
      />
      <p id={hintId} className="mt-1 text-xs text-muted">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-negative" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
