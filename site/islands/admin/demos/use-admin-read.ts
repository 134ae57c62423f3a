/**
 * One read of a back-office API path with its loading and error states, and a `reload` after a
 * change. A 401 means the session ended meanwhile: the browser signs in again and comes back.
 *
 * @example const bookings = useAdminRead<UpcomingBookings>('/api/admin/demo-bookings');
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import { useCallback, useEffect, useState } from 'react';

export type AdminRead<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

export function useAdminRead<T>(path: string): { state: AdminRead<T>; reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<AdminRead<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void round;
    apiRequest<T | null>(path, { nullOn401: true }).then(
      (data) => {
        if (!live) return;
        if (data === null) window.location.assign('/login?next=%2Fadmin%23demos');
        else setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof ApiRequestError ? (error.apiError?.message ?? error.message) : String(error);
        setState({ status: 'error', message });
      },
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set };
}
