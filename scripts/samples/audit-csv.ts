/**
 * The audit extract (docs/decisions.md §26): one row per fill of the sample month, RFC 4180 CSV with a
 * header row, UTC timestamps and amounts in USD, as auditors receive it.
 */
import { AUDIT_COLUMNS } from '@alpora/shared/demo/audit-columns';
import type { DemoFill } from '@alpora/shared/demo/demo-fills';

export { AUDIT_COLUMNS } from '@alpora/shared/demo/audit-columns';

function cell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditCsv(fills: readonly DemoFill[]): string {
  const rows = fills.map((fill) =>
    [
      fill.id,
      fill.executedAt,
      fill.symbol,
      fill.side,
      fill.size,
      fill.price,
      fill.notional.toFixed(2),
      fill.fee.toFixed(2),
      fill.venue,
      fill.decisionToAckMs,
    ]
      .map(cell)
      .join(','),
  );
  return `${[AUDIT_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
