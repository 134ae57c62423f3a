/** Positions (docs/product.md#dashboard: symbol, side, size, entry price, unrealised P&L), valued at live prices. */

import type { Position } from '@alpora/shared/schemas/trading';
import { dictionary } from '#site/i18n/index.ts';
import { formatPrice, formatQuantity, formatSignedMoney } from '#site/i18n/intl.ts';
import { cell, DataTable, firstCell, LoadState } from './DataTable.tsx';
import { SignedValue } from './SignedValue.tsx';
import type { Load } from './use-trading-data.ts';

export function PositionsTab({ positions, currency }: { positions: Load<Position[]>; currency: string }) {
  const t = dictionary().dashboard;
  const c = t.columns;
  return (
    <LoadState
      load={positions}
      ready={(rows) => (
        <DataTable
          label={t.tabs.positions}
          head={[c.symbol, c.side, c.size, c.entryPrice, c.currentPrice, c.unrealizedPnl]}
        >
          {rows.map((p) => (
            <tr key={p.id}>
              <th scope="row" className={`${firstCell} text-left`}>
                {p.symbol}
              </th>
              <td className={`${cell} capitalize`}>{p.side}</td>
              <td className={cell}>{formatQuantity(p.size)}</td>
              <td className={cell}>{formatPrice(p.entryPrice, currency)}</td>
              <td className={cell}>{formatPrice(p.currentPrice, currency)}</td>
              <td className={cell}>
                <SignedValue value={p.unrealizedPnl} text={formatSignedMoney(p.unrealizedPnl, currency)} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    />
  );
}
