/**
 * Names and phrases that read the same in every language, so a translated string that still
 * equals its English one is no mistake where it consists of them (docs/decisions.md §311): the
 * brand and the company, product and standard names, laws' names that are cited in English.
 * Add a phrase here, under `all` or under the one language it is right for, when the check
 * names a string that is rightly the same as in English.
 *
 * @example identicalPhrases('de') // ['Alpora', 'Alpora AG', …]
 */
import type { Locale } from '../locales.ts';

export const IDENTICAL: Record<Locale | 'all', readonly string[]> = {
  all: [
    'Alpora',
    'Alpora AG',
    'Baarerstrasse 14',
    '6300 Zug',
    'Zug',
    'GitHub',
    'LinkedIn',
    'OpenAPI',
    'REST',
    'JSON',
    'API',
    'SSO',
    'SAML',
    'OIDC',
    'TOTP',
    'ISO 27001',
    'SOC 2 Type II',
    'SOC 2',
    'AES-256',
    'TLS',
    'Argon2id',
    'SHA-256',
    'CeFi',
    'DeFi',
    'GDPR',
    'FINMA',
    'English',
    'Deutsch',
    'Français',
    'Italiano',
    // The add-ons' product names, as the price list and invoices spell them.
    'Advanced AI Strategy Pack',
    'RWA / Tokenised Instruments Pack',
    // The font's weight names, as the font files and design tools spell them.
    'Regular 400',
    'Medium 500',
    'Semibold 600',
    'Bold 700',
  ],
  en: [],
  de: [],
  fr: [],
  it: [],
};

/** The phrases allowed to stay as in English for a language. */
export function identicalPhrases(locale: Locale): readonly string[] {
  return [...IDENTICAL.all, ...IDENTICAL[locale]];
}
