/**
 * Subscribe to Updates on /status (docs/decisions.md §78): the address, the notice of what we
 * send (a confirmation link first, incident mail only, one-click unsubscribe) whose version
 * goes with the request, and the incident feed for those who prefer no email. After the
 * server has the request, the form gives way to "check your inbox"; a failure says why and
 * that nothing was sent, and keeps the address.
 */
import { useState } from 'react';
import type { Dictionary } from '#site/i18n/en.ts';
import { format } from '#site/i18n/index.ts';
import { EmailField } from '#site/islands/forms/EmailField.tsx';
import { Honeypot } from '#site/islands/forms/Honeypot.tsx';
import { SuccessView } from '#site/islands/forms/SuccessView.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { localizedHref } from '#site/lib/localized-href.ts';
import { type SubscriptionFailure, subscribeFormSchema, subscriptionSender } from './subscription-sender.ts';

interface StatusSubscribeProps {
  feedUrl: string;
  t: Dictionary['statusPage']['subscribe'];
}

export function StatusSubscribe({ feedUrl, t }: StatusSubscribeProps) {
  const [failure, setFailure] = useState<SubscriptionFailure | null>(null);
  const form = useForm({
    schema: subscribeFormSchema,
    send: subscriptionSender({ consentVersion: t.consentVersion, onFailure: setFailure }),
  });
  const pending = form.phase === 'submitting';

  return (
    <section aria-labelledby="subscribe-title" className="rounded-lg border border-line bg-wash p-5">
      <h2 id="subscribe-title" className="text-lg font-semibold text-ink">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t.text}{' '}
        <a href={feedUrl} className="font-medium text-ink underline underline-offset-2">
          {t.feed}
        </a>
        .
      </p>
      <div className="mt-4 max-w-xl">
        {form.phase === 'success' && form.done ? (
          <SuccessView title={t.successTitle} text={format(t.successText, { email: form.done.email })} />
        ) : (
          <form ref={form.formRef} noValidate aria-label={t.title} onSubmit={form.onSubmit}>
            <fieldset disabled={!form.hydrated} className="m-0 grid min-w-0 gap-3 border-0 p-0">
              <EmailField label={t.email} {...form.field('email')} />
              <Honeypot />
              <p className="text-xs leading-relaxed text-muted">
                {t.consent}{' '}
                <a href={localizedHref('/privacy')} className="font-medium text-ink underline underline-offset-2">
                  {t.consentLink}
                </a>{' '}
                {t.consentEnd}
              </p>
              {failure ? (
                <p role="alert" className="rounded-md border border-negative/40 bg-white p-3 text-sm text-negative">
                  {t.failed[failure]}
                </p>
              ) : null}
              <button
                type="submit"
                className="btn btn-primary justify-self-start"
                disabled={pending}
                aria-disabled={pending || !form.hydrated}
              >
                {pending ? t.submitting : t.submit}
              </button>
            </fieldset>
          </form>
        )}
      </div>
    </section>
  );
}
