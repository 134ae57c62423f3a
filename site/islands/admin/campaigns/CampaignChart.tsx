/**
 * Leads, confirmed and won leads per campaign as horizontal bars, drawn by hand in one SVG that
 * scales with its column (percent widths, so the text keeps its size at 390 px). Each bar is
 * written out beside it ("12 leads"), so colour is never the only cue; to assistive technology
 * the chart is one image whose description points to the table, which holds every figure.
 */
import type { CampaignRow } from '@alpora/shared/schemas/admin-campaigns';
import { useId } from 'react';
import { campaignLabel, count } from './campaign-labels.ts';

const MEASURES = [
  { key: 'leads', label: 'leads', colour: '#e10600', figure: (n: number) => count(n, 'lead') },
  { key: 'confirmed', label: 'confirmed', colour: '#111111', figure: (n: number) => `${n} confirmed` },
  { key: 'won', label: 'won', colour: '#047857', figure: (n: number) => `${n} won` },
] as const;

/** At most this many campaigns are drawn, most leads first; the table has them all. */
const DRAWN = 12;
const LABEL_HEIGHT = 22;
const BAR_HEIGHT = 12;
const BAR_GAP = 5;
const GROUP_GAP = 16;
/** The longest bar, in percent of the width: the rest keeps room for its figure. */
const LONGEST = 72;

export function CampaignChart({ rows }: { rows: CampaignRow[] }) {
  const titleId = useId();
  const descId = useId();
  const drawn = rows.filter((row) => row.leads > 0).slice(0, DRAWN);
  if (drawn.length === 0) return null;
  const most = Math.max(...drawn.map((row) => row.leads));
  const groupHeight = LABEL_HEIGHT + MEASURES.length * (BAR_HEIGHT + BAR_GAP) + GROUP_GAP;
  const left = rows.filter((row) => row.leads > 0).length - drawn.length;
  return (
    <figure className="rounded-xl border border-line bg-white p-4">
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm font-semibold text-ink">Leads per campaign</span>
        <span className="flex flex-wrap gap-3 text-xs text-muted" aria-hidden="true">
          {MEASURES.map((measure) => (
            <span key={measure.key} className="inline-flex items-center gap-1.5">
              <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
                <rect width="10" height="10" rx="2" fill={measure.colour} />
              </svg>
              {measure.label}
            </span>
          ))}
        </span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        width="100%"
        height={drawn.length * groupHeight}
        className="mt-3 block overflow-visible"
      >
        <title id={titleId}>Leads, confirmed and won leads per campaign</title>
        <desc id={descId}>
          {`Bars for ${drawn.length} campaign${drawn.length === 1 ? '' : 's'} with leads${
            left > 0 ? `, the ${DRAWN} with most leads` : ''
          }. The table below lists every figure.`}
        </desc>
        {drawn.map((row, index) => {
          const { name, origin } = campaignLabel(row);
          const top = index * groupHeight;
          return (
            <g key={`${row.source}|${row.medium}|${row.campaign}`}>
              <text x="0" y={top + 14} className="fill-ink text-[13px] font-semibold">
                {name}
                <tspan className="fill-muted font-normal">{`  ${origin}`}</tspan>
              </text>
              {MEASURES.map((measure, m) => {
                const value = row[measure.key];
                const width = (value / most) * LONGEST;
                const y = top + LABEL_HEIGHT + m * (BAR_HEIGHT + BAR_GAP);
                return (
                  <g key={measure.key}>
                    <rect x="0" y={y} width={`${width}%`} height={BAR_HEIGHT} rx="2" fill={measure.colour} />
                    <text x={`${width + 1.5}%`} y={y + BAR_HEIGHT - 1} className="fill-ink text-[12px] tabular-nums">
                      {measure.figure(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
