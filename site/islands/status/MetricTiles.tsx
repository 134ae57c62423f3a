/**
 * The four tiles of the status page under a visible heading that says they are targets: target
 * uptime 99.9%, target average response under 50 ms, target of 0 critical incidents, each with the
 * measured figure beside it, and the measured coverage of the 30 days with the check interval.
 * Nothing measured is left out rather than guessed; the uptime states how much of the 30 days was
 * monitored (docs/decisions.md §264).
 */
import type { StatusResponse } from '@alpora/shared/schemas/status';
import type { Dictionary } from '#site/i18n/en.ts';
import { formatCoverage, formatMs, formatPercent } from './format.ts';

interface Props {
  metrics: StatusResponse['metrics'] | null;
  t: Dictionary['statusPage'];
}

export function MetricTiles({ metrics, t }: Props) {
  const tt = t.tiles;
  const measured = (value: string | null) => (metrics ? (value ?? t.noData) : '—');
  const tiles = [
    {
      ...tt.uptime,
      detail: `${tt.measured}: ${measured(
        metrics?.uptime30d == null
          ? null
          : `${formatPercent(metrics.uptime30d)} ${tt.over} ${formatCoverage(metrics.coverage30d ?? 0, true)} ${tt.ofPeriod}`,
      )}`,
    },
    {
      ...tt.response,
      detail: `${tt.measured}: ${measured(metrics?.averageResponseMs == null ? null : formatMs(metrics.averageResponseMs))}`,
    },
    {
      ...tt.critical,
      detail: `${tt.measured}: ${measured(metrics ? `${metrics.criticalIncidents30d}` : null)}, ${tt.last30}`,
    },
    {
      label: tt.monitoring.label,
      value: metrics
        ? metrics.coverage30d === null
          ? t.noData
          : formatCoverage(metrics.coverage30d, metrics.uptime30d !== null)
        : '—',
      detail: `${tt.measured}, ${tt.checkEvery} ${metrics ? `${metrics.checkIntervalSeconds} s` : '—'}`,
    },
  ];
  return (
    <section aria-labelledby="tiles-title">
      <h2 id="tiles-title" className="mb-3 text-lg font-semibold text-ink">
        {tt.title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label} className="rounded-lg border border-line bg-wash p-4">
            <p className="text-2xl font-bold tabular-nums text-ink">{tile.value}</p>
            <p className="mt-1 text-sm font-medium text-ink">{tile.label}</p>
            <p className="mt-2 text-xs tabular-nums text-ink/70" data-measured>
              {tile.detail}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
