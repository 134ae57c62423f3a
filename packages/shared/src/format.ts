/**
 * Finance formatting for the dashboard (DECISIONS: dates, numbers and currency go through
 * Intl with the page's locale; Swiss formatting). Signed figures carry an explicit + or −
 * and a word, so a gain or loss never relies on colour alone (WCAG 1.4.1).
 *
 * @example formatSignedMoney(2350.5, 'USD') // "+$ 2'350.50" (no-break space)
 */
const FORMAT_LOCALE = 'en-CH';

/** U+2212, the typographic minus, read as "minus" by screen readers. */
const MINUS = '\u2212';

type Direction = 'up' | 'down' | 'flat';

export function direction(value: number): Direction {
  if (value > 0) return 'up';
  if (value < 0) return 'down';
  return 'flat';
}

export function formatMoney(value: number, currency: string, locale: string = FORMAT_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(value);
}

function signOf(value: number): string {
  if (value > 0) return '+';
  if (value < 0) return MINUS;
  return '';
}

export function formatSignedMoney(value: number, currency: string, locale: string = FORMAT_LOCALE): string {
  return `${signOf(value)}${formatMoney(Math.abs(value), currency, locale)}`;
}

/** `percent` is in percent units: 5.2 means 5.2 %. */
export function formatSignedPercent(percent: number, locale: string = FORMAT_LOCALE): string {
  const body = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(percent) / 100);
  return `${signOf(Math.round(percent * 100))}${body}`;
}

/** A price with the decimals its size needs: 2 for large prices, up to 4 for small ones. */
export function formatPrice(value: number, currency: string, locale: string = FORMAT_LOCALE): string {
  const decimals = Math.abs(value) >= 1000 ? 2 : Math.abs(value) >= 1 ? 2 : 4;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, Math.abs(value) < 100 ? 3 : 2),
  }).format(value);
}

export function formatQuantity(value: number, locale: string = FORMAT_LOCALE): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(value);
}

/** Volumes: "$28B". */
export function formatCompactMoney(value: number, currency: string, locale: string = FORMAT_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatDateTime(iso: string, locale: string = FORMAT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}
