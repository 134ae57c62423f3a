/**
 * Which file of a language translates which English file (docs/product.md#languages):
 * - content/en/<path>.{yaml,mdx,md} → content/<l>/<path> (README.md files are notes for editors,
 *   not content, docs/decisions.md §309);
 * - content/data-map.yaml → content/<l>/data-map.yaml;
 * - site/i18n/en/<area>.ts → site/i18n/<l>/<area>.ts, and site/i18n/en.ts → site/i18n/<l>.ts;
 * - api/src/mail/templates/en.ts and en-<part>.ts → <l>.ts and <l>-<part>.ts.
 *
 * @example translationOf('content/en/home/hero.yaml', 'de') // 'content/de/home/hero.yaml'
 */
import type { Locale } from '../locales.ts';

export type SourceKind = 'content' | 'data-map' | 'dictionary' | 'mail';

export const DATA_MAP_FILE = 'content/data-map.yaml';
export const MAIL_FOLDER = 'api/src/mail/templates';

/** The kind of an English source of the site's words, or undefined when it is none. */
export function englishKind(file: string): SourceKind | undefined {
  if (file === DATA_MAP_FILE) return 'data-map';
  if (/^content\/en\/.+\.(?:ya?ml|mdx|md)$/.test(file) && !/(?:^|\/)README\.md$/.test(file)) return 'content';
  if (/^site\/i18n\/en\/.+\.ts$/.test(file) && !file.endsWith('.test.ts')) return 'dictionary';
  if (file === 'site/i18n/en.ts') return 'dictionary';
  if (new RegExp(`^${MAIL_FOLDER}/en(?:-[a-z-]+)?\\.ts$`).test(file)) return 'mail';
  return undefined;
}

/** The file of `locale` that translates the English `file`. */
export function translationOf(file: string, locale: Locale): string {
  if (file === DATA_MAP_FILE) return `content/${locale}/data-map.yaml`;
  if (file.startsWith('content/en/')) return `content/${locale}/${file.slice('content/en/'.length)}`;
  if (file.startsWith('site/i18n/en/')) return `site/i18n/${locale}/${file.slice('site/i18n/en/'.length)}`;
  if (file === 'site/i18n/en.ts') return `site/i18n/${locale}.ts`;
  return file.replace(new RegExp(`^(${MAIL_FOLDER})/en(?=[-.])`), `$1/${locale}`);
}

/** Whether a file is one of a language's own (its translations, its data map and claim values). */
export function isFileOf(file: string, locale: Locale): boolean {
  return (
    file.startsWith(`content/${locale}/`) ||
    file.startsWith(`site/i18n/${locale}/`) ||
    file === `site/i18n/${locale}.ts` ||
    new RegExp(`^${MAIL_FOLDER}/${locale}(?:-[a-z-]+)?\\.ts$`).test(file)
  );
}

/** Files of a language that translate nothing English has (besides its claims' values). */
export function isExtraFile(file: string, locale: Locale, english: ReadonlySet<string>): boolean {
  if (!isFileOf(file, locale) || file === `content/${locale}/claims.yaml`) return false;
  if (/(?:^|\/)README\.md$/.test(file) || file.endsWith('.test.ts')) return false;
  const englishFile = [...english].find((candidate) => translationOf(candidate, locale) === file);
  return englishFile === undefined;
}
