/**
 * The site's languages (docs/product.md#languages): English at the root, German, French and
 * Italian under /de, /fr and /it. Numbers, money and dates are formatted the Swiss way through
 * `Intl` with each language's Swiss locale (CHF 5'085 in en-CH and de-CH).
 */
export const LOCALES = ['en', 'de', 'fr', 'it'] as const;

export type Locale = (typeof LOCALES)[number];

/** English: the root of the site, the fallback of the API and of every mail. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The Intl locale of each language. */
export const INTL_LOCALES = { en: 'en-CH', de: 'de-CH', fr: 'fr-CH', it: 'it-CH' } as const satisfies Record<
  Locale,
  string
>;

/** Each language's name in itself, as the language switcher offers it. */
export const LOCALE_NAMES = { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' } as const satisfies Record<
  Locale,
  string
>;

export const DEFAULT_INTL_LOCALE: string = INTL_LOCALES.en;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header (or `navigator.languages`), by the
 * order and weights the client gave; undefined when it names none of them.
 *
 * @example preferredLocale('fr-CH,fr;q=0.9,en;q=0.8') // 'fr'
 */
export function preferredLocale(header: string | readonly string[] | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = (typeof header === 'string' ? header.split(',') : header)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((range) => range.language).find(isLocale);
}
