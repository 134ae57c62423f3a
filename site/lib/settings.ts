/** The site-wide settings entry (content/en/settings/site.yaml). */
import { getEntry } from 'astro:content';

export async function siteSettings() {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('content/en/settings/site.yaml is missing.');
  return entry.data;
}
