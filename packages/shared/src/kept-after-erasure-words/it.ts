/**
 * Ciò che una cancellazione conserva, e perché, in italiano (docs/privacy.md#requests): le parole
 * di ../kept-after-erasure.ts che /it/privacy/request mostra e che l'e-mail di risposta a una
 * cancellazione riprende.
 */
import type { KeptWords } from '../kept-after-erasure.ts';
import { retentionPeriod } from '../retention-period.ts';

export const ITALIAN_KEPT_WORDS: KeptWords = {
  period: (retention) => retentionPeriod(retention, 'it'),
  kinds: (ids: string) => `(mappa dei dati: ${ids})`,
  request: {
    what: 'Questa richiesta: il suo indirizzo, le sue date e ciò che abbiamo cancellato e conservato',
    why: (period: string) =>
      `Per dimostrare che vi abbiamo risposto, come esige la legge sulla protezione dei dati; conservazione: ${period}`,
  },
  delivery: {
    what: 'La registrazione di consegna dell’e-mail che le comunica che questa richiesta è evasa',
    why: (period: string) => `Per dimostrare che l’abbiamo informata; conservazione: ${period}`,
  },
  audit: {
    what: 'Le voci del registro di audit su ciò che il nostro personale ha fatto con i suoi dati, con il solo identificativo del record',
    why: (period: string) =>
      `Rendere conto del lavoro del nostro personale con i dati personali; conservazione: ${period}, senza nulla su di lei se non identificativi`,
  },
  serverLogs: {
    what: 'I log del server delle sue richieste al sito web',
    why: (period: string) => `Gestire e proteggere il servizio; il nostro fornitore di hosting li cancella ${period}`,
  },
  backups: {
    what: 'I backup della banca dati eseguiti prima della cancellazione',
    why: (period: string) => `Ripristinare il servizio dopo un guasto; ciascuno viene cancellato ${period}`,
  },
  legalRecords: {
    what: 'Le registrazioni di negoziazione e gli incarti antiriciclaggio, se ne deteniamo, al di fuori di questo sito web',
    why: (period: string) => `La legge ci obbliga a conservarli, le registrazioni di negoziazione ${period}`,
  },
  ownWork: {
    what: 'Le voci del registro di audit del suo lavoro come membro del nostro personale, con il suo nome utente',
    why: (period: string) =>
      `Rendere conto di ciò che il nostro team ha fatto con i dati personali; conservazione: ${period}`,
  },
};
