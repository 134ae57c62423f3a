/**
 * The Intl locale of each site language (docs/product.md#languages): numbers, money and dates
 * are formatted the Swiss way (CHF 5'085). The site's dictionary picks its locale from here
 * and every formatter in `format.ts` defaults to the first one.
 */
export const INTL_LOCALES = { en: 'en-CH' } as const;

export const DEFAULT_INTL_LOCALE: string = INTL_LOCALES.en;
