/** The site-wide settings entry in the language being rendered (content/<locale>/settings/site.yaml). */
import { getEntry } from 'astro:content';
import { currentLocale } from '#site/i18n/index.ts';
import { localeId } from './locale-entry.ts';

export async function siteSettings() {
  const locale = currentLocale();
  const entry = await getEntry('settings', localeId(locale, 'site'));
  if (!entry) throw new Error(`content/${locale}/settings/site.yaml is missing.`);
  return entry.data;
}
