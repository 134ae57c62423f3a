/**
 * The site's languages (docs/product.md#languages): the language switcher of the header and the
 * footer, the one-time suggestion of the visitor's own language, the line of the legal pages
 * saying that the English version prevails. A data map period is worded in
 * packages/shared/src/retention-period.ts, which the mails share.
 * Each language's names are in packages/shared/src/locales.ts (LOCALE_NAMES).
 */
export const languages = {
  languages: {
    /** Names the switcher's navigation landmark. */
    switcherLabel: 'Language',
    /** The suggestion banner, in the language it suggests. */
    suggestion: 'This page is also available in English.',
    suggestionLink: 'Read it in English',
    dismiss: 'No, thanks',
    /** The legal pages' line; the link leads to the English page. */
    englishPrevails: 'This is a translation. The English version prevails.',
    englishVersion: 'Read the English version',
  },
} as const;
