/**
 * The status page's data: fetched from GET /api/status at load and every 60 s (the
 * pace of the footer badge). When the API stops answering the page says so and
 * drops what it showed before, so it never shows a stale green.
 */
import type { StatusResponse } from '@alpora/shared/schemas/status';
import { useEffect, useState } from 'react';
import { fetchStatusReport, STATUS_REFRESH_MS } from '#site/lib/app-status.ts';

export type StatusState =
  | { phase: 'loading' }
  | { phase: 'ready'; report: StatusResponse }
  | { phase: 'unreachable'; since: string };

export function useStatus(): StatusState {
  const [state, setState] = useState<StatusState>({ phase: 'loading' });

  useEffect(() => {
    let active = true;
    const refresh = async () => {
      const report = await fetchStatusReport();
      if (!active) return;
      setState((previous) => {
        if (report) return { phase: 'ready', report };
        // Keep the first moment of silence: "unreachable since" must not move on every retry.
        return previous.phase === 'unreachable' ? previous : { phase: 'unreachable', since: new Date().toISOString() };
      });
    };
    void refresh();
    const timer = window.setInterval(() => void refresh(), STATUS_REFRESH_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, []);

  return state;
}
