/**
 * Loads an information page's content: its MDX entry (content/en/pages/<id>.mdx) rendered,
 * and its structured data (content/en/page-data/<id>.yaml), typed by the `page` field.
 */
import { type CollectionEntry, getEntry, render } from 'astro:content';
import { fillPlaceholdersDeep } from './placeholders.ts';

type PageData = CollectionEntry<'pageData'>['data'];
export type PageDataOf<K extends PageData['page']> = Extract<PageData, { page: K }>;

/** @example const { entry, Content } = await infoPage('privacy'); */
export async function infoPage(id: string) {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`content/en/pages/${id}.mdx is missing.`);
  const { Content, headings } = await render(entry);
  return { entry, Content, headings };
}

/** @example const press = await pageData('press'); press.palette */
export async function pageData<K extends PageData['page']>(page: K): Promise<PageDataOf<K>> {
  const entry = await getEntry('pageData', page);
  if (!entry || entry.data.page !== page) {
    throw new Error(`content/en/page-data/${page}.yaml is missing or its "page" field is not "${page}".`);
  }
  // Configured figures (%NAME%, site/lib/placeholders.ts) are filled in at build time.
  return fillPlaceholdersDeep(entry.data) as PageDataOf<K>;
}
