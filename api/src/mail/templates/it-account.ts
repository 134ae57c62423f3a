/**
 * Le parole italiane delle e-mail relative all'account: verifica di un indirizzo, reimpostazione
 * della password, avviso di password modificata e avviso di un tentativo di aprire un secondo
 * account con lo stesso indirizzo. Incluse in `it.ts`, come in `en-account.ts`.
 */
import { INTL_LOCALES } from '@alpora/shared/locales';

const plural = new Intl.PluralRules(INTL_LOCALES.it);

export const accountReason = 'Riceve questa e-mail perché questo indirizzo appartiene a un account Alpora.';

export const accountMailTexts = {
  verifyEmail: {
    subject: 'Confermi il suo indirizzo e-mail per Alpora',
    preview: 'Un clic per dimostrare che questo indirizzo è suo.',
    heading: 'Confermi il suo indirizzo e-mail',
    // Non ripete nulla di ciò che ha digitato chi si è registrato: chiunque può registrarsi con l'indirizzo di un altro.
    body: "Buongiorno, con questo indirizzo è stato aperto un account Alpora. La preghiamo di confermare che l'indirizzo è suo: solo un indirizzo confermato può ricevere un link per reimpostare la password.",
    button: "Conferma l'indirizzo e-mail",
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    validity: (days: number) => `Il link è valido per ${days} ${plural.select(days) === 'one' ? 'giorno' : 'giorni'}.`,
    ignore: "Se non ha aperto un account Alpora, ignori questa e-mail: l'indirizzo resterà non confermato.",
    reason:
      'Riceve questa e-mail perché questo indirizzo è stato indicato per aprire un account sul sito web di Alpora.',
  },
  passwordReset: {
    subject: 'Reimposti la sua password Alpora',
    preview: 'Un link per scegliere una nuova password.',
    heading: 'Scelga una nuova password',
    body: (username: string) =>
      `Buongiorno, qualcuno, si spera lei, ha chiesto di reimpostare la password dell'account Alpora ${username}. Ne scelga una nuova con il pulsante qui sotto.`,
    button: 'Scelga una nuova password',
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    validity: (minutes: number) =>
      `Il link funziona una sola volta, per ${minutes} ${plural.select(minutes) === 'one' ? 'minuto' : 'minuti'}. La reimpostazione chiude tutte le sessioni dell'account.`,
    ignore: 'Se non ha fatto questa richiesta, ignori questa e-mail: la sua password resta invariata.',
    reason: accountReason,
  },
  passwordChanged: {
    subject: 'La sua password Alpora è stata modificata',
    preview: 'Se non è stato lei, reimposti subito la password.',
    heading: 'La sua password è stata modificata',
    body: {
      changed: (username: string, at: string) =>
        `Buongiorno, la password dell'account Alpora ${username} è stata modificata il ${at} dalla pagina dell'account.`,
      reset: (username: string, at: string) =>
        `Buongiorno, la password dell'account Alpora ${username} è stata reimpostata il ${at} con un link che abbiamo inviato a questo indirizzo. Tutte le sessioni sono state chiuse.`,
    },
    notYou:
      'Se non è stato lei, reimposti subito la password e controlli il registro di sicurezza nella pagina del suo account:',
    button: 'Reimposta la mia password',
    reason: accountReason,
  },
  accountExists: {
    subject: 'Qualcuno ha tentato di aprire un account Alpora con il suo indirizzo',
    preview: 'Il suo account è invariato.',
    heading: 'Esiste già un account con questo indirizzo',
    body: 'Buongiorno, qualcuno ha appena tentato di aprire un nuovo account Alpora con questo indirizzo e-mail. Questo indirizzo appartiene già a un account, quindi non ne è stato aperto un secondo e il suo account è invariato.',
    ifYou: 'Se è stato lei, acceda al suo account esistente, oppure reimposti la password se l’ha dimenticata.',
    signIn: 'Accedi',
    forgot: 'Ha dimenticato la password? Ne scelga una nuova qui:',
    ifNotYou: 'Se non è stato lei, non deve fare nulla.',
    reason: accountReason,
  },
};
