/**
 * The frame every lead form shares: no browser validation bubbles (our messages are the
 * schema's), the honeypot, the consent notice whose version is stored with the lead
 * (docs/product.md#leads), and the submit button that reads its pending label while sending
 * ('Joining...').
 */
import type { ReactNode } from 'react';
import { dictionary } from '#site/i18n/index.ts';
import { Honeypot } from './Honeypot.tsx';
import type { Form } from './use-form.ts';

interface LeadFormFrameProps {
  form: Pick<Form, 'formRef' | 'onSubmit' | 'phase' | 'hydrated'>;
  /** The button's label, and what it reads while sending. */
  texts: { submit: string; submitting: string };
  /** Accessible name of the form. */
  label: string;
  children: ReactNode;
}

export function LeadFormFrame({ form, texts, label, children }: LeadFormFrameProps) {
  const t = dictionary().leads;
  const pending = form.phase === 'submitting';
  // A page form is server-rendered and hydrates when visible; until then it stays disabled,
  // so nothing typed is lost to hydration and Enter cannot submit it natively.
  const ready = form.hydrated;
  return (
    <form ref={form.formRef} noValidate aria-label={label} onSubmit={form.onSubmit}>
      <fieldset disabled={!ready} className="m-0 grid min-w-0 gap-4 border-0 p-0">
        {children}
        <Honeypot />
        <p className="text-xs leading-relaxed text-muted">
          {t.consent}{' '}
          <a href="/privacy" className="font-medium text-ink underline underline-offset-2">
            {t.consentLink}
          </a>{' '}
          {t.consentEnd}
        </p>
        <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-disabled={pending || !ready}>
          {pending ? texts.submitting : texts.submit}
        </button>
      </fieldset>
    </form>
  );
}
