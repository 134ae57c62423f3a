/**
 * The checks of a built page in its language (docs/product.md#languages, docs/decisions.md §312):
 * - its `<html lang>` is its language;
 * - a page of another language than English shows none of a short list of very English words
 *   ("the", "and", "your", "privacy policy", …), leaving out the brand, the names of
 *   packages/shared/src/translations-check/identical.ts, code samples and passages marked as
 *   English with `lang="en"`;
 * - it shows no dictionary text of another language (three words or more) that its own language
 *   words differently: a component that read another language's dictionary;
 * - a German page writes no "ß".
 *
 * @example scanPage({ locale: 'de', route: '/privacy', html }, dictionaries)
 *          // ['<html lang> is "en", not "de"', 'shows the English words "your" in "Your data"']
 */
import { LOCALE_NAMES, type Locale } from '@alpora/shared/locales';
import { identicalPhrases } from '@alpora/shared/translations-check/identical';
import { leavesOf } from '@alpora/shared/translations-check/shape';
import { placeholdersOf, withoutAllowed, wordsOf } from '@alpora/shared/translations-check/words';
import { pageText } from './page-text.ts';

/** Words and phrases no German, French or Italian sentence contains. */
export const ENGLISH_STOP_WORDS = [
  'the',
  'and',
  'with',
  'your',
  'our',
  'you',
  'please',
  'privacy policy',
  'learn more',
  'read more',
  'sign in',
  'contact us',
] as const;

/** Each language's dictionary exports (site/i18n/<l>/*.ts), by file. */
export type Dictionaries = Partial<Record<Locale, Record<string, unknown>>>;

/** Every dictionary text of three words or more without placeholders, by its key path. */
function textsOf(exports: Record<string, unknown> | undefined): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [path, value] of leavesOf(exports ?? {}).leaves) {
    if (typeof value !== 'string' || placeholdersOf(value).length > 0) continue;
    const collapsed = value.replace(/\s+/g, ' ').trim();
    if (wordsOf(collapsed).length >= 3) texts.set(path, collapsed);
  }
  return texts;
}

/** The texts of other languages a page of `locale` must not show, each with where it comes from. */
export function foreignTexts(dictionaries: Dictionaries, locale: Locale): Map<string, string> {
  const own = textsOf(dictionaries[locale]);
  const ownValues = new Set(own.values());
  const foreign = new Map<string, string>();
  for (const [other, exports] of Object.entries(dictionaries) as [Locale, Record<string, unknown>][]) {
    if (other === locale) continue;
    for (const [path, text] of textsOf(exports))
      if (own.get(path) !== text && !ownValues.has(text)) foreign.set(text, `${other} ${path}`);
  }
  return foreign;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const STOP = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${ENGLISH_STOP_WORDS.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

export interface ScannedPage {
  locale: Locale;
  route: string;
  html: string;
}

/** Every problem of one built page; none means it reads in its language. */
export function scanPage(page: ScannedPage, foreign: ReadonlyMap<string, string>): string[] {
  const { lang, texts } = pageText(page.html, page.locale);
  const problems: string[] = [];
  if (lang.toLowerCase().split('-')[0] !== page.locale) problems.push(`<html lang> is "${lang}", not "${page.locale}"`);
  if (page.locale !== 'en') {
    const allowed = [...identicalPhrases(page.locale), ...Object.values(LOCALE_NAMES)];
    const english = new Map<string, string>();
    for (const text of texts)
      for (const match of withoutAllowed(text, allowed).matchAll(STOP))
        if (!english.has(match[0].toLowerCase())) english.set(match[0].toLowerCase(), text);
    for (const [word, text] of english) problems.push(`shows the English "${word}" in "${text.slice(0, 100)}"`);
  }
  for (const text of texts) {
    const from = foreign.get(text);
    if (from) problems.push(`shows "${text.slice(0, 100)}", the text of ${from}`);
  }
  const eszett = page.locale === 'de' ? texts.find((text) => text.includes('ß')) : undefined;
  if (eszett) problems.push(`writes "ß" in "${eszett.slice(0, 100)}": Swiss German writes "ss"`);
  return [...new Set(problems)];
}
