/**
 * The reopened cookie banner names the choice that stands with its day written the page's way
 * (docs/privacy.md#consent, docs/product.md#languages).
 */
import { describe, expect, test } from 'vitest';
import { de } from '#site/i18n/de.ts';
import { en } from '#site/i18n/en.ts';
import { fr } from '#site/i18n/fr.ts';
import { it } from '#site/i18n/it.ts';
import type { StoredConsent } from './consent.ts';
import { currentChoiceLine } from './cookie-settings.ts';

/** The banner's `data-*` attributes as CookieBanner.astro renders them for a page. */
function bannerData(t: typeof en | typeof de | typeof fr | typeof it, dateLocale: string): DOMStringMap {
  return { currentAccepted: t.cookies.current.accepted, currentDeclined: t.cookies.current.declined, dateLocale };
}

// Midday, so the day is the same in every time zone the test may run in.
const consent = (choice: StoredConsent['choice']): StoredConsent => ({
  choice,
  version: '1',
  visitorId: '00000000-0000-4000-8000-000000000000',
  at: '2026-11-24T12:00:00.000Z',
});

describe('currentChoiceLine', () => {
  test('an English page writes the day in English', () => {
    expect(currentChoiceLine(consent('accepted'), bannerData(en, 'en-CH'))).toBe('You accepted on 24 November 2026.');
  });

  test('a German page writes the day in German', () => {
    expect(currentChoiceLine(consent('accepted'), bannerData(de, 'de-CH'))).toBe(
      'Sie haben am 24. November 2026 zugestimmt.',
    );
    expect(currentChoiceLine(consent('declined'), bannerData(de, 'de-CH'))).toBe(
      'Sie haben am 24. November 2026 abgelehnt.',
    );
  });

  test('a French or Italian page writes the day in its language', () => {
    expect(currentChoiceLine(consent('declined'), bannerData(fr, 'fr-CH'))).toBe(
      'Vous avez refusé le 24 novembre 2026.',
    );
    expect(currentChoiceLine(consent('accepted'), bannerData(it, 'it-CH'))).toBe(
      'Ha accettato il giorno 24 novembre 2026.',
    );
  });

  test('without a choice that stands, nothing', () => {
    expect(currentChoiceLine(null, bannerData(de, 'de-CH'))).toBe('');
  });
});
