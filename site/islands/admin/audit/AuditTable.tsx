/**
 * The audit log's entries as a table that scrolls sideways on narrow screens (ScrollTable). The
 * detail is shown as the API stores it, key by key.
 */
import type { AuditEntryView } from '@alpora/shared/schemas/admin-audit';
import { ScrollTable } from '#site/components/ui/ScrollTable.tsx';
import { when } from '../local-time.ts';

const HEAD = ['When', 'Who', 'Action', 'Record', 'Detail', 'Address'] as const;

function detailText(detail: AuditEntryView['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

export function AuditTable({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    <ScrollTable
      label="Audit log entries"
      caption="Audit log entries, newest first"
      head={HEAD}
      minWidth="min-w-[56rem]"
    >
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
    </ScrollTable>
  );
}
