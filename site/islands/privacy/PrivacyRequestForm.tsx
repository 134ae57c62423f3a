/**
 * The form of /privacy/request (docs/privacy.md#requests): an email address and whether to see
 * or erase what we hold about it. Sent, it gives way to "check your inbox", the same words for
 * every address, so the page never tells whether we know one.
 */
import { PRIVACY_LINK_DAYS, privacyRequestSchema } from '@alpora/shared/schemas/privacy-requests';
import { Toaster } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { EmailField } from '#site/islands/forms/EmailField.tsx';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { Honeypot } from '#site/islands/forms/Honeypot.tsx';
import { SuccessView } from '#site/islands/forms/SuccessView.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { KindChoice } from './KindChoice.tsx';
import { privacyRequestSender } from './privacy-request-sender.ts';

/**
 * The honeypot is read from the form when it is sent, not typed into the form's values; the
 * page's language is added by the sender.
 */
const formSchema = privacyRequestSchema.omit({ website: true, locale: true });

export default function PrivacyRequestForm() {
  const t = dictionary().privacyRequest;
  const form = useForm({ schema: formSchema, send: privacyRequestSender() });
  const choices = [
    { value: 'access', label: t.access, hint: t.accessHint },
    { value: 'erasure', label: t.erasure, hint: t.erasureHint },
  ] as const;

  return (
    <section aria-labelledby="privacy-request-title" className="rounded-xl border border-line bg-white p-6 shadow-sm">
      <h2 id="privacy-request-title" className="text-lg font-semibold text-ink">
        {t.formTitle}
      </h2>
      <div className="mt-4">
        {form.phase === 'success' && form.done ? (
          <SuccessView
            title={t.successTitle}
            text={format(t.successText, { email: form.done.email, days: PRIVACY_LINK_DAYS })}
          />
        ) : (
          <FormFrame form={form}>
            <p className="text-sm text-muted">{t.emailHint}</p>
            <EmailField label={t.email} {...form.field('email')} />
            <KindChoice legend={t.kind} choices={choices} {...form.field('kind')} />
            <Honeypot />
            <button type="submit" className="btn btn-primary justify-self-start" disabled={form.busy}>
              {form.busy ? t.submitting : t.submit}
            </button>
          </FormFrame>
        )}
      </div>
      <Toaster />
    </section>
  );
}
