/**
 * The one way an island shows a table wider than the screen (the React side of
 * ScrollRegion.astro): a focusable, labelled area that scrolls sideways, with the hint line and
 * faded edges of `<scroll-region>` (site/lib/scroll-region.ts) while columns are out of view,
 * so keyboard users can scroll it too (axe: scrollable-region-focusable). The area is positioned
 * so screen-reader-only text inside stays clipped with it. The rows are the children.
 *
 * @example <ScrollTable label="Mails, newest first" head={['Mail', 'Recipient']} minWidth="min-w-[50rem]">{rows}</ScrollTable>
 */
import type { ReactNode } from 'react';
import { dictionary } from '#site/i18n/index.ts';
import '#site/lib/scroll-region.ts';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'scroll-region': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

interface Props {
  /** The name of the scrolling area. */
  label: string;
  /** The table's caption for screen readers; the label when not given. */
  caption?: string;
  head: readonly string[];
  /** The table's least width (a Tailwind class), below which the area scrolls. */
  minWidth?: string;
  /** Classes of one column heading beyond the shared ones, e.g. to align figures right. */
  headClass?: (index: number) => string;
  children: ReactNode;
}

/** A table of figures: its first column names the row, the others are right-aligned numbers. */
export const alignFigures = (column: number): string => (column === 0 ? '' : 'text-right');
export const figureCell = 'px-4 py-3 text-right tabular-nums whitespace-nowrap';
export const rowHeadCell = 'px-4 py-3 font-semibold text-ink whitespace-nowrap';

export function ScrollTable({ label, caption, head, minWidth = 'min-w-[40rem]', headClass, children }: Props) {
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
          <table className={`w-full ${minWidth} text-left text-sm`}>
            <caption className="sr-only">{caption ?? label}</caption>
            <thead className="border-b border-line bg-wash text-xs uppercase tracking-wide text-muted">
              <tr>
                {head.map((title, i) => (
                  <th key={title} scope="col" className={`px-4 py-3 font-semibold ${headClass?.(i) ?? ''}`}>
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
