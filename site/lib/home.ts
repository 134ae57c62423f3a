/** Typed access to one home-page section (content/en/home/<section>.yaml). */
import { type CollectionEntry, getEntry } from 'astro:content';

type HomeData = CollectionEntry<'home'>['data'];

export async function homeSection<S extends HomeData['section']>(
  section: S,
): Promise<Extract<HomeData, { section: S }>> {
  const entry = await getEntry('home', section);
  if (!entry || entry.data.section !== section) throw new Error(`content/en/home/${section}.yaml is missing.`);
  return entry.data as Extract<HomeData, { section: S }>;
}
