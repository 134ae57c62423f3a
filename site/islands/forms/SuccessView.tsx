/**
 * The confirmation that replaces a sent form. Focus moves to its heading so a screen reader
 * announces it and the keyboard user is not left on a removed button. In a modal it ends
 * with the button that closes it.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { dictionary } from '#site/i18n/index.ts';
import type { ConfirmationMail } from './confirmation-mail.ts';

interface SuccessViewProps {
  title: string;
  text: string;
  /** The lead is still in the outbox (offline): say so, calmly. */
  queued?: boolean | undefined;
  /** The request subscribes: the confirmation link was sent, or follows once it is delivered. */
  confirmation?: ConfirmationMail | undefined;
  /** Shows the 'Done' button, which calls this. */
  onClose?: () => void;
  children?: ReactNode;
}

export function SuccessView({ title, text, queued = false, confirmation, onClose, children }: SuccessViewProps) {
  const t = dictionary().leads;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="grid gap-3">
      <div className="flex items-start gap-3">
        <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" className="shrink-0 text-positive">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="white" strokeWidth="2.2" />
        </svg>
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {title}
        </h3>
      </div>
      <p className="text-base text-ink/80">{text}</p>
      {confirmation ? (
        <p className="text-base text-ink/80" data-confirmation={confirmation}>
          {t.confirmation[confirmation]}
        </p>
      ) : null}
      {queued ? <p className="rounded-md bg-wash p-3 text-sm text-muted">{t.queued}</p> : null}
      {children}
      {onClose ? (
        <button type="button" className="btn btn-secondary mt-2" onClick={onClose}>
          {t.close}
        </button>
      ) : null}
    </div>
  );
}
