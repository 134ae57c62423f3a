/**
 * The shared formatters (`@alpora/shared/format`, `demo-time`, `retry-after`) in the language
 * being rendered: each passes `intlLocale()` (de-CH on a German page, en-CH at the root), so
 * an island's numbers, dates and waits follow its page (docs/product.md#languages). Call them
 * during render, like `dictionary()`.
 *
 * @example formatDateTime(session.lastSeenAt) // "24.11.2026, 09:30" on a German page
 */
import * as slot from '@alpora/shared/demo-time';
import * as shared from '@alpora/shared/format';
import * as retry from '@alpora/shared/retry-after';
import { intlLocale } from './index.ts';

export { slotDate } from '@alpora/shared/demo-time';
export { direction } from '@alpora/shared/format';

export function formatChf(amount: number, options: { centimes?: boolean } = {}): string {
  return shared.formatChf(amount, { ...options, locale: intlLocale() });
}

export function formatNumber(value: number, decimals?: number): string {
  return shared.formatNumber(value, decimals, intlLocale());
}

export function formatMoney(value: number, currency: string): string {
  return shared.formatMoney(value, currency, intlLocale());
}

export function formatSignedMoney(value: number, currency: string): string {
  return shared.formatSignedMoney(value, currency, intlLocale());
}

export function formatSignedPercent(percent: number): string {
  return shared.formatSignedPercent(percent, intlLocale());
}

export function formatPrice(value: number, currency: string): string {
  return shared.formatPrice(value, currency, intlLocale());
}

export function formatQuantity(value: number): string {
  return shared.formatQuantity(value, intlLocale());
}

export function formatCompactMoney(value: number, currency: string): string {
  return shared.formatCompactMoney(value, currency, intlLocale());
}

export function formatDateTime(iso: string): string {
  return shared.formatDateTime(iso, intlLocale());
}

export function formatLongDate(date: Date): string {
  return shared.formatLongDate(date, intlLocale());
}

export function formatUtcDateTime(iso: string): string {
  return shared.formatUtcDateTime(iso, intlLocale());
}

export function formatUtcDay(date: string): string {
  return shared.formatUtcDay(date, intlLocale());
}

export function formatSlotTime(iso: string, timeZone: string): string {
  return slot.formatSlotTime(iso, timeZone, intlLocale());
}

export function formatSlotDay(iso: string, timeZone: string): string {
  return slot.formatSlotDay(iso, timeZone, intlLocale());
}

export function formatSlotClock(iso: string, timeZone: string): string {
  return slot.formatSlotClock(iso, timeZone, intlLocale());
}

export function zoneName(at: Date, timeZone: string): string {
  return slot.zoneName(at, timeZone, intlLocale());
}

/** A wait in words: "57 minutes", "57 Minuten". */
export function retryAfterText(seconds: number): string {
  return retry.retryAfterText(seconds, intlLocale());
}
