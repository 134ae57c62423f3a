/**
 * Content entry ids by language (docs/product.md#languages): every collection holds the entries
 * of all languages, each id led by its locale, `de/privacy` for content/de/pages/privacy.mdx.
 */
import { isLocale, type Locale } from '@alpora/shared/locales';

/**
 * The id of a file found under content/: its locale, then its path inside the folder kind
 * without the extension.
 *
 * @example localeEntryId('de/pages/privacy-record.mdx', 'pages') // 'de/privacy-record'
 */
export function localeEntryId(file: string, folder: string): string {
  const [locale, kind, ...rest] = file.split('/');
  if (!locale || kind !== folder || rest.length === 0) {
    throw new Error(`content/${file} is not inside content/<locale>/${folder}/.`);
  }
  return `${locale}/${rest.join('/').replace(/\.[a-z]+$/, '')}`;
}

/** The id of one language's entry: `localeId('de', 'privacy')` is "de/privacy". */
export function localeId(locale: Locale, id: string): string {
  return `${locale}/${id}`;
}

/** Whether an entry belongs to a language. */
export function inLocale(entry: { id: string }, locale: Locale): boolean {
  return entry.id.startsWith(`${locale}/`);
}

/** The entry's id without its locale: a post's slug in its URL. */
export function entrySlug(entry: { id: string }): string {
  return entry.id.slice(entry.id.indexOf('/') + 1);
}

/** The language of an entry, from its id. */
export function entryLocale(entry: { id: string }): Locale {
  const locale = entry.id.slice(0, entry.id.indexOf('/'));
  if (!isLocale(locale)) throw new Error(`The entry "${entry.id}" is not in a folder content/<locale>/.`);
  return locale;
}
