/**
 * Remembers the language a visitor picks (docs/product.md#languages): a click on a link that
 * names its language (the switchers, the suggestion) stores it as `siteLanguage` and keeps the
 * page's #section. Until a language is stored, ./language-suggestion.ts loads after the page
 * to offer the browser's language once. Kept this small because every content page loads it
 * within its 6 KB (scripts/budget/js-budget.ts); the suggestion is not part of that load.
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';

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
  void import('./language-suggestion.ts').then(({ suggestLanguage }) => suggestLanguage(remember));
}
