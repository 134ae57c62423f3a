/**
 * Links into the page's language (docs/product.md#languages): every root-relative link a page
 * renders (header, footer, buttons, YAML `href`s, MDX prose) goes through `localizedHref`, so
 * a German page links German pages. Files (`/one-pager.pdf`), the API (`/api/health`), English
 * only pages (/admin) and links already naming a language stay as they are; the language
 * switcher and the "English version prevails" line link another language on purpose and do not
 * use it.
 *
 * @example localizedHref('/login?next=/overview', 'de') // '/de/login?next=/de/overview'
 */
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import { currentLocale } from '#site/i18n/index.ts';
import { hrefInLocale } from './href-in-locale.ts';

/** The link in `locale`, by default the language being rendered. */
export function localizedHref(href: string, locale: Locale = currentLocale()): string {
  return hrefInLocale(href, locale);
}

/** Every `href` string inside page data (YAML), localized. */
export function localizeHrefsDeep<T>(data: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return data;
  if (Array.isArray(data)) return data.map((item) => localizeHrefsDeep(item, locale)) as T;
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        key === 'href' && typeof value === 'string' ? localizedHref(value, locale) : localizeHrefsDeep(value, locale),
      ]),
    ) as T;
  }
  return data;
}
