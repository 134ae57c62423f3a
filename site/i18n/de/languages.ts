/** German words of the language switcher and suggestion (../en/languages.ts); Swiss spelling. */
import type { languages as english } from '../en/languages.ts';
import type { Translation } from '../translation.ts';

export const languages = {
  languages: {
    switcherLabel: 'Sprache',
    suggestion: 'Diese Seite gibt es auf Deutsch.',
    suggestionLink: 'Auf Deutsch lesen',
    dismiss: 'Nein, danke',
    englishPrevails: 'Dies ist eine Übersetzung. Massgebend ist die englische Fassung.',
    englishVersion: 'Englische Fassung lesen',
  },
} as const satisfies Translation<typeof english>;
