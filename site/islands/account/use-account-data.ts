/**
 * One read of /account's data (the sessions, the security log) with its loading and error
 * states, and a `reload` for after a change. A 401 means the session ended meanwhile (signed
 * out from another browser): the browser goes to /login, as the page itself would.
 *
 * @example const sessions = useAccountData<SessionList>('/api/auth/sessions');
 */
import { apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import { useCallback, useEffect, useState } from 'react';
import { refusalText } from '#site/islands/api-refusal.ts';
import { localizedHref } from '#site/lib/localized-href.ts';

export type AccountData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/** Forgets the stored token and opens /login, coming back to /account. */
export function goToLogin(): void {
  writeStorage(() => localStorage, TOKEN_STORAGE_KEY, null);
  window.location.assign(localizedHref('/login?next=%2Faccount'));
}

export function useAccountData<T>(path: string): { state: AccountData<T>; reload: () => void } {
  const [state, setState] = useState<AccountData<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    // Each round reads again; the counter only makes the effect run.
    void round;
    apiRequest<T | null>(path, { nullOn401: true })
      .then((data) => {
        if (!live) return;
        if (data === null) goToLogin();
        else setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const message = refusalText(error, error instanceof Error ? error.message : String(error));
        setState({ status: 'error', message });
      });
    return () => {
      live = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
