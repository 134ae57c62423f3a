/** La cornice della pagina /account, in italiano; ogni sezione ha il proprio file. */
import type { account as english } from '../en/account.ts';
import type { Translation } from '../translation.ts';

export const account = {
  accountPage: {
    title: 'Account e sicurezza',
    intro: 'Come accede, dove ha effettuato l’accesso e che cosa è successo nel suo account.',
    loading: 'Caricamento del suo account…',
    error: 'Non è stato possibile caricare il suo account: {message}',
    signedInAs: 'Accesso effettuato come {name}',
    toDashboard: 'Torna al dashboard',
    sectionsLabel: "Sezioni dell'account",
  },
} as const satisfies Translation<typeof english>;
