/**
 * A root-relative link in a given language, with no dependence on the dictionaries: what
 * `localizedHref` (`localized-href.ts`) does, for scripts that name the page's language
 * themselves and must not load a dictionary to link (docs/decisions.md §350).
 *
 * @example hrefInLocale('/login/verify?next=/dashboard', 'de') // '/de/login/verify?next=/de/dashboard'
 */
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import { isLocalizedRoute, localizedPath, pathLocale } from '#site/routes.ts';

function routeInLocale(path: string, locale: Locale): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  if (pathLocale(path) !== DEFAULT_LOCALE || !isLocalizedRoute(path)) return undefined;
  return localizedPath(path, locale);
}

export function hrefInLocale(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return href;
  const localized = routeInLocale(href, locale);
  if (localized === undefined) return href;
  // A sign-in link's `next=` leads back into the same language.
  return localized.replace(/([?&]next=)([^&#]+)/, (whole, key: string, value: string) => {
    const next = routeInLocale(decodeURIComponent(value), locale);
    return next === undefined ? whole : `${key}${next}`;
  });
}
