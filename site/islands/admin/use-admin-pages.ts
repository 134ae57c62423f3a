/**
 * A back-office listing read a page at a time: the first page of `path`, then each `more()`
 * appends the next page after the last one's cursor. Other filters (another `path`) start again
 * at the first page, as does `reload` after a change. The state is the one `ReadState` shows.
 *
 * @example
 * const { state, more } = useAdminPages<AdminUser, AdminUserList>(pathOf(filters),
 *   (list) => ({ items: list.users, next: list.next }), (cursor) => pathOf(filters, cursor));
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminRead, messageOf } from './admin-api.ts';
import type { AdminRead } from './use-admin-read.ts';

/** What a page of a listing holds, in one shape: its items and the cursor of the page after it. */
export interface Pages<Item> {
  items: Item[];
  next: string | number | null;
}

export function useAdminPages<Item, Page>(
  path: string,
  read: (page: Page) => Pages<Item>,
  pathAfter: (cursor: string | number) => string,
): {
  state: AdminRead<Pages<Item>>;
  more: () => void;
  reload: () => void;
  set: (pages: Pages<Item>) => void;
} {
  const [state, setState] = useState<AdminRead<Pages<Item>>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // The functions change with every render; the latest ones read the next page.
  const latest = useRef({ read, pathAfter });
  latest.current = { read, pathAfter };

  const load = useCallback(async (from: string, previous: Item[], live: () => boolean) => {
    try {
      const page = await adminRead<Page>(from);
      if (!page || !live()) return;
      const { items, next } = latest.current.read(page);
      setState({ status: 'ready', data: { items: [...previous, ...items], next } });
    } catch (error) {
      if (live()) setState({ status: 'error', message: messageOf(error) });
    }
  }, []);

  useEffect(() => {
    let live = true;
    // Each round reads the first page again; the counter only makes the effect run.
    void round;
    setState({ status: 'loading' });
    void load(path, [], () => live);
    return () => {
      live = false;
    };
  }, [path, round, load]);

  const more = () => {
    if (state.status !== 'ready' || state.data.next === null) return;
    void load(latest.current.pathAfter(state.data.next), state.data.items, () => true);
  };
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((pages: Pages<Item>) => setState({ status: 'ready', data: pages }), []);
  return { state, more, reload, set };
}
