/**
 * /demo/manage?token=… (docs/back-office.md#demo-booking): the booking the mailed link opens,
 * in the visitor's time zone; cancel it (after a confirmation), or move it to another free slot
 * picked like in the booking modal. A slot someone took first answers 409 with the slots still
 * free, which the picker then shows.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { BookedDemo, Slot } from '@alpora/shared/schemas/demo-booking';
import { useEffect, useState } from 'react';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatSlotTime } from '#site/i18n/intl.ts';
import { refusalText } from '#site/islands/api-refusal.ts';
import { linkToken } from '#site/lib/email-confirm.ts';
import { useDemoSlots, visitorTimeZone } from './demo-slots.ts';
import { SlotPicker } from './SlotPicker.tsx';

type Load = { status: 'loading' } | { status: 'ready'; booking: BookedDemo } | { status: 'error'; message: string };

function messageOf(error: unknown, fallback: string): string {
  return refusalText(error, fallback);
}

export default function DemoManage() {
  const t = dictionary().demoBooking.manage;
  const picker = dictionary().demoBooking;
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [mode, setMode] = useState<'view' | 'confirm-cancel' | 'move'>('view');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [start, setStart] = useState('');
  const slots = useDemoSlots(mode === 'move');
  const timeZone = visitorTimeZone();

  useEffect(() => setToken(linkToken(window.location.search)), []);
  useEffect(() => {
    if (!token) return;
    apiRequest<{ booking: BookedDemo }>('/api/demo/manage', { body: { token } }).then(
      ({ booking }) => setLoad({ status: 'ready', booking }),
      (error: unknown) => setLoad({ status: 'error', message: messageOf(error, picker.failed) }),
    );
  }, [token, picker.failed]);

  if (token === null) return <p className="text-ink">{t.missingToken}</p>;
  if (load.status === 'loading') {
    return (
      <p role="status" className="text-muted">
        {t.loading}
      </p>
    );
  }
  if (load.status === 'error') {
    return (
      <p role="alert" className="text-negative">
        {load.message}
      </p>
    );
  }
  const { booking } = load;
  const when = formatSlotTime(booking.start, timeZone);

  const act = async (path: '/api/demo/manage/cancel' | '/api/demo/manage/reschedule', body: object, done: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await apiRequest<{ booking: BookedDemo }>(path, { body: { token, ...body } });
      setLoad({ status: 'ready', booking: answer.booking });
      setMode('view');
      setNotice(done);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.apiError?.code === 'slot_taken') {
        slots.replace((JSON.parse(error.body) as { slots?: Slot[] }).slots ?? []);
        setStart('');
      }
      setProblem(messageOf(error, picker.failed));
    } finally {
      setBusy(false);
    }
  };

  const freeSlots = slots.state.status === 'ready' ? slots.state.slots : [];
  return (
    <div className="grid gap-5">
      <p className="text-lg font-semibold text-ink">
        {booking.status === 'cancelled' ? format(t.cancelled, { when }) : format(t.booked, { when })}
      </p>
      {notice ? (
        <p role="status" className="rounded-md bg-wash p-3 text-sm text-ink">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {problem}
        </p>
      ) : null}
      {booking.status === 'cancelled' ? (
        <a className="btn btn-primary w-full" href="/">
          {t.bookAgain}
        </a>
      ) : mode === 'confirm-cancel' ? (
        <div className="grid gap-3 rounded-md border border-line p-4">
          <p className="text-ink">{format(t.confirmCancel, { when })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => act('/api/demo/manage/cancel', {}, t.cancelledNow)}
            >
              {busy ? t.cancelling : t.cancel}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setMode('view')}>
              {t.keep}
            </button>
          </div>
        </div>
      ) : mode === 'move' ? (
        <div className="grid gap-3">
          {slots.state.status === 'loading' ? (
            <p role="status" className="text-sm text-muted">
              {picker.loading}
            </p>
          ) : (
            <SlotPicker slots={freeSlots} timeZone={timeZone} value={start} onChange={setStart} />
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !start}
              onClick={() => act('/api/demo/manage/reschedule', { start }, t.moved)}
            >
              {busy ? t.moving : t.move}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setMode('view')}>
              {t.keep}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => setMode('move')}>
            {t.reschedule}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setMode('confirm-cancel')}>
            {t.cancel}
          </button>
        </div>
      )}
    </div>
  );
}
