/** Italian words of the language switcher and suggestion (../en/languages.ts). */
import type { languages as english } from '../en/languages.ts';
import type { Translation } from '../translation.ts';

export const languages = {
  languages: {
    switcherLabel: 'Lingua',
    suggestion: 'Questa pagina è disponibile anche in italiano.',
    suggestionLink: 'Leggi in italiano',
    dismiss: 'No, grazie',
    englishPrevails: 'Questa è una traduzione. Fa fede la versione inglese.',
    englishVersion: 'Leggi la versione inglese',
  },
} as const satisfies Translation<typeof english>;
