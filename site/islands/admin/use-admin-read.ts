/**
 * One read of a back-office API path with its loading and error states, `reload` after a change
 * and `set` for an answer the page already has. A 401 means the session ended meanwhile: the
 * browser signs in again and comes back to the section. A reload of the same path keeps the data
 * shown until the new answer arrives; another path (other filters, another record) shows loading
 * first, never the previous record; a null path (nothing chosen yet) stays loading.
 *
 * @example const { state, reload } = useAdminRead<UpcomingBookings>('/api/admin/demo-bookings');
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminRead, messageOf } from './admin-api.ts';

export type AdminRead<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

export function useAdminRead<T>(path: string | null): {
  state: AdminRead<T>;
  reload: () => void;
  set: (data: T) => void;
} {
  const [state, setState] = useState<AdminRead<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    // Each round reads again; the counter only makes the effect run.
    void round;
    setState((current) => (current.status === 'ready' && shownPath.current === path ? current : { status: 'loading' }));
    adminRead<T>(path).then(
      (data) => {
        if (!live || data === null) return;
        shownPath.current = path;
        setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', message: messageOf(error) });
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
