import { describe, expect, test } from 'vitest';
import { localePageUrl, localePath, personLocale } from './person-locale.ts';

describe('the language of a mail to a person (docs/decisions.md §304)', () => {
  test('is the stored language when it is one of the site’s, English otherwise', () => {
    expect(personLocale('fr')).toBe('fr');
    expect(personLocale('it')).toBe('it');
    for (const stored of [null, undefined, '', 'xx', 'de-CH', 'EN', 42]) expect(personLocale(stored)).toBe('en');
  });

  test('links open the same page in that language; English stays at the root', () => {
    expect(localePath('de', '/account')).toBe('/de/account');
    expect(localePath('fr', '/')).toBe('/fr/');
    expect(localePath('en', '/status')).toBe('/status');
    expect(localePageUrl('https://alpora.example.com/some/path', 'it', '/email/confirm')).toBe(
      'https://alpora.example.com/it/email/confirm',
    );
  });

  test('the back office is English only and never takes a prefix', () => {
    for (const path of ['/admin', '/admin#leads', '/admin/leads', '/admin?tab=mail'])
      expect(localePath('de', path)).toBe(path);
    expect(localePath('de', '/administration')).toBe('/de/administration');
  });

  test('a path that is not a site path is refused', () => {
    expect(() => localePath('de', 'account')).toThrow(/starts with \//);
  });
});
