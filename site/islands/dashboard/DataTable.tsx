/**
 * A table of figures: the first column names the row, the others are right-aligned numbers. It
 * scrolls sideways on narrow screens in a labelled, focusable area (ScrollTable).
 */
import type { ReactNode } from 'react';
import { ScrollTable } from '#site/components/ui/ScrollTable.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import type { Load } from './use-trading-data.ts';

export function DataTable({ label, head, children }: { label: string; head: readonly string[]; children: ReactNode }) {
  return (
    <ScrollTable label={label} head={head} headClass={(i) => (i === 0 ? '' : 'text-right')}>
      {children}
    </ScrollTable>
  );
}

export const cell = 'px-4 py-3 text-right tabular-nums whitespace-nowrap';
export const firstCell = 'px-4 py-3 font-semibold text-ink whitespace-nowrap';

/** Loading, error and empty states of a tab; renders `ready` with the data otherwise. */
export function LoadState<T>({ load, ready }: { load: Load<T[]>; ready: (data: T[]) => ReactNode }) {
  const t = dictionary().dashboard;
  if (load.status === 'loading') {
    return (
      <p role="status" className="py-10 text-center text-muted">
        {t.loading}
      </p>
    );
  }
  if (load.status === 'error') {
    return (
      <p role="alert" className="rounded-lg border border-negative/40 bg-negative/5 p-4 text-negative">
        {format(t.error, { message: load.message })}
      </p>
    );
  }
  if (load.data.length === 0) return <p className="py-10 text-center text-muted">{t.empty}</p>;
  return <>{ready(load.data)}</>;
}
