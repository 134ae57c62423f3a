/**
 * "Sign in with a passkey" under the login form (docs/security.md#passkeys): no username, the
 * browser offers the passkeys it holds for this site. Like the form, a success stores the
 * token, carries the 'Success' toast and goes to a safe `next` path or the dashboard; the
 * form's Toaster shows a failure.
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import type { AuthResponse } from '@alpora/shared/schemas/auth';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { carryToast } from '#site/components/ui/carried-toast.ts';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import { nextPath } from './auth-sender.ts';

/** Options, the device's answer, the session; throws the device's refusal or the API's error. */
async function signIn(): Promise<AuthResponse> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkeys/sign-in/options', {
    method: 'POST',
  });
  let credential: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    credential = await startAuthentication({ optionsJSON });
  } catch {
    throw new Error(dictionary().passkeySignIn.deviceCancelled);
  }
  return apiRequest<AuthResponse>('/api/auth/passkeys/sign-in', { body: { credential } });
}

export default function PasskeySignIn() {
  const t = dictionary().passkeySignIn;
  const account = dictionary().account;
  const [ready, setReady] = useState(false);
  const [supported, setSupported] = useState(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setSupported(browserSupportsWebAuthn());
    setReady(true);
  }, []);

  const start = async () => {
    setBusy(true);
    try {
      const answer = await signIn();
      writeStorage(() => localStorage, TOKEN_STORAGE_KEY, answer.token);
      carryToast({ title: account.success, description: account.loggedIn });
      window.location.assign(nextPath());
    } catch (error) {
      const fallback = error instanceof ApiRequestError ? String(error) : (error as Error).message;
      toast({ title: t.failed, description: refusalText(error, fallback || String(error)), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <div className="mt-5 grid gap-5">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t.or}
        <span className="h-px flex-1 bg-line" />
      </div>
      <button
        type="button"
        className="btn btn-secondary w-full"
        disabled={!ready || !supported || busy}
        onClick={start}
        aria-describedby={supported ? undefined : 'passkey-unsupported'}
      >
        {busy ? t.working : t.button}
      </button>
      {supported ? null : (
        <p id="passkey-unsupported" className="-mt-3 text-center text-sm text-muted">
          {t.unsupported}
        </p>
      )}
    </div>
  );
}
