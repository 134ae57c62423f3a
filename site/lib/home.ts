/**
 * Typed access to one home-page section (content/en/home/<section>.yaml), its placeholders
 * (`%DESIGN_PARTNER_COHORT%`, site/lib/placeholders.ts) filled in at build time.
 */
import { type CollectionEntry, getEntry } from 'astro:content';
import { fillPlaceholdersDeep } from './placeholders.ts';

type HomeData = CollectionEntry<'home'>['data'];

export async function homeSection<S extends HomeData['section']>(
  section: S,
): Promise<Extract<HomeData, { section: S }>> {
  const entry = await getEntry('home', section);
  if (!entry || entry.data.section !== section) throw new Error(`content/en/home/${section}.yaml is missing.`);
  // Registered figures (%claim:<id>%, site/lib/placeholders.ts) are filled in at build time.
  return fillPlaceholdersDeep(entry.data) as Extract<HomeData, { section: S }>;
}
