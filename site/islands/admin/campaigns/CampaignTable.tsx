/**
 * The campaign report's figures, one row per campaign and one for all of them: the accessible
 * source of truth of the chart above it. It scrolls sideways in a labelled, focusable region
 * on narrow screens (ScrollTable).
 */
import type { CampaignReport } from '@alpora/shared/schemas/admin-campaigns';
import {
  alignFigures,
  figureCell as cell,
  rowHeadCell as firstCell,
  ScrollTable,
} from '#site/components/ui/ScrollTable.tsx';
import { campaignLabel, formatRate } from './campaign-labels.ts';

const HEAD = [
  'Campaign',
  'Views',
  'Leads',
  'Leads / view',
  'Confirmed',
  'Confirmed / lead',
  'Won',
  'Won / lead',
] as const;

export function CampaignTable({ report }: { report: CampaignReport }) {
  const total = report.total;
  return (
    <ScrollTable label={`Campaigns from ${report.from} to ${report.to}`} head={HEAD} headClass={alignFigures}>
      {report.rows.map((row) => {
        const { name, origin } = campaignLabel(row);
        return (
          <tr key={`${row.source}|${row.medium}|${row.campaign}`}>
            <th scope="row" className={`${firstCell} text-left`}>
              {name}
              <span className="block text-xs font-normal text-muted">{origin}</span>
            </th>
            <td className={cell}>{row.views}</td>
            <td className={cell}>{row.leads}</td>
            <td className={cell}>{formatRate(row.leadRate)}</td>
            <td className={cell}>{row.confirmed}</td>
            <td className={cell}>{formatRate(row.confirmedRate)}</td>
            <td className={cell}>{row.won}</td>
            <td className={cell}>{formatRate(row.wonRate)}</td>
          </tr>
        );
      })}
      <tr className="bg-wash font-semibold">
        <th scope="row" className={`${firstCell} text-left`}>
          All campaigns
        </th>
        <td className={cell}>{total.views}</td>
        <td className={cell}>{total.leads}</td>
        <td className={cell}>{formatRate(total.leadRate)}</td>
        <td className={cell}>{total.confirmed}</td>
        <td className={cell}>{formatRate(total.confirmedRate)}</td>
        <td className={cell}>{total.won}</td>
        <td className={cell}>{formatRate(total.wonRate)}</td>
      </tr>
    </ScrollTable>
  );
}
