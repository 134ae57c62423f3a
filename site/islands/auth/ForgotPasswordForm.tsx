/**
 * /forgot-password (docs/decisions.md §92): the account's email address, and then the one
 * answer for every address, known or not, so the page tells nobody which addresses have an
 * account. The page says it in its own language; the API's English answer is the same for
 * every address too (docs/decisions.md §326).
 */
import type { AcceptedResponse } from '@alpora/shared/schemas/account-recovery';
import { passwordResetRequestSchema, RESET_VALID_MINUTES } from '@alpora/shared/schemas/account-recovery';
import { Toaster } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { localizedHref } from '#site/lib/localized-href.ts';
import { AuthField } from './AuthField.tsx';
import { RecoveryNotice } from './RecoveryNotice.tsx';
import { recoverySender } from './recovery-sender.ts';

export default function ForgotPasswordForm() {
  const t = dictionary().recovery;
  const form = useForm({
    schema: passwordResetRequestSchema,
    send: recoverySender<{ email: string }, AcceptedResponse>('/api/auth/password-reset'),
  });
  if (form.done?.kind === 'answered') {
    return (
      <RecoveryNotice
        tone="success"
        title={t.sentTitle}
        text={t.sent(RESET_VALID_MINUTES)}
        link={{ href: localizedHref('/login'), label: t.backToLogin }}
      />
    );
  }
  return (
    <>
      <FormFrame
        form={form}
        after={
          <p className="text-center text-sm text-muted">
            <a href={localizedHref('/login')} className="font-semibold text-brand-dark underline underline-offset-2">
              {t.backToLogin}
            </a>
          </p>
        }
      >
        <AuthField {...form.field('email')} label={t.email} type="email" autoComplete="email" />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? t.sending : t.sendLink}
        </button>
      </FormFrame>
      <Toaster />
    </>
  );
}
