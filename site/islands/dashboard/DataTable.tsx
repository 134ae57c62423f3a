/**
 * A tab's table of figures (ScrollTable with its figures right-aligned), and a tab's loading,
 * error and empty states.
 */
import type { ReactNode } from 'react';
import { alignFigures, ScrollTable } from '#site/components/ui/ScrollTable.tsx';
import { dictionary, format } from '#site/i18n/index.ts';
import type { Load } from './use-trading-data.ts';

export { figureCell as cell, rowHeadCell as firstCell } from '#site/components/ui/ScrollTable.tsx';

export function DataTable({ label, head, children }: { label: string; head: readonly string[]; children: ReactNode }) {
  return (
    <ScrollTable label={label} head={head} headClass={alignFigures}>
      {children}
    </ScrollTable>
  );
}

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
