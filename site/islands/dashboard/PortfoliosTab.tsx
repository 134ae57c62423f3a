/**
 * Portfolios (docs/product.md#dashboard: id, name, currency, total value, created), each marked
 * simulated.
 */

import type { Portfolio } from '@alpora/shared/schemas/trading';
import { Badge } from '#site/components/ui/Badge.tsx';
import { dictionary } from '#site/i18n/index.ts';
import { formatDateTime, formatMoney } from '#site/i18n/intl.ts';
import { cell, DataTable, firstCell, LoadState } from './DataTable.tsx';
import type { Load } from './use-trading-data.ts';

interface PortfoliosTabProps {
  portfolios: Load<Portfolio[]>;
  /** The first portfolio's value at live prices; the others show the server's figure. */
  liveTotal: number;
}

export function PortfoliosTab({ portfolios, liveTotal }: PortfoliosTabProps) {
  const t = dictionary().dashboard;
  const c = t.columns;
  return (
    <LoadState
      load={portfolios}
      ready={(rows) => (
        <DataTable label={t.tabs.portfolios} head={[c.name, c.currency, c.totalValue, c.cash, c.created]}>
          {rows.map((p, i) => (
            <tr key={p.id}>
              <th scope="row" className={`${firstCell} text-left`}>
                <span className="block">{p.name}</span>
                {p.simulated ? (
                  <Badge tone="outline" className="mt-1">
                    {t.simulated}
                  </Badge>
                ) : null}
                <span className="mt-1 block font-mono text-xs font-normal text-muted">{p.id}</span>
              </th>
              <td className={cell}>{p.currency}</td>
              <td className={cell}>{formatMoney(i === 0 ? liveTotal : Number(p.totalValue), p.currency)}</td>
              <td className={cell}>{formatMoney(Number(p.cashBalance), p.currency)}</td>
              <td className={`${cell} text-muted`}>{formatDateTime(p.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    />
  );
}
