/**
 * The dictionary of the page's locale. English only for now; German, French and Italian add
 * a folder each, shaped by `Translation<Dictionary>` (docs/product.md#languages).
 */
import { INTL_LOCALES } from '@alpora/shared/locales';
import { type Dictionary, en } from './en.ts';

export type { Dictionary } from './en.ts';
export { format } from './format.ts';

export const DEFAULT_LOCALE = 'en';
export type Locale = typeof DEFAULT_LOCALE;

const dictionaries: Record<Locale, Dictionary> = { en };

export function dictionary(locale: Locale = DEFAULT_LOCALE): Dictionary {
  return dictionaries[locale];
}

/** Intl locale for numbers and dates: Swiss formatting (CHF 5'085). */
export const INTL_LOCALE: Record<Locale, string> = INTL_LOCALES;
