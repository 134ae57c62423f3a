/**
 * The language of a mail to a person and of the links in it (docs/decisions.md §304): the
 * language stored with them (their lead, subscription, request, booking or account), English
 * when none is stored or it is not one of the site's. A link opens the same page in that
 * language: `/de/account`, English at the root (docs/product.md#languages). The back office is
 * English only: `/admin` never takes a prefix. Mail to staff is English whoever it is about.
 *
 * @example localePageUrl('https://alpora.example.com', 'de', '/account') // 'https://alpora.example.com/de/account'
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@alpora/shared/locales';

/** Staff mail (notifications, alerts) and the back office: always English. */
export const STAFF_LOCALE: Locale = DEFAULT_LOCALE;

/** The stored language of a person as a locale; anything else is English. */
export function personLocale(stored: unknown): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** `/admin` and what is under it: English only, never prefixed. */
function isBackOffice(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin#') || path.startsWith('/admin?');
}

/** A path of the site (`/account`, `/`) as the page of that language: `/de/account`, `/de/`. */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith('/')) throw new Error(`A site path starts with /: ${path}`);
  if (locale === DEFAULT_LOCALE || isBackOffice(path)) return path;
  return `/${locale}${path}`;
}

/** The absolute URL of a page of the site in a language, on SITE_URL's origin. */
export function localePageUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${new URL(siteUrl).origin}${localePath(locale, path)}`;
}
