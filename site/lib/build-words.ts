/**
 * Dictionary areas that pages read at build time only (the footer, the legal notice's company
 * details, the data map's words): they stay out of site/i18n/<locale>.ts, which every island
 * bundles, and are found here by language, site/i18n/<locale>/<area>.ts.
 *
 * @example footerWords('de').columns.legal
 */
import type { Locale } from '@alpora/shared/locales';
import type { companyDetails } from '#site/i18n/en/company.ts';
import type { dataMap } from '#site/i18n/en/data-map.ts';
import type { footer } from '#site/i18n/en/footer.ts';
import { currentLocale } from '#site/i18n/index.ts';
import type { Translation } from '#site/i18n/translation.ts';

const FOOTER = import.meta.glob<{ footer: Translation<typeof footer> }>('../i18n/*/footer.ts', { eager: true });
const COMPANY = import.meta.glob<{ companyDetails: Translation<typeof companyDetails> }>('../i18n/*/company.ts', {
  eager: true,
});
const DATA_MAP = import.meta.glob<{ dataMap: Translation<typeof dataMap> }>('../i18n/*/data-map.ts', { eager: true });

function area<T>(modules: Record<string, T>, name: string, locale: Locale): T {
  const found = modules[`../i18n/${locale}/${name}.ts`];
  if (!found) throw new Error(`site/i18n/${locale}/${name}.ts is missing.`);
  return found;
}

export function footerWords(locale: Locale = currentLocale()): Translation<typeof footer> {
  return area(FOOTER, 'footer', locale).footer;
}

export function companyWords(locale: Locale = currentLocale()): Translation<typeof companyDetails> {
  return area(COMPANY, 'company', locale).companyDetails;
}

export function dataMapWords(locale: Locale = currentLocale()): Translation<typeof dataMap.dataMap> {
  return area(DATA_MAP, 'data-map', locale).dataMap.dataMap;
}
