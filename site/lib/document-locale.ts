/**
 * The language of the page in the browser, as `<html lang>` names it (docs/product.md#languages):
 * every form sends it, so the API keeps the person's language and writes their mails in it
 * (docs/decisions.md §303). Undefined outside the site's languages: the API then takes English.
 *
 * @example await apiRequest('/api/privacy-requests', { body: { email, kind, locale: documentLocale() } });
 */
import { isLocale, type Locale } from '@alpora/shared/locales';

export function documentLocale(): Locale | undefined {
  if (typeof document === 'undefined') return undefined;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : undefined;
}
