/**
 * The audit log's entries as a table that scrolls sideways on narrow screens inside a labelled,
 * focusable region (`<scroll-region>`, site/lib/scroll-region.ts), with the hint line while
 * columns are out of view. The detail is shown as the API stores it, key by key.
 */
import type { AuditEntryView } from '@alpora/shared/schemas/admin-audit';
import '#site/lib/scroll-region.ts';
import { when } from '../local-time.ts';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'scroll-region': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

const HEAD = ['When', 'Who', 'Action', 'Record', 'Detail', 'Address'] as const;

function detailText(detail: AuditEntryView['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

export function AuditTable({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    <scroll-region>
      <p className="mb-2 items-center justify-end gap-1 text-sm text-muted" data-scroll-hint>
        Scroll sideways for more columns →
      </p>
      <div className="rounded-xl border border-line bg-white" data-scroll-frame>
        <section
          aria-label="Audit log entries"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="relative overflow-x-auto"
          data-scroller
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Audit log entries, newest first</caption>
            <thead className="border-b border-line bg-wash text-xs uppercase tracking-wide text-muted">
              <tr>
                {HEAD.map((title) => (
                  <th key={title} scope="col" className="px-4 py-3 font-semibold">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="whitespace-nowrap px-4 py-3 text-ink">{when(entry.at)}</td>
                  <td className="px-4 py-3">
                    <span className="font-semibold text-ink">{entry.actorName}</span>
                    <span className="block text-xs text-muted">{entry.actorRole}</span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-ink">{entry.action}</td>
                  <td className="px-4 py-3 text-ink">
                    {entry.subjectType}
                    {entry.subjectId ? (
                      <span className="block break-all font-mono text-xs text-muted">{entry.subjectId}</span>
                    ) : null}
                  </td>
                  <td className="max-w-xs break-words px-4 py-3 text-ink">{detailText(entry.detail)}</td>
                  <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-muted">{entry.address ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </scroll-region>
  );
}
