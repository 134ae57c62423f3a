/**
 * /reset-password?token=… (docs/decisions.md §92): a new password under the same rules as at
 * registration, sent with the link's token. Success signs the person in nowhere: they log in
 * with the new password (and their second factor, if they have one).
 */
import type { AcceptedResponse } from '@alpora/shared/schemas/account-recovery';
import { passwordResetCompleteSchema } from '@alpora/shared/schemas/account-recovery';
import { useEffect, useState } from 'react';
import { Toaster } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { linkToken } from '#site/lib/email-confirm.ts';
import { localizedHref } from '#site/lib/localized-href.ts';
import { NewPasswordField } from './AuthField.tsx';
import { linkProblemNotice, RecoveryNotice } from './RecoveryNotice.tsx';
import { recoverySender } from './recovery-sender.ts';

/** The form's own field; the token comes from the URL. */
const formSchema = passwordResetCompleteSchema.pick({ password: true });

export default function ResetPasswordForm() {
  const t = dictionary().recovery;
  // Read after hydration: the server-rendered page cannot know the query string.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(linkToken(window.location.search)), []);
  const form = useForm({
    schema: formSchema,
    send: recoverySender<{ password: string }, AcceptedResponse>('/api/auth/password-reset/complete', (data) => ({
      ...data,
      token,
    })),
  });
  const newLink = { href: localizedHref('/forgot-password'), label: t.newLink };
  const problem = linkProblemNotice({ token, refused: form.done?.kind === 'invalid-link', newLink });
  if (problem) return problem;
  if (form.done?.kind === 'answered') {
    return (
      <RecoveryNotice
        tone="success"
        title={t.resetDoneTitle}
        text={t.resetDone}
        link={{ href: localizedHref('/login'), label: t.toLogin }}
      />
    );
  }
  return (
    <>
      <FormFrame form={form} ready={Boolean(token)}>
        <NewPasswordField field={form.field('password')} label={t.newPassword} />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? dictionary().account.submitting : t.setPassword}
        </button>
      </FormFrame>
      <Toaster />
    </>
  );
}
