/**
 * One read of a back-office route with its loading and error states, and a `reload` for after
 * a change. A 401 means the session ended meanwhile: the browser goes to /login and comes back
 * to /admin, as the page itself would.
 *
 * @example const { state, reload } = useAdminRead<LeadInboxPage>(`/api/admin/leads?${query}`);
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';
import { useCallback, useEffect, useState } from 'react';

export type AdminRead<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/** Forgets the stored token and opens /login, coming back to /admin. */
export function goToAdminLogin(): void {
  writeStorage(() => localStorage, TOKEN_STORAGE_KEY, null);
  window.location.assign('/login?next=%2Fadmin');
}

/** The message of the API's error format, or the error's own words. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? (error.apiError?.message ?? error.message) : String(error);
}

export function useAdminRead<T>(path: string): { state: AdminRead<T>; reload: () => void } {
  const [state, setState] = useState<AdminRead<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    // Each round reads again; the counter only makes the effect run.
    void round;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    apiRequest<T | null>(path, { nullOn401: true })
      .then((data) => {
        if (!live) return;
        if (data === null) goToAdminLogin();
        else setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (live) setState({ status: 'error', message: errorMessage(error) });
      });
    return () => {
      live = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
