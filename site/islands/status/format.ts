/** UTC times and percentages as the status page shows them (docs/product.md#status-page: times in UTC). */

import type { UnmonitoredPeriod } from '@alpora/shared/schemas/status';
import { STATUS_SERVICES } from '@alpora/shared/status-services';
import { intlLocale } from '#site/i18n/index.ts';
import { formatUtcDay } from '#site/i18n/intl.ts';

export { formatUtcDateTime as formatUtc, formatUtcDay as formatDay } from '#site/i18n/intl.ts';

/** Uptime figures are rounded down to two decimals by the server; show them as they are. */
export function formatPercent(value: number): string {
  return `${value.toFixed(2)}%`;
}

/**
 * The share of the 30 days monitored. The server rounds down, so a service checked for a few
 * minutes reads 0.00%; when some time was judged (an uptime exists) it says "< 0.01%" instead.
 */
export function formatCoverage(value: number, judged: boolean): string {
  return judged && value < 0.01 ? '< 0.01%' : formatPercent(value);
}

export function formatMs(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

/** HH:MM of an ISO time in UTC; the end of a day reads 24:00, not the next day's 00:00. */
function clock(iso: string, endOf?: string): string {
  return endOf && iso.slice(0, 10) > endOf ? '24:00' : iso.slice(11, 16);
}

/** A day's times nobody was checking: "00:00–09:30, 14:02–14:05". */
export function formatRanges(periods: readonly { from: string; to: string }[], date: string): string {
  return periods.map((p) => `${clock(p.from)}–${clock(p.to, date)}`).join(', ');
}

/** "3 min" and "2 h 5 min" read the same in every language; days are named in the page's. */
function formatDuration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  const days = Math.round(minutes / 1440);
  return new Intl.NumberFormat(intlLocale(), { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}

/** A period across days or within one: "Fri, 20 Nov 2026, 14:02–14:05 UTC (3 min)". */
export function formatPeriod(from: string, to: string): string {
  const day = from.slice(0, 10);
  const sameDay = Date.parse(to) - Date.parse(`${day}T00:00:00Z`) <= 86_400_000;
  const end = sameDay ? clock(to, day) : `${formatUtcDay(to.slice(0, 10))}, ${clock(to)}`;
  const length = formatDuration(Date.parse(to) - Date.parse(from));
  return `${formatUtcDay(day)}, ${clock(from)} – ${end} UTC (${length})`;
}

/** "App, API and Market Aggregator": the services named as the page names them. */
export function serviceNames(ids: readonly string[], and: string): string {
  const names = ids.map((id) => STATUS_SERVICES.find((service) => service.id === id)?.name ?? id);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/**
 * A day's unwatched time, naming the services: "Market Aggregator not monitored 14:02–14:05 UTC";
 * a day nobody watched at all reads "Not monitored all day".
 */
export function formatUnwatched(
  periods: readonly UnmonitoredPeriod[],
  date: string,
  t: { notMonitored: string; notMonitoredAfter: string; allDay: string; and: string },
): string {
  const [only] = periods;
  const wholeDay = periods.length === 1 && only && only.from === `${date}T00:00:00.000Z` && only.to.slice(0, 10) > date;
  if (wholeDay) return `${serviceNames(only.services, t.and)} ${t.notMonitoredAfter} ${t.allDay}`;
  return periods
    .map((p) => `${serviceNames(p.services, t.and)} ${t.notMonitoredAfter} ${formatRanges([p], date)} UTC`)
    .join('; ');
}
