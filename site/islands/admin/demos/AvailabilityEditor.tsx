/**
 * The team's demo hours (docs/back-office.md#demo-booking): per weekday one or more ranges on the
 * 20-minute grid, and the dates with no demos; saved as a whole (PUT /api/admin/demo-availability,
 * audited). Zurich's public holidays are always closed and listed for reference. Native selects
 * and date inputs, each labelled, so the editor works by keyboard and at 390 px.
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { ClosedDate, DemoAvailabilityResponse, WeeklyRange } from '@alpora/shared/schemas/demo-booking';
import { useEffect, useId, useState } from 'react';
import { toast } from '#site/components/ui/Toast.tsx';
import { ReadState } from '../ReadState.tsx';
import { useAdminRead } from '../use-admin-read.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Every time on the 20-minute grid, 00:00 to 24:00. */
const TIMES = Array.from({ length: 73 }, (_, i) => {
  const minutes = i * 20;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const selectClass =
  'min-h-11 rounded-md border border-line bg-white px-2 text-sm text-ink focus-visible:outline-3 focus-visible:outline-brand';

/** Rows carry a key of their own: React keeps an edited row's inputs while others are removed. */
interface Draft {
  weekly: (WeeklyRange & { key: number })[];
  closed: (ClosedDate & { key: number })[];
}

let nextKey = 1;
const keyed = <T,>(row: T) => ({ ...row, key: nextKey++ });
const unkeyed = <T extends { key: number }>({ key: _key, ...row }: T) => row;

function TimeSelect({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {TIMES.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </span>
  );
}

export function AvailabilityEditor() {
  const { state, set } = useAdminRead<DemoAvailabilityResponse>('/api/admin/demo-availability');
  const [draft, setDraft] = useState<Draft>({ weekly: [], closed: [] });
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  useEffect(() => {
    if (state.status === 'ready') {
      setDraft({ weekly: state.data.weekly.map(keyed), closed: state.data.closed.map(keyed) });
    }
  }, [state]);

  if (state.status !== 'ready') {
    return (
      <ReadState state={state} loading="Loading the availability…" failed="The availability could not load">
        {() => null}
      </ReadState>
    );
  }

  const updateRange = (index: number, change: Partial<WeeklyRange>) =>
    setDraft((d) => ({ ...d, weekly: d.weekly.map((r, i) => (i === index ? { ...r, ...change } : r)) }));
  const updateClosed = (index: number, change: Partial<ClosedDate>) =>
    setDraft((d) => ({ ...d, closed: d.closed.map((c, i) => (i === index ? { ...c, ...change } : c)) }));

  const save = async () => {
    setSaving(true);
    setProblems([]);
    try {
      const answer = await apiRequest<DemoAvailabilityResponse>('/api/admin/demo-availability', {
        method: 'PUT',
        body: { weekly: draft.weekly.map(unkeyed), closed: draft.closed.map(unkeyed) },
      });
      set(answer);
      toast({ title: 'Availability saved', description: 'Visitors now see the new free times.' });
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
      const fields = Object.entries(apiError?.fields ?? {}).map(([path, message]) => {
        const [list, index] = path.split('.');
        const row = draft[list as keyof Draft]?.[Number(index)];
        const where =
          list === 'weekly' && row && 'weekday' in row
            ? `${WEEKDAYS[row.weekday - 1]} ${row.start}–${row.end}`
            : row && 'date' in row
              ? `Closed date ${row.date || '(empty)'}`
              : path;
        return `${where}: ${message}`;
      });
      setProblems(fields.length > 0 ? fields : [apiError?.message ?? 'The availability could not be saved.']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="demos-availability" className="grid gap-5">
      <div>
        <h2 id="demos-availability" className="text-lg font-semibold text-ink">
          Weekly hours
        </h2>
        <p className="text-sm text-muted">
          Demos start every 20 minutes inside these hours, at least 12 hours ahead and up to 14 days ahead.
        </p>
      </div>
      <div className="grid gap-3">
        {WEEKDAYS.map((dayName, dayIndex) => {
          const weekday = dayIndex + 1;
          const ranges = draft.weekly
            .map((range, index) => ({ range, index }))
            .filter((x) => x.range.weekday === weekday);
          return (
            <fieldset key={dayName} className="m-0 grid gap-2 rounded-md border border-line p-3">
              <legend className="px-1 text-sm font-semibold text-ink">{dayName}</legend>
              {ranges.length === 0 ? <p className="text-sm text-muted">No demos.</p> : null}
              {ranges.map(({ range, index }, n) => (
                <div key={range.key} className="flex flex-wrap items-center gap-2">
                  <TimeSelect
                    label={`${dayName}, hours ${n + 1}: from`}
                    value={range.start}
                    onChange={(start) => updateRange(index, { start })}
                  />
                  <span aria-hidden="true" className="text-muted">
                    to
                  </span>
                  <TimeSelect
                    label={`${dayName}, hours ${n + 1}: to`}
                    value={range.end}
                    onChange={(end) => updateRange(index, { end })}
                  />
                  <button
                    type="button"
                    className="btn btn-secondary min-h-11"
                    onClick={() => setDraft((d) => ({ ...d, weekly: d.weekly.filter((_, i) => i !== index) }))}
                  >
                    Remove<span className="sr-only">{` ${dayName} ${range.start} to ${range.end}`}</span>
                  </button>
                </div>
              ))}
              <div>
                <button
                  type="button"
                  className="btn btn-secondary min-h-11"
                  onClick={() =>
                    setDraft((d) => ({ ...d, weekly: [...d.weekly, keyed({ weekday, start: '09:00', end: '12:00' })] }))
                  }
                >
                  Add hours<span className="sr-only">{` on ${dayName}`}</span>
                </button>
              </div>
            </fieldset>
          );
        })}
      </div>

      <div className="grid gap-3">
        <h2 className="text-lg font-semibold text-ink">Closed dates</h2>
        {draft.closed.length === 0 ? <p className="text-sm text-muted">No closed dates.</p> : null}
        {draft.closed.map((closed, index) => (
          <div key={closed.key} className="flex flex-wrap items-end gap-2">
            <label className="grid gap-1 text-sm text-ink">
              Date
              <input
                type="date"
                value={closed.date}
                onChange={(e) => updateClosed(index, { date: e.target.value })}
                className={selectClass}
              />
            </label>
            <label className="grid min-w-0 flex-1 gap-1 text-sm text-ink">
              Reason (optional)
              <input
                type="text"
                maxLength={100}
                value={closed.label ?? ''}
                onChange={(e) => updateClosed(index, { label: e.target.value })}
                className={selectClass}
              />
            </label>
            <button
              type="button"
              className="btn btn-secondary min-h-11"
              onClick={() => setDraft((d) => ({ ...d, closed: d.closed.filter((_, i) => i !== index) }))}
            >
              Remove<span className="sr-only">{` closed date ${closed.date}`}</span>
            </button>
          </div>
        ))}
        <div>
          <button
            type="button"
            className="btn btn-secondary min-h-11"
            onClick={() => setDraft((d) => ({ ...d, closed: [...d.closed, keyed({ date: '', label: undefined })] }))}
          >
            Add a closed date
          </button>
        </div>
        <details className="text-sm text-ink">
          <summary className="cursor-pointer font-semibold">Always closed: Zurich public holidays</summary>
          <ul className="mt-2 grid gap-1 text-muted">
            {state.data.holidays.map((holiday) => (
              <li key={holiday.date}>
                {holiday.date} {holiday.label}
              </li>
            ))}
          </ul>
        </details>
      </div>

      {problems.length > 0 ? (
        <div role="alert" className="rounded-md border border-negative p-3 text-sm text-negative">
          <p className="font-semibold">The availability was not saved:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <button type="button" className="btn btn-primary" disabled={saving} onClick={save}>
          {saving ? 'Saving…' : 'Save availability'}
        </button>
      </div>
    </section>
  );
}
