/**
 * Label, hint and error message around one form control: the parts every field shares. The
 * control gets `describedBy` so a screen reader reads the hint and the error with it.
 *
 * @example <FieldShell id="email" label="Work email" error={error}>{(describedBy) => <input aria-describedby={describedBy} />}</FieldShell>
 */
import type { ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';

export interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shows "(optional)" after the label; fields are required otherwise. */
  optionalLabel?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

export function FieldShell({ id, label, error, hint, optionalLabel, children }: FieldShellProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optionalLabel ? <span className="font-normal text-muted"> ({optionalLabel})</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children(describedBy)}</div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The look of every text control; red border when invalid. */
export const controlClass =
  'block w-full rounded-md border border-ink/25 bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted hover:border-ink/40 aria-[invalid=true]:border-negative';
