/** French words of the language switcher and suggestion (../en/languages.ts). */
import type { languages as english } from '../en/languages.ts';
import type { Translation } from '../translation.ts';

export const languages = {
  languages: {
    switcherLabel: 'Langue',
    suggestion: 'Cette page existe aussi en français.',
    suggestionLink: 'Lire en français',
    dismiss: 'Non, merci',
    englishPrevails: 'Ceci est une traduction. La version anglaise fait foi.',
    englishVersion: 'Lire la version anglaise',
  },
} as const satisfies Translation<typeof english>;
