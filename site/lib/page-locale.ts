/**
 * A page's language (docs/product.md#languages). Every page file lives under
 * site/pages/[...lang]/: the parameter is empty for English at the root and `de`, `fr` or `it`
 * for the others. The page calls `pageLocale(Astro)` before it renders anything, so every
 * component's `dictionary()` and content read answers in that language.
 *
 * @example export const getStaticPaths = localeStaticPaths;
 *          const locale = pageLocale(Astro);
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@alpora/shared/locales';
import { setRenderLocale } from '#site/i18n/index.ts';
import { SITE_LOCALES } from './site-locales.ts';

/** The `lang` parameter of a locale: none for English, which lives at the root. */
export function langParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** getStaticPaths of a page with one version per published language. */
export function localeStaticPaths(): { params: { lang: string | undefined } }[] {
  return SITE_LOCALES.map((locale) => ({ params: { lang: langParam(locale) } }));
}

/** The page's language from its `lang` parameter, set as the language being rendered. */
export function pageLocale(astro: { params: Record<string, string | undefined> }): Locale {
  const lang = astro.params.lang ?? DEFAULT_LOCALE;
  if (!isLocale(lang)) throw new Error(`"${lang}" is not one of the site's languages.`);
  setRenderLocale(lang);
  return lang;
}
