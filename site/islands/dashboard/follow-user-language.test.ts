import { describe, expect, test } from 'vitest';
import { localeOfPath, pageForUserLanguage, pathInLocale } from './follow-user-language.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the signed-in pages follow the account’s language (docs/decisions.md §307)', () => {
  test('a path names its language by its prefix; English is the root', () => {
    expect(localeOfPath('/de/dashboard')).toBe('de');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/dashboard')).toBe('en');
    expect(localeOfPath('/en/dashboard')).toBe('en');
    expect(localeOfPath('/design')).toBe('en');
  });

  test('the same page in another language', () => {
    expect(pathInLocale('/dashboard', 'de')).toBe('/de/dashboard');
    expect(pathInLocale('/de/account', 'fr')).toBe('/fr/account');
    expect(pathInLocale('/it/account', 'en')).toBe('/account');
    expect(pathInLocale('/it', 'en')).toBe('/');
  });

  test('moves a page to the user’s language, keeping the query and the fragment', () => {
    expect(pageForUserLanguage(at('/dashboard', '?tab=orders', '#open'), 'de')).toBe('/de/dashboard?tab=orders#open');
    expect(pageForUserLanguage(at('/fr/account'), 'en')).toBe('/account');
  });

  test('stays when the page speaks it already, or the user has no language the site knows', () => {
    expect(pageForUserLanguage(at('/de/dashboard'), 'de')).toBeNull();
    expect(pageForUserLanguage(at('/account'), 'en')).toBeNull();
    expect(pageForUserLanguage(at('/account'), undefined)).toBeNull();
    expect(pageForUserLanguage(at('/account'), 'es')).toBeNull();
  });
});
