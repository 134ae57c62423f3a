/**
 * A table that scrolls sideways on narrow screens and shows that it does: a faded edge and a
 * hint line while columns are out of view (`<scroll-region>`, site/lib/scroll-region.ts). The
 * scroll container is focusable and labelled, so keyboard users can scroll it too (axe:
 * scrollable-region-focusable). It is positioned so screen-reader-only text inside stays
 * clipped with it.
 */
import type { ReactNode } from 'react';
import { dictionary, format } from '#site/i18n/index.ts';
import '#site/lib/scroll-region.ts';
import type { Load } from './use-trading-data.ts';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'scroll-region': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

export function DataTable({ label, head, children }: { label: string; head: readonly string[]; children: ReactNode }) {
  return (
    <scroll-region>
      <p className="mb-2 items-center justify-end gap-1 text-sm text-muted" data-scroll-hint>
        {dictionary().scrollHint}
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 10h12M12 6l4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </p>
      <div className="rounded-xl border border-line bg-white" data-scroll-frame>
        <section
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="relative overflow-x-auto"
          data-scroller
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="border-b border-line bg-wash text-xs uppercase tracking-wide text-muted">
              <tr>
                {head.map((title, i) => (
                  <th key={title} scope="col" className={`px-4 py-3 font-semibold ${i === 0 ? '' : 'text-right'}`}>
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">{children}</tbody>
          </table>
        </section>
      </div>
    </scroll-region>
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
