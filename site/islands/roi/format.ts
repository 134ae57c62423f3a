/** The calculator's figures, on the shared formatters (docs/product.md#roi-calculator). */
import { formatChf as formatAmount } from '#site/i18n/intl.ts';

export { formatNumber } from '#site/i18n/intl.ts';

/** Results always show centimes. @example formatChf(12990) // "CHF 12’990.00" */
export function formatChf(value: number): string {
  return formatAmount(value, { centimes: true });
}
