/**
 * Loads an information page's content in the language being rendered: its MDX entry
 * (content/<locale>/pages/<id>.mdx) rendered, and its structured data
 * (content/<locale>/page-data/<id>.yaml), typed by the `page` field.
 */
import { type CollectionEntry, getEntry, render } from 'astro:content';
import { currentLocale } from '#site/i18n/index.ts';
import { localePlaceholderValues } from './claim-words.ts';
import { localeId } from './locale-entry.ts';
import { localizeHrefsDeep } from './localized-href.ts';
import { fillPlaceholdersDeep } from './placeholders.ts';

type PageData = CollectionEntry<'pageData'>['data'];
export type PageDataOf<K extends PageData['page']> = Extract<PageData, { page: K }>;

/** The page's MDX entry in the current language. @example const entry = await pageEntry('terms'); */
export async function pageEntry(id: string): Promise<CollectionEntry<'pages'>> {
  const locale = currentLocale();
  const entry = await getEntry('pages', localeId(locale, id));
  if (!entry) throw new Error(`content/${locale}/pages/${id}.mdx is missing.`);
  return entry;
}

/** @example const { entry, Content } = await infoPage('privacy'); */
export async function infoPage(id: string) {
  const entry = await pageEntry(id);
  const { Content, headings } = await render(entry);
  return { entry, Content, headings };
}

/** @example const press = await pageData('press'); press.palette */
export async function pageData<K extends PageData['page']>(page: K): Promise<PageDataOf<K>> {
  const locale = currentLocale();
  const entry = await getEntry('pageData', localeId(locale, page));
  if (!entry || entry.data.page !== page) {
    throw new Error(`content/${locale}/page-data/${page}.yaml is missing or its "page" field is not "${page}".`);
  }
  // Configured figures (%NAME%, site/lib/placeholders.ts) are filled in at build time, and
  // links lead into the page's language.
  return localizeHrefsDeep(
    fillPlaceholdersDeep(entry.data, await localePlaceholderValues(locale)),
    locale,
  ) as PageDataOf<K>;
}
