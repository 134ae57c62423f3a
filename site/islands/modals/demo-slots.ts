/**
 * The free demo slots (GET /api/demo/slots) with their loading and error states; `replace`
 * takes the fresh list a 409 answers, so a visitor who lost a slot picks from what is free now.
 *
 * @example const slots = useDemoSlots(open); slots.state.status === 'ready' && slots.state.slots
 */
import { apiRequest } from '@alpora/shared/api-client';
import type { Slot, SlotsResponse } from '@alpora/shared/schemas/demo-booking';
import { useCallback, useEffect, useState } from 'react';

export type SlotsState = { status: 'loading' } | { status: 'ready'; slots: Slot[] } | { status: 'error' };

export function useDemoSlots(enabled: boolean) {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    void round;
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiRequest<SlotsResponse>('/api/demo/slots', { signal: controller.signal }).then(
      (answer) => setState({ status: 'ready', slots: answer.slots }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [enabled, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((slots: Slot[]) => setState({ status: 'ready', slots }), []);
  return { state, reload, replace };
}

/** The visitor's own IANA time zone, as the browser knows it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
