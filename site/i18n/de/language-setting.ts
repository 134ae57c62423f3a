/** The Language section of /account in German, in Swiss spelling. */
import type { languageSetting as english } from '../en/language-setting.ts';
import type { Translation } from '../translation.ts';

export const languageSetting = {
  languageSetting: {
    title: 'Sprache',
    intro: 'Die Sprache Ihres Dashboards, Ihrer Kontoseiten und aller E-Mails, die wir Ihnen senden.',
    label: 'Sprache',
    save: 'Sprache speichern',
    saving: 'Wird gespeichert…',
    failed: 'Die Sprache wurde nicht gespeichert',
    failedFallback: 'Bitte versuchen Sie es gleich noch einmal.',
  },
} as const satisfies Translation<typeof english>;
