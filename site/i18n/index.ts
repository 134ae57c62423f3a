/**
 * The dictionary of the page's locale (docs/product.md#languages). Pages set the locale they
 * render with `setRenderLocale`; components and islands then call `dictionary()` during render
 * and get that language's strings.
 *
 * Each language's dictionary (`site/i18n/<locale>.ts`) and field messages
 * (`@alpora/shared/field-messages/<locale>`) are chunks of their own. The server, which renders
 * every language, development and the tests have all of them at hand; a browser loads only
 * its page's, named by `<html lang>`, so a German page downloads no English text
 * (docs/decisions.md §297). An island that renders before its page's chunk has arrived
 * suspends until it has. The languages are the dictionary files present.
 */
import { FIELD_MESSAGE_LOADERS, type FieldMessages } from '@alpora/shared/field-messages/catalogue';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from '@alpora/shared/locales';
import type { Dictionary } from './en.ts';

export type { Locale } from '@alpora/shared/locales';
export { DEFAULT_LOCALE, LOCALES } from '@alpora/shared/locales';
export type { Dictionary } from './en.ts';
export { format } from './format.ts';

/** One lazy chunk per dictionary file: `./de.ts` exports `de`. */
const dictionaryFiles = import.meta.glob<Record<string, Dictionary>>('./??.ts');

/** The languages with a dictionary file. */
export const DICTIONARY_LOCALES: readonly Locale[] = Object.keys(dictionaryFiles)
  .map((file) => file.slice(2, -3))
  .filter(isLocale);

const dictionaries: Partial<Record<Locale, Dictionary>> = {};
const fieldCatalogues: Partial<Record<Locale, FieldMessages>> = {};

/** Loads a language's dictionary and field messages; `dictionary(locale)` answers from then on. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (dictionaries[locale] && fieldCatalogues[locale]) return;
  const file = dictionaryFiles[`./${locale}.ts`];
  if (!file) throw new Error(`No dictionary for the locale "${locale}" (site/i18n/${locale}.ts).`);
  const [module, messages] = await Promise.all([file(), FIELD_MESSAGE_LOADERS[locale]()]);
  const loaded = module[locale];
  if (!loaded) throw new Error(`site/i18n/${locale}.ts exports no "${locale}".`);
  dictionaries[locale] = loaded;
  fieldCatalogues[locale] = messages;
}

// Every language at once where all are rendered (the server), in development and in tests. The
// condition is a constant the browser build folds to false, so the browser's modules have no
// top-level await: one would make the bundler split the modules content pages share.
if (import.meta.env.SSR || import.meta.env.DEV) await Promise.all(DICTIONARY_LOCALES.map(loadLocale));

/** The language `<html lang>` names (`de`, or `de-CH`), if the site has a dictionary for it. */
export function localeOfPage(lang: string): Locale {
  const language = lang.trim().toLowerCase().split('-')[0];
  return isLocale(language) && DICTIONARY_LOCALES.includes(language) ? language : DEFAULT_LOCALE;
}

const inBrowser = typeof document !== 'undefined';

let renderLocale: Locale = inBrowser ? localeOfPage(document.documentElement.lang) : DEFAULT_LOCALE;

/** The page's language arriving in the browser: what a render before it waits for. */
const arriving: Promise<void> | undefined =
  import.meta.env.SSR || import.meta.env.DEV || !inBrowser
    ? undefined
    : loadLocale(renderLocale).catch((error: unknown) => console.error(error));

/** The language being rendered: the page's on the server, `<html lang>` in the browser. */
export function currentLocale(): Locale {
  return renderLocale;
}

/** Called by every page before it renders, so its components speak its language. */
export function setRenderLocale(locale: Locale): void {
  renderLocale = locale;
}

function loaded<T>(found: T | undefined, locale: Locale): T {
  if (found) return found;
  // Thrown during a render, the promise makes React wait for the chunk (a Suspense read).
  if (arriving && locale === renderLocale) throw arriving;
  throw new Error(
    DICTIONARY_LOCALES.includes(locale)
      ? `The dictionary for "${locale}" is not loaded here: await loadLocale("${locale}") first.`
      : `No dictionary for the locale "${locale}" (site/i18n/${locale}.ts).`,
  );
}

export function dictionary(locale: Locale = currentLocale()): Dictionary {
  return loaded(dictionaries[locale], locale);
}

/** The sentences of the shared schemas' message keys, in the page's language. */
export function fieldMessages(locale: Locale = currentLocale()): FieldMessages {
  return loaded(fieldCatalogues[locale], locale);
}

/** Intl locale for numbers and dates: Swiss formatting (CHF 5'085). */
export const INTL_LOCALE: Record<Locale, string> = INTL_LOCALES;

/** The Intl locale of the language being rendered, for every number and date a person reads. */
export function intlLocale(locale: Locale = currentLocale()): string {
  return INTL_LOCALES[locale];
}
