import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, isLocale, LOCALES, preferredLocale } from './locales.ts';

describe('preferredLocale', () => {
  it('picks the first of our languages by weight, region ignored', () => {
    expect(preferredLocale('fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLocale('es-ES,it;q=0.5,de;q=0.7')).toBe('de');
    expect(preferredLocale(['pt-BR', 'it-IT', 'en'])).toBe('it');
  });

  it('ignores ranges with weight 0 and names nothing for languages we do not have', () => {
    expect(preferredLocale('de;q=0,es')).toBeUndefined();
    expect(preferredLocale('')).toBeUndefined();
    expect(preferredLocale(undefined)).toBeUndefined();
  });
});

describe('locales', () => {
  it('has a Swiss Intl locale for every language', () => {
    for (const locale of LOCALES) expect(INTL_LOCALES[locale]).toMatch(/-CH$/);
    expect(isLocale('de')).toBe(true);
    expect(isLocale('es')).toBe(false);
  });
});
