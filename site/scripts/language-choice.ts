/**
 * Remembers the language a visitor picks (docs/product.md#languages): a click on a link that
 * names its language (the switchers, the suggestion) stores it as `siteLanguage` and keeps the
 * page's #section. Until a language is stored, ./language-suggestion.ts offers the browser's
 * language once. The suggestion is part of this script rather than a file loaded after the
 * page: it is a few hundred bytes, less than the headers of a request of its own, which every
 * first visit made (docs/decisions.md §342).
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';
import { suggestLanguage } from './language-suggestion.ts';

const local = () => localStorage;
const remember = (locale: string) => writeStorage(local, STORAGE_KEYS.siteLanguage, locale);

document.addEventListener('click', (event) => {
  const pick = (event.target as Element).closest<HTMLAnchorElement>('a[data-site-language]');
  if (pick) {
    remember(pick.lang);
    if (!pick.hash) pick.hash = location.hash;
  }
});

if (readStorage(local, STORAGE_KEYS.siteLanguage) === null) {
  suggestLanguage(remember);
}
