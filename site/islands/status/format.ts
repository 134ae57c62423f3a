/** UTC times and percentages as the status page shows them. */
import { INTL_LOCALE } from '../../i18n/index.ts';

const dateTime = new Intl.DateTimeFormat(INTL_LOCALE.en, {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const dateOnly = new Intl.DateTimeFormat(INTL_LOCALE.en, {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "20 Nov 2026, 09:30:12 UTC". */
export function formatUtc(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}

/** A strip date (YYYY-MM-DD, already UTC): "Fri, 20 Nov 2026". */
export function formatDay(date: string): string {
  return dateOnly.format(new Date(`${date}T00:00:00Z`));
}

/** Uptime figures are rounded down to two decimals by the server; show them as they are. */
export function formatPercent(value: number): string {
  return `${value.toFixed(2)}%`;
}

export function formatMs(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}
