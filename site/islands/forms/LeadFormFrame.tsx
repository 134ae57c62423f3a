/**
 * The frame every lead form shares: no browser validation bubbles (our messages are the
 * schema's), the honeypot, the consent notice whose version is stored with the lead (docs/product.md#leads),
 * and the submit button that reads its pending label while sending (the waitlist's 'Joining...').
 */
import type { ReactNode } from 'react';
import { dictionary } from '../../i18n/index.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { LeadForm } from './use-lead-form.ts';

interface LeadFormFrameProps {
  form: Pick<LeadForm, 'formRef' | 'onSubmit' | 'phase' | 'honeypot'>;
  submitLabel: string;
  submittingLabel: string;
  /** Accessible name of the form. */
  label: string;
  children: ReactNode;
}

export function LeadFormFrame({ form, submitLabel, submittingLabel, label, children }: LeadFormFrameProps) {
  const t = dictionary().leads;
  const pending = form.phase === 'submitting';
  // A page form is server-rendered and hydrates when visible; until then it stays disabled,
  // so nothing typed is lost to hydration and Enter cannot submit it natively.
  const ready = useHydrated();
  return (
    <form ref={form.formRef} noValidate aria-label={label} onSubmit={form.onSubmit}>
      <fieldset disabled={!ready} className="m-0 grid min-w-0 gap-4 border-0 p-0">
        {children}
        {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {t.honeypot}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={form.honeypot.value}
              onChange={(e) => form.honeypot.onChange(e.target.value)}
            />
          </label>
        </div>
        <p className="text-xs leading-relaxed text-muted">
          {t.consent}{' '}
          <a href="/privacy" className="font-medium text-ink underline underline-offset-2">
            {t.consentLink}
          </a>{' '}
          {t.consentEnd}
        </p>
        <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-disabled={pending || !ready}>
          {pending ? submittingLabel : submitLabel}
        </button>
      </fieldset>
    </form>
  );
}
