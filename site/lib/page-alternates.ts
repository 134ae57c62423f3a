/**
 * The versions of the page being rendered in the site's languages (docs/product.md#languages):
 * what its hreflang links and language switchers offer. A localized route exists in every
 * published language; a post only in the languages that have it (the page says which); /admin
 * in English only.
 */
import type { Locale } from '@alpora/shared/locales';
import { DEFAULT_LOCALE } from '@alpora/shared/locales';
import { isLocalizedRoute, localizedPath, unlocalizedPath } from '#site/routes.ts';
import { SITE_LOCALES } from './site-locales.ts';

export interface Alternate {
  locale: Locale;
  /** The page's path in that language. */
  path: string;
}

/**
 * @example pageAlternates('/de/privacy') // [{ locale: 'en', path: '/privacy' }, { locale: 'de', path: '/de/privacy' }, ...]
 */
export function pageAlternates(pathname: string, languages?: readonly Locale[]): Alternate[] {
  const english = unlocalizedPath(pathname.replace(/(.)\/+$/, '$1'));
  const offered = languages ?? (isLocalizedRoute(english) ? SITE_LOCALES : [DEFAULT_LOCALE]);
  return SITE_LOCALES.filter((locale) => offered.includes(locale)).map((locale) => ({
    locale,
    path: localizedPath(english, locale),
  }));
}
