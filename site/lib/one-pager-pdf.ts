/**
 * Where each language's one-pager PDF is served (docs/decisions.md §315): English at
 * /one-pager.pdf, the others in one folder of files, /one-pagers/de.pdf, so no language's
 * folder of pages holds a file that caches differently from its pages (scripts/cdn-headers.ts).
 *
 * @example onePagerPdfPath('fr') // '/one-pagers/fr.pdf'
 */
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';

export function onePagerPdfPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/one-pager.pdf' : `/one-pagers/${locale}.pdf`;
}
