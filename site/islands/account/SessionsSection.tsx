/**
 * Where the owner is signed in (docs/product.md#accounts, docs/decisions.md §109): the live
 * sessions, a "Sign out" for each other one, "Sign out of all other sessions", and "Sign out
 * everywhere", which ends this session too and opens /login.
 */
import { apiRequest } from '@alpora/shared/api-client';
import type { AccountSession, SessionList as Sessions, SessionsEnded } from '@alpora/shared/schemas/account-sessions';
import { useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';
import { SessionList } from './SessionList.tsx';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';
import { goToLogin, useAccountData } from './use-account-data.ts';

export function SessionsSection(_props: SectionProps) {
  const t = dictionary().sessions;
  const { state, reload } = useAccountData<Sessions>('/api/auth/sessions');
  const [busy, setBusy] = useState(false);

  /** Runs one change; on failure says so and leaves the list as the server has it. */
  async function change(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch {
      toast({ title: t.failed, description: t.failedDetail, variant: 'destructive' });
    } finally {
      setBusy(false);
      reload();
    }
  }

  const signOut = (session: AccountSession) =>
    change(async () => {
      await apiRequest(`/api/auth/sessions/${session.id}`, { method: 'DELETE' });
      toast({ title: format(t.signedOut, { device: session.device ?? t.unknownDevice }) });
    });
  const signOutOthers = () =>
    change(async () => {
      const { ended } = await apiRequest<SessionsEnded>('/api/auth/sessions/end-others', { method: 'POST' });
      toast({ title: format(t.othersSignedOut, { count: ended }) });
    });
  const signOutEverywhere = () =>
    change(async () => {
      await apiRequest('/api/auth/sessions/end-all', { method: 'POST' });
      goToLogin();
    });

  return (
    <AccountSection title={t.title} intro={t.intro}>
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          {t.loading}
        </p>
      ) : state.status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-negative">
          {format(t.loadFailed, { message: state.message })}
          <button type="button" className="btn btn-secondary" onClick={reload}>
            {t.retry}
          </button>
        </div>
      ) : (
        <>
          <SessionList sessions={state.data.sessions} busy={busy} onSignOut={(session) => void signOut(session)} />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {state.data.sessions.some((session) => !session.current) ? (
              <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void signOutOthers()}>
                {t.signOutOthers}
              </button>
            ) : (
              <p className="text-sm text-muted">{t.noOthers}</p>
            )}
            <SignOutEverywhere busy={busy} onConfirm={signOutEverywhere} />
          </div>
        </>
      )}
    </AccountSection>
  );
}
