/** La cornice comune a ogni pagina, in italiano: link di salto, navigazione, piè di pagina, finestre, avviso sui cookie, 404. */
import type { shell as english } from '../en/shell.ts';
import type { Translation } from '../translation.ts';

export const shell = {
  skipToContent: 'Vai al contenuto',
  nav: {
    label: 'Principale',
    mobileLabel: 'Principale (mobile)',
    home: 'Home',
    solutions: 'Soluzioni',
    features: 'Funzionalità',
    security: 'Sicurezza',
    contact: 'Contatto',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    account: '{name}, il suo dashboard',
    accountSettings: 'Account e sicurezza',
  },
  waitlist: { join: "Si iscriva alla lista d'attesa", joined: 'Iscritto ✓' },
  dialog: { close: 'Chiudi', loading: 'Caricamento…' },
  login: 'Accedi',
  scrollHint: 'Scorra lateralmente per vedere altre colonne',
  footer: { appStatus: "Stato dell'app" },
  status: { online: 'Online', offline: 'Offline', checking: 'Verifica in corso' },
  cookies: {
    label: 'Consenso ai cookie',
    text: 'Memorizziamo la sua scelta in questo browser e la registriamo con un identificativo casuale, senza cookie. Se accetta, contiamo le visualizzazioni di pagina e alcuni clic (per esempio il download di un esempio) con la campagna del link da cui è arrivato — senza cookie e senza indirizzo IP.',
    more: "Legga l'informativa sulla protezione dei dati",
    accept: 'Accetto',
    decline: 'Rifiuto',
    current: { accepted: 'Ha accettato il giorno {date}.', declined: 'Ha rifiutato il giorno {date}.' },
  },
  notFound: {
    title: 'Pagina non trovata',
    text: 'La pagina che cerca non esiste o è stata spostata.',
    back: 'Torna alla pagina iniziale',
  },
} as const satisfies Translation<typeof english>;
