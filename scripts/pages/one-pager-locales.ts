/**
 * The one-pager in each language (docs/decisions.md §315): the page /one-pager (English) or
 * /<locale>/one-pager, and the PDF printed from it, served where site/lib/one-pager-pdf.ts
 * says (/one-pager.pdf, /one-pagers/de.pdf) from site/public/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@alpora/shared/locales';
import { onePagerPdfPath } from '../../site/lib/one-pager-pdf.ts';
import { builtPageFile } from './built-page.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../site/public');

/** The built route of the locale's one-pager: "one-pager", "de/one-pager". */
export function onePagerRoute(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'one-pager' : `${locale}/one-pager`;
}

/** The committed PDF of the locale's one-pager. */
export function onePagerPdfFile(locale: Locale): string {
  return path.join(PUBLIC_DIR, onePagerPdfPath(locale));
}

/** The languages whose one-pager the build holds, English first. */
export function builtOnePagerLocales(): Locale[] {
  return LOCALES.filter((locale) => existsSync(builtPageFile(onePagerRoute(locale))));
}
