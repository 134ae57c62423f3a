/** UTC times and percentages as the status page shows them (docs/product.md#status-page: times in UTC). */
export { formatUtcDateTime as formatUtc, formatUtcDay as formatDay } from '@alpora/shared/format';

/** Uptime figures are rounded down to two decimals by the server; show them as they are. */
export function formatPercent(value: number): string {
  return `${value.toFixed(2)}%`;
}

export function formatMs(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}
