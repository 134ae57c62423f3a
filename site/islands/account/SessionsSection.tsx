/**
 * Where the owner is signed in (docs/product.md#accounts, docs/decisions.md §109): the live
 * sessions, a "Sign out" for each other one, "Sign out of all other sessions", and "Sign out
 * everywhere", which ends this session too and opens /login. Each asks for the current password
 * first (or, for an account without one, rests on a recent sign-in): a stolen session alone must
 * not be able to sign the owner out everywhere.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { AccountSession, SessionList as Sessions, SessionsEnded } from '@alpora/shared/schemas/account-sessions';
import { useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import type { SectionProps } from './AccountPage.tsx';
import { AccountSection } from './AccountSection.tsx';
import { type Proof, ProofDialog } from './ProofDialog.tsx';
import { SessionList } from './SessionList.tsx';
import { goToLogin, useAccountData } from './use-account-data.ts';

/** Which sessions the owner asked to end, waiting for the proof. */
type Ending = { kind: 'one'; session: AccountSession } | { kind: 'others' } | { kind: 'all' };

export function SessionsSection({ user }: SectionProps) {
  const t = dictionary().sessions;
  const { state, reload } = useAccountData<Sessions>('/api/auth/sessions');
  const [ending, setEnding] = useState<Ending | null>(null);

  /** Ends what was asked; answers the field errors to show in the dialog, or nothing when done. */
  async function end(what: Ending, { currentPassword }: Proof): Promise<Record<string, string> | undefined> {
    const body = { currentPassword: currentPassword || undefined };
    try {
      if (what.kind === 'one') {
        await apiRequest(`/api/auth/sessions/${what.session.id}`, { method: 'DELETE', body });
        toast({ title: format(t.signedOut, { device: what.session.device ?? t.unknownDevice }) });
      } else if (what.kind === 'others') {
        const { ended } = await apiRequest<SessionsEnded>('/api/auth/sessions/end-others', { body });
        toast({ title: format(t.othersSignedOut, { count: ended }) });
      } else {
        await apiRequest('/api/auth/sessions/end-all', { body });
        goToLogin();
        return undefined;
      }
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
      if (apiError?.fields?.currentPassword) return apiError.fields;
      toast({ title: t.failed, description: refusalText(error, t.failedDetail), variant: 'destructive' });
    }
    setEnding(null);
    reload();
    return undefined;
  }

  const dialog = ending ? dialogText(ending) : null;
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
          <SessionList
            sessions={state.data.sessions}
            busy={ending !== null}
            onSignOut={(session) => setEnding({ kind: 'one', session })}
          />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {state.data.sessions.some((session) => !session.current) ? (
              <button type="button" className="btn btn-secondary" onClick={() => setEnding({ kind: 'others' })}>
                {t.signOutOthers}
              </button>
            ) : (
              <p className="text-sm text-muted">{t.noOthers}</p>
            )}
            <button
              type="button"
              className="btn btn-secondary text-negative"
              onClick={() => setEnding({ kind: 'all' })}
            >
              {t.signOutEverywhere}
            </button>
          </div>
        </>
      )}
      <ProofDialog
        open={ending !== null}
        username={user.username}
        hasPassword={user.hasPassword}
        title={dialog?.title ?? ''}
        description={dialog?.description ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        destructive
        onClose={() => setEnding(null)}
        onConfirm={(proof) => (ending ? end(ending, proof) : Promise.resolve(undefined))}
      />
    </AccountSection>
  );
}

/** The dialog's title, text and button for what is being ended. */
function dialogText(ending: Ending): { title: string; description: string; confirm: string } {
  const t = dictionary().sessions;
  if (ending.kind === 'one') {
    const device = ending.session.device ?? t.unknownDevice;
    return { title: format(t.confirmOneTitle, { device }), description: t.confirmOneText, confirm: t.signOut };
  }
  if (ending.kind === 'others') {
    return { title: t.confirmOthersTitle, description: t.confirmOthersText, confirm: t.signOutOthers };
  }
  return { title: t.confirmTitle, description: t.confirmText, confirm: t.confirm };
}
