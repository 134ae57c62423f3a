/**
 * Le parole italiane delle e-mail che informano un titolare della sospensione o della
 * riattivazione del suo account. Incluse in `it.ts`, come in `en-suspension.ts`; il motivo
 * indicato dal personale non vi figura, perché è una nota interna (docs/decisions.md §185).
 */
import { accountReason } from './it-account.ts';

export const suspensionMailTexts = {
  accountSuspended: {
    subject: 'Il suo account Alpora è sospeso',
    preview: "Tutte le sessioni sono state chiuse e nessuno può accedere all'account finché non viene riattivato.",
    heading: 'Il suo account è sospeso',
    body: (username: string, at: string) =>
      `Buongiorno, il ${at} abbiamo sospeso l'account Alpora ${username}. Tutte le sessioni dell'account sono state chiuse immediatamente e nessuno può accedervi, con qualsiasi metodo, finché non lo riattiviamo. I suoi dati restano invariati.`,
    contact: "Per sapere perché e come ottenere di nuovo l'accesso, scriva a",
    reason: accountReason,
  },
  accountReinstated: {
    subject: 'Il suo account Alpora è stato riattivato',
    preview: 'Può accedere di nuovo come prima.',
    heading: 'Il suo account è stato riattivato',
    body: (username: string, at: string) =>
      `Buongiorno, il ${at} abbiamo revocato la sospensione dell'account Alpora ${username}. Può accedere di nuovo come prima: nulla è cambiato nel modo in cui accede.`,
    button: 'Accedi',
    contact: 'Domande sulla sospensione? Scriva a',
    reason: accountReason,
  },
};
