/**
 * /verify-email?token=… (docs/decisions.md §91): opening the link verifies nothing, since mail
 * scanners open links in browsers that run scripts; the owner presses the button, which sends
 * the token.
 */
import { emailVerificationRequestSchema } from '@alpora/shared/schemas/account-recovery';
import { useEffect, useState } from 'react';
import { Toaster } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { FormFrame } from '#site/islands/forms/FormFrame.tsx';
import { useForm } from '#site/islands/forms/use-form.ts';
import { linkToken } from '#site/lib/email-confirm.ts';
import { localizedHref } from '#site/lib/localized-href.ts';
import { linkProblemNotice, RecoveryNotice } from './RecoveryNotice.tsx';
import { recoverySender } from './recovery-sender.ts';

export default function VerifyEmailButton() {
  const t = dictionary().recovery;
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(linkToken(window.location.search)), []);
  const form = useForm({
    schema: emailVerificationRequestSchema.pick({}),
    send: recoverySender<object, unknown>('/api/auth/verification/confirm', () => ({ token })),
  });
  const newLink = { href: localizedHref('/account'), label: t.newLink };
  const problem = linkProblemNotice({ token, refused: form.done?.kind === 'invalid-link', newLink });
  if (problem) return problem;
  if (form.done?.kind === 'answered') {
    const toDashboard = { href: localizedHref('/dashboard'), label: t.toDashboard };
    return <RecoveryNotice tone="success" title={t.verifiedTitle} text={t.verified} link={toDashboard} />;
  }
  return (
    <>
      <FormFrame form={form} ready={Boolean(token)}>
        <button type="submit" className="btn btn-primary w-full" disabled={!form.hydrated || !token || form.busy}>
          {form.busy ? t.verifying : t.verifyButton}
        </button>
      </FormFrame>
      <Toaster />
    </>
  );
}
