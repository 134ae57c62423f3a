/** Le parole delle pagine che mostrano la mappa dei dati, in italiano: gli elenchi dell'informativa e il registro delle attività di trattamento. */
import type { dataMap as english } from '../en/data-map.ts';
import type { Translation } from '../translation.ts';

export const dataMap = {
  dataMap: {
    purpose: 'Scopo',
    legalBasis: 'Base giuridica',
    subjects: 'Di chi sono i dati',
    data: 'Quali dati',
    recipients: 'Chi li riceve',
    retention: 'Per quanto tempo li conserviamo',
    kept: 'Conservati',
    deletedBy: 'Cancellati da',
    lifetime: 'Conservato',
    where: {
      localStorage: 'memoria locale',
      sessionStorage: 'memoria di sessione',
      cookie: 'cookie',
    },
    enforcedBy: {
      purge: 'il nostro server, che controlla ogni ora e cancella ciò che ha superato il suo periodo',
      backup: 'il nostro processo di backup, che cancella i backup più vecchi ogni volta che ne scrive uno nuovo',
      host: 'il nostro fornitore di hosting, che cancella i suoi log dopo questo periodo',
      owner:
        'lei o il cliente a cui appartengono: terminano quando annulla l’iscrizione o quando ci chiede di cancellarli (/privacy/request)',
      records:
        'la documentazione della nostra società, conservata al di fuori di questo sito come prescrive la legge e poi cancellata',
      team: 'il nostro team, che li cancella dalla nostra casella di posta allo scadere del periodo',
    },
    record: {
      controller: 'Titolare del trattamento',
      name: 'Nome e indirizzo',
      contact: 'Contatto',
      activities: 'Attività di trattamento',
      abroad: "Comunicazione all'estero",
      security: 'Misure di sicurezza',
      privacyPolicy: "Legga l'informativa sulla protezione dei dati",
    },
  },
} as const satisfies Translation<typeof english>;
