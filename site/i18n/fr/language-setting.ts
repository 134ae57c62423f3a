/** The Language section of /account in French. */
import type { languageSetting as english } from '../en/language-setting.ts';
import type { Translation } from '../translation.ts';

export const languageSetting = {
  languageSetting: {
    title: 'Langue',
    intro: 'La langue de votre tableau de bord, de vos pages de compte et de tous les e-mails que nous vous envoyons.',
    label: 'Langue',
    save: 'Enregistrer la langue',
    saving: 'Enregistrement…',
    failed: 'La langue n’a pas été enregistrée',
    failedFallback: 'Veuillez réessayer dans un instant.',
  },
} as const satisfies Translation<typeof english>;
