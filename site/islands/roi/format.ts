/** Swiss number formatting for the calculator (docs/product.md#languages: Intl with the page's locale). */
import { DEFAULT_LOCALE, INTL_LOCALE } from '../../i18n/index.ts';

const locale = INTL_LOCALE[DEFAULT_LOCALE];

/** @example formatChf(12990) // "CHF 12’990.00" */
export function formatChf(value: number): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' }).format(value);
}

export function formatNumber(value: number, decimals: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}
