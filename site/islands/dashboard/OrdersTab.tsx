/**
 * Orders (docs/product.md#dashboard: symbol, side, type, size, price, status), each status a
 * badge: pending quiet, filled solid, anything else red.
 */

import type { Order } from '@alpora/shared/schemas/trading';
import { Badge } from '#site/components/ui/Badge.tsx';
import { orderLook } from '#site/components/ui/badge-looks.ts';
import { dictionary } from '#site/i18n/index.ts';
import { formatDateTime, formatPrice, formatQuantity } from '#site/i18n/intl.ts';
import { cell, DataTable, firstCell, LoadState } from './DataTable.tsx';
import type { Load } from './use-trading-data.ts';

export function OrdersTab({ orders, currency }: { orders: Load<Order[]>; currency: string }) {
  const t = dictionary().dashboard;
  const c = t.columns;
  return (
    <LoadState
      load={orders}
      ready={(rows) => (
        <DataTable label={t.tabs.orders} head={[c.symbol, c.side, c.type, c.size, c.price, c.status, c.placed]}>
          {rows.map((o) => (
            <tr key={o.id}>
              <th scope="row" className={`${firstCell} text-left`}>
                {o.symbol}
              </th>
              <td className={`${cell} capitalize`}>{o.side}</td>
              <td className={`${cell} capitalize`}>{o.type}</td>
              <td className={cell}>{formatQuantity(o.size)}</td>
              <td className={cell}>{o.price === null ? t.marketPrice : formatPrice(o.price, currency)}</td>
              <td className={cell}>
                <Badge {...orderLook(o.status)} className="capitalize">
                  {o.status}
                </Badge>
              </td>
              <td className={`${cell} text-muted`}>{formatDateTime(o.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    />
  );
}
