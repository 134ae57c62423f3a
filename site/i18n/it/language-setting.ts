/** The Language section of /account in Italian. */
import type { languageSetting as english } from '../en/language-setting.ts';
import type { Translation } from '../translation.ts';

export const languageSetting = {
  languageSetting: {
    title: 'Lingua',
    intro: 'La lingua della sua dashboard, delle pagine del suo account e di tutte le e-mail che le inviamo.',
    label: 'Lingua',
    save: 'Salva la lingua',
    saving: 'Salvataggio…',
    failed: 'La lingua non è stata salvata',
    failedFallback: 'Riprovi tra un momento.',
  },
} as const satisfies Translation<typeof english>;
