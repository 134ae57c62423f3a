/** Le parole del piè di pagina comune, in italiano: titoli delle colonne ed etichette dei link. */
import type { footer as english } from '../en/footer.ts';
import type { Translation } from '../translation.ts';

export const footer = {
  contact: 'Contatto',
  columns: {
    product: 'Prodotto',
    company: 'Azienda',
    legal: 'Note legali',
    account: 'Account',
  },
  links: {
    features: 'Funzionalità',
    useCases: "Casi d'uso",
    security: 'Sicurezza',
    compare: 'Confronto',
    roi: 'Calcolatore del ROI',
    samples: 'Rapporti di esempio',
    api: 'API per sviluppatori',
    status: 'Stato del sistema',
    healthCheck: "Controllo di funzionamento dell'app",
    roadmap: 'Roadmap',
    changelog: 'Note di rilascio',
    about: 'Chi siamo',
    careers: 'Lavorare da noi',
    press: 'Kit per la stampa',
    investors: 'Investitori',
    partners: 'Design partner',
    onePager: 'Scheda informativa',
    blog: 'Blog',
    contact: 'Ci contatti',
    privacy: 'Informativa sulla protezione dei dati',
    privacyRequest: 'Consultare o cancellare i propri dati',
    privacyRecord: 'Registro delle attività di trattamento',
    terms: "Condizioni d'uso",
    compliance: 'Conformità normativa',
    gdpr: 'Dichiarazione RGPD',
    legalNotice: 'Note legali',
    login: 'Accedi',
    register: 'Crei un account',
  },
  cookieSettings: 'Impostazioni dei cookie',
  rights: 'Tutti i diritti riservati.',
  disclaimer:
    'Alpora è non custodial: non detiene mai il patrimonio dei clienti. La negoziazione comporta rischi; i risultati passati non garantiscono risultati futuri.',
} as const satisfies Translation<typeof english>;
