/**
 * Le parole italiane delle e-mail sulle richieste in materia di protezione dei dati: il link che
 * conferma una richiesta di consultazione o di cancellazione e la risposta. Incluse in `it.ts`,
 * come in `en-privacy.ts`.
 */

import { KEPT_WORDS } from '@alpora/shared/kept-after-erasure';
import { INTL_LOCALES } from '@alpora/shared/locales';
import type { PrivacyRequestKind } from '@alpora/shared/schemas/privacy-requests';

const plural = new Intl.PluralRules(INTL_LOCALES.it);

const requestNames: Record<PrivacyRequestKind, string> = {
  access: 'vedere i suoi dati',
  erasure: 'cancellare i suoi dati',
};

const privacyReason =
  'Riceve questa e-mail perché sul sito web di Alpora è stata presentata, o ci è stata inviata, una richiesta relativa ai dati di questo indirizzo.';

export const privacyMailTexts = {
  privacyRequestConfirm: {
    subject: (kind: PrivacyRequestKind) => `Confermi la sua richiesta di ${requestNames[kind]} presso Alpora`,
    preview: (kind: PrivacyRequestKind) =>
      `Un clic e ${kind === 'access' ? 'le mostriamo' : 'cancelliamo'} ciò che conserviamo su questo indirizzo.`,
    heading: 'Confermi la sua richiesta sulla protezione dei dati',
    body: {
      access:
        'Buongiorno, qualcuno, si spera lei, ha chiesto di vedere tutto ciò che Alpora conserva su questo indirizzo e-mail. Confermi con il pulsante qui sotto: raccoglieremo subito i dati, e lo stesso link permette di scaricarli come file.',
      erasure:
        "Buongiorno, qualcuno, si spera lei, ha chiesto ad Alpora di cancellare tutto ciò che conserva su questo indirizzo e-mail: richieste di contatto, iscrizioni, le e-mail che abbiamo inviato e un eventuale account con questo indirizzo con tutti i suoi dati. Confermi con il pulsante qui sotto e cancelleremo subito tutto; l'operazione è irreversibile.",
    } satisfies Record<PrivacyRequestKind, string>,
    button: (kind: PrivacyRequestKind) =>
      kind === 'access' ? 'Conferma e mostra i miei dati' : 'Conferma e cancella i miei dati',
    linkIntro: 'Se il pulsante non funziona, apra questo link:',
    validity: (days: number) => `Il link è valido per ${days} ${plural.select(days) === 'one' ? 'giorno' : 'giorni'}.`,
    ignore:
      'Se non ha fatto questa richiesta, ignori questa e-mail: non succede nulla finché il link non viene aperto.',
    reason: privacyReason,
  },
  privacyRequestAnswered: {
    subject: {
      access: 'I suoi dati Alpora sono pronti per il download',
      erasure: 'Abbiamo cancellato i suoi dati presso Alpora',
      declined: (kind: PrivacyRequestKind) => `In merito alla sua richiesta di ${requestNames[kind]} presso Alpora`,
    },
    preview: {
      access: 'Scarichi ciò che conserviamo su questo indirizzo.',
      erasure: 'Che cosa abbiamo cancellato, che cosa conserviamo e perché.',
      declined: 'Non abbiamo potuto dare seguito alla sua richiesta; ecco perché.',
    },
    heading: {
      access: 'I suoi dati sono pronti',
      erasure: 'I suoi dati sono stati cancellati',
      declined: 'Abbiamo respinto la sua richiesta',
    },
    access: {
      body: 'Buongiorno, abbiamo raccolto tutto ciò che Alpora conserva su questo indirizzo e-mail. Lo scarichi come file JSON o CSV dalla pagina che si apre con il pulsante.',
      button: 'Scarica i miei dati',
      linkIntro: 'Se il pulsante non funziona, apra questo link:',
      until: (until: string) =>
        `Il link permette di scaricare i suoi dati fino al ${until}. Dopo tale data, presenti una nuova richiesta.`,
    },
    erasure: {
      body: 'Buongiorno, abbiamo cancellato tutto ciò che Alpora conservava su questo indirizzo e-mail.',
      erasedTitle: 'Che cosa abbiamo cancellato',
      erasedRow: (rows: number) => `${rows} ${plural.select(rows) === 'one' ? 'registrazione' : 'registrazioni'}`,
      nothing: "Non conservavamo nient'altro su questo indirizzo.",
      keptTitle: 'Che cosa conserviamo, e perché',
      kept: KEPT_WORDS.it,
    },
    declined: {
      body: (kind: PrivacyRequestKind) =>
        `Buongiorno, non abbiamo dato seguito alla sua richiesta di ${requestNames[kind]}, per il motivo seguente:`,
      contact: "Se non è d'accordo, risponda a questa e-mail o scriva a",
    },
    reason: privacyReason,
  },
};
