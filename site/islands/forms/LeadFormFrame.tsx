/**
 * The frame every lead form shares: no browser validation bubbles (our messages are the
 * schema's), the honeypot, the form's consent notice from the registry, whose version the lead
 * carries (./consent-notice.ts, docs/product.md#leads), the server's reason when it refused the
 * lead naming no field, and the submit button that reads its pending label while sending
 * ('Joining...').
 */
import type { LeadKind } from '@alpora/shared/schemas/leads';
import type { ReactNode } from 'react';
import { ConsentNoticeText } from './ConsentNoticeText.tsx';
import { leadNotice } from './consent-notice.ts';
import { Honeypot } from './Honeypot.tsx';
import type { Form } from './use-form.ts';

interface LeadFormFrameProps {
  /** The kind of lead the form sends: its consent notice is shown. */
  kind: LeadKind;
  form: Pick<Form, 'formRef' | 'onSubmit' | 'phase' | 'hydrated' | 'refusal'>;
  /** The button's label, and what it reads while sending. */
  texts: { submit: string; submitting: string };
  /** Accessible name of the form. */
  label: string;
  children: ReactNode;
}

export function LeadFormFrame({ kind, form, texts, label, children }: LeadFormFrameProps) {
  const pending = form.phase === 'submitting';
  // A page form is server-rendered and hydrates when visible; until then it stays disabled,
  // so nothing typed is lost to hydration and Enter cannot submit it natively.
  const ready = form.hydrated;
  return (
    <form ref={form.formRef} noValidate aria-label={label} onSubmit={form.onSubmit}>
      <fieldset disabled={!ready} className="m-0 grid min-w-0 gap-4 border-0 p-0">
        {children}
        <Honeypot />
        <p className="text-xs leading-relaxed text-muted" data-consent-notice={leadNotice(kind).version}>
          <ConsentNoticeText notice={leadNotice(kind)} />
        </p>
        {form.refusal ? (
          <p role="alert" className="text-sm font-medium text-negative">
            {form.refusal}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-disabled={pending || !ready}>
          {pending ? texts.submitting : texts.submit}
        </button>
      </fieldset>
    </form>
  );
}
