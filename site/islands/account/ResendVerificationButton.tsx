/**
 * Mails a new verification link (`POST /api/auth/verification`, a few an hour) and says how it
 * went in a toast, in the page's language (docs/decisions.md §326); used by the dashboard's
 * reminder and the Email section of /account.
 */
import { apiRequest } from '@alpora/shared/api-client';
import type { AcceptedResponse } from '@alpora/shared/schemas/account-recovery';
import { useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { refusalText } from '#site/islands/api-refusal.ts';

/** `email`: the account's address, which the toast names. */
export function ResendVerificationButton({ email }: { email: string }) {
  const t = dictionary().recovery;
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await apiRequest<AcceptedResponse>('/api/auth/verification', { method: 'POST' });
      toast({ title: t.resent, description: format(t.resentTo, { email }) });
    } catch (error) {
      toast({ title: t.failed, description: refusalText(error, t.failedFallback), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void resend()}>
      {busy ? t.sending : t.resend}
    </button>
  );
}
