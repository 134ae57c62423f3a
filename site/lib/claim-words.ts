/**
 * Claim values in the language being rendered (docs/product.md#languages): a claim the
 * language's content/<locale>/claims.yaml writes its own way (`24 Monate`) shows that value,
 * every other claim the register's (content/claims.yaml). An id the register lacks fails the
 * build, so a typo never shows.
 *
 * @example (await claimValues('de'))['retention-leads'] // '24 Monate'
 */
import { getEntry } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import { currentLocale } from '#site/i18n/index.ts';
import { placeholderValues, registerClaimValues } from './placeholders.ts';

export async function claimValues(locale: Locale = currentLocale()): Promise<Record<string, string>> {
  const register = registerClaimValues();
  if (locale === DEFAULT_LOCALE) return register;
  const entries = (await getEntry('claimWords', locale))?.data ?? {};
  const local: Record<string, string> = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (!(id in register))
      throw new Error(`content/${locale}/claims.yaml names "${id}", which content/claims.yaml has not.`);
    // An entry with forms only keeps the register's value on the page.
    const value = typeof entry === 'string' ? entry : entry.value;
    if (value !== undefined) local[id] = value;
  }
  return { ...register, ...local };
}

/** Every placeholder's value in a language (site/lib/placeholders.ts). */
export async function localePlaceholderValues(locale: Locale = currentLocale()): Promise<Record<string, string>> {
  return placeholderValues(process.env, await claimValues(locale), locale);
}
