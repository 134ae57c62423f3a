import { describe, expect, test } from 'vitest';
import { searchKeyAtMigration } from '#api/db/migrations/2026-11-23T0900-search-keys.ts';
import { searchKey, searchKeyOf, searchPattern } from './search-key.ts';

/** Names and addresses as Swiss, Nordic and other visitors type them, and what a search compares. */
const NAMES: [string, string][] = [
  ['Émile', 'emile'],
  ['ÄRNI', 'arni'],
  ['Zoë', 'zoe'],
  ['Ørsted', 'orsted'],
  ['ØRSTED', 'orsted'],
  ['Müller-Lüdenscheidt', 'muller-ludenscheidt'],
  ['Zürich Capital AG', 'zurich capital ag'],
  ['Straße', 'strasse'],
  ['STRAẞE', 'strasse'],
  ['Ærø', 'aero'],
  ['Œuvre', 'oeuvre'],
  ['Łukasz Wałęsa', 'lukasz walesa'],
  ['Đorđe', 'dorde'],
  ['Þóra Guðmundsdóttir', 'thora gudmundsdottir'],
  ['İstanbul', 'istanbul'],
  ['Ａｄａ', 'ada'],
  ['ﬁnance', 'finance'],
  ['  Ada \t Lovelace  ', 'ada lovelace'],
  ['Ada.Lovelace+news@Example.CH', 'ada.lovelace+news@example.ch'],
  ['50% off_now', '50% off_now'],
  ['東京', '東京'],
];

describe('searchKey', () => {
  test.each(NAMES)('keys %j as %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  test('gives a query and the name it looks for the same key, with or without accents and capitals', () => {
    expect(searchKey('EMILE')).toBe(searchKey('Émile'));
    expect(searchKey('arni')).toBe(searchKey('Ärni'));
    expect(searchKey('ZOË')).toBe(searchKey('zoe'));
    // The decomposed spelling a Mac keyboard may send and the composed one are one name.
    expect(searchKey('Zoe\u0308')).toBe(searchKey('Zo\u00eb'));
  });

  test("the migration's copy keys every name as the API does", () => {
    const texts = [...NAMES.map(([text]) => text), 'Ǆemal', 'Ångström', 'ÇA', 'Ŀlorenç', 'Ĳssel', 'ǅ'];
    expect(texts.map(searchKeyAtMigration)).toEqual(texts.map(searchKey));
  });
});

describe('searchKeyOf', () => {
  test('keeps each field on its own line and leaves out the absent ones', () => {
    expect(searchKeyOf(['Ørsted Energy', null, 'info@ørsted.example', undefined, ''])).toBe(
      'orsted energy\ninfo@orsted.example',
    );
  });

  test('no query key holds a line break, so a search never joins the end of one field to the next', () => {
    expect(searchKey('energy\ninfo')).toBe('energy info');
  });
});

describe('searchPattern', () => {
  test('finds the key anywhere, its %, _ and backslash taken literally', () => {
    expect(searchPattern(' 50%_Zoë\\ ')).toBe('%50\\%\\_zoe\\\\%');
  });
});
