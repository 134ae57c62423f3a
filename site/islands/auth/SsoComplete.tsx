/**
 * Takes the session of a finished single sign-on (docs/decisions.md §108): one same-site POST
 * that the server answers like a login, so the token is stored, the 'Success' toast carried and
 * the browser sent to a safe `next` exactly as after a password login. When the sign-in has
 * expired or was used already, it says so and links back to the login page.
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { carryToast } from '#site/components/ui/carried-toast.ts';
import { dictionary } from '#site/i18n/index.ts';
import { nextPath } from './auth-sender.ts';

const NO_STORED_TOKEN = { getItem: () => null };

export default function SsoComplete() {
  const t = dictionary();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const texts = dictionary();
    // Not the stored token of an earlier session: this sign-in is authorised by its cookie.
    apiRequest<AuthResponse>('/api/auth/sso/complete', { method: 'POST', storage: NO_STORED_TOKEN })
      .then((answer) => {
        writeStorage(() => localStorage, TOKEN_STORAGE_KEY, answer.token);
        carryToast({ title: texts.account.success, description: texts.account.loggedIn });
        window.location.replace(nextPath());
      })
      .catch((error: unknown) =>
        setFailure(error instanceof ApiRequestError ? texts.sso.completeFailed : texts.sso.completeUnreachable),
      );
  }, []);

  if (!failure) {
    return (
      <p className="text-muted" role="status">
        {t.account.submitting}
      </p>
    );
  }
  return (
    <div className="grid justify-items-start gap-4">
      <p role="alert" className="text-negative">
        {failure}
      </p>
      <a href="/login" className="btn btn-primary">
        {t.sso.backToLogin}
      </a>
    </div>
  );
}
