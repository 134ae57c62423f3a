/**
 * The one place numbers, money, percentages and dates become text: all on Intl with the
 * page's locale, Swiss by default (docs/product.md#languages). Signed figures carry an
 * explicit + or − and a word, so a gain or loss never relies on colour alone (WCAG 1.4.1).
 *
 * @example formatSignedMoney(2350.5, 'USD') // "+$ 2'350.50" (no-break space)
 * @example formatChf(5085) // "CHF 5'085"
 */
import { DEFAULT_INTL_LOCALE } from './locales.ts';

const FORMAT_LOCALE = DEFAULT_INTL_LOCALE;

/** U+2212, the typographic minus, read as "minus" by screen readers. */
const MINUS = '\u2212';

/**
 * Every Swiss locale groups thousands with an apostrophe (CHF 5'085). The engines' locale data
 * disagree for fr-CH (a narrow no-break space in some browsers, an apostrophe in Node), and a
 * figure the server renders must read the same once the browser hydrates it.
 */
const SWISS_GROUP = "'";

function numberText(value: number, locale: string, options: Intl.NumberFormatOptions): string {
  const swiss = /-CH$/i.test(locale);
  return new Intl.NumberFormat(locale, options)
    .formatToParts(value)
    .map((part) => (swiss && part.type === 'group' ? SWISS_GROUP : part.value))
    .join('');
}

type Direction = 'up' | 'down' | 'flat';

export function direction(value: number): Direction {
  if (value > 0) return 'up';
  if (value < 0) return 'down';
  return 'flat';
}

/**
 * CHF the Swiss way (docs/product.md#pricing): `CHF 5'085`, or with centimes `CHF 1'458.33`.
 * Whole amounts drop the centimes unless `centimes` is forced.
 */
export function formatChf(amount: number, options: { locale?: string; centimes?: boolean } = {}): string {
  const { locale = FORMAT_LOCALE, centimes = !Number.isInteger(amount) } = options;
  return numberText(amount, locale, {
    style: 'currency',
    currency: 'CHF',
    minimumFractionDigits: centimes ? 2 : 0,
    maximumFractionDigits: centimes ? 2 : 0,
  });
}

/** A grouped number; with `decimals`, exactly that many, else as many as it has (up to 3). */
export function formatNumber(value: number, decimals?: number, locale: string = FORMAT_LOCALE): string {
  const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return numberText(value, locale, digits);
}

export function formatMoney(value: number, currency: string, locale: string = FORMAT_LOCALE): string {
  return numberText(value, locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
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
  const body = numberText(Math.abs(percent) / 100, locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${signOf(Math.round(percent * 100))}${body}`;
}

/** A price with the decimals its size needs: 2 for large prices, up to 4 for small ones. */
export function formatPrice(value: number, currency: string, locale: string = FORMAT_LOCALE): string {
  const decimals = Math.abs(value) >= 1000 ? 2 : Math.abs(value) >= 1 ? 2 : 4;
  return numberText(value, locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, Math.abs(value) < 100 ? 3 : 2),
  });
}

export function formatQuantity(value: number, locale: string = FORMAT_LOCALE): string {
  return numberText(value, locale, { maximumFractionDigits: 8 });
}

/** Volumes: "$28B". */
export function formatCompactMoney(value: number, currency: string, locale: string = FORMAT_LOCALE): string {
  return numberText(value, locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
}

export function formatDateTime(iso: string, locale: string = FORMAT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** A calendar date in words, as of UTC: "23 July 2025". */
export function formatLongDate(date: Date, locale: string = FORMAT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A UTC moment to the second, labelled: "20 Nov 2026, 09:30:12 UTC". */
export function formatUtcDateTime(iso: string, locale: string = FORMAT_LOCALE): string {
  const text = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${text} UTC`;
}

/** A UTC calendar day (YYYY-MM-DD) with its weekday: "Fri, 20 Nov 2026". */
export function formatUtcDay(date: string, locale: string = FORMAT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}
