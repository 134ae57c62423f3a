/**
 * Typed access to one home-page section in the language being rendered
 * (content/<locale>/home/<section>.yaml), its placeholders (`%DESIGN_PARTNER_COHORT%`,
 * site/lib/placeholders.ts) filled in at build time and its links leading into that language.
 */
import { type CollectionEntry, getEntry } from 'astro:content';
import { currentLocale } from '#site/i18n/index.ts';
import { localePlaceholderValues } from './claim-words.ts';
import { localeId } from './locale-entry.ts';
import { localizeHrefsDeep } from './localized-href.ts';
import { fillPlaceholdersDeep } from './placeholders.ts';

type HomeData = CollectionEntry<'home'>['data'];

export async function homeSection<S extends HomeData['section']>(
  section: S,
): Promise<Extract<HomeData, { section: S }>> {
  const locale = currentLocale();
  const entry = await getEntry('home', localeId(locale, section));
  if (!entry || entry.data.section !== section) throw new Error(`content/${locale}/home/${section}.yaml is missing.`);
  // Registered figures (%claim:<id>%, site/lib/placeholders.ts) are filled in at build time.
  return localizeHrefsDeep(fillPlaceholdersDeep(entry.data, await localePlaceholderValues(locale)), locale) as Extract<
    HomeData,
    { section: S }
  >;
}
