/** La pagina /status, in italiano; i suoi valori provengono da GET /api/status. */
import type { status as english } from '../en/status.ts';
import type { Translation } from '../translation.ts';

export const status = {
  statusPage: {
    serviceDescriptions: {
      app: 'Sito web e dashboard clienti',
      api: 'API REST, accesso e dati dell’account',
      orchestrator: 'Esecuzione delle strategie e instradamento degli ordini',
      market: 'Flusso simulato integrato: nessun prezzo di una piattaforma',
    },
    title: 'Stato del sistema',
    description:
      "Stato in tempo reale dell'app, dell'API, dell'orchestratore e dell'aggregatore di mercato di Alpora, con disponibilità a 30 giorni, disponibilità giornaliera e incidenti in corso.",
    intro:
      'Misurato dai nostri controlli di funzionamento. Il tempo in cui nessuno controllava è indicato come non monitorato, con il nome dei servizi. Gli orari sono in UTC.',
    probeSeen: "Una sonda esterna ai nostri server controlla anche l'app e l'API; la sua ultima osservazione:",
    banner: {
      operational: 'Tutti i sistemi operativi',
      degraded: 'Alcuni sistemi con prestazioni ridotte',
      disruption: 'Interruzione del servizio',
      loading: 'Verifica dei sistemi…',
      unreachable: 'Stato non disponibile',
    },
    bannerText: {
      operational: 'Ogni servizio monitorato ha superato il suo ultimo controllo.',
      degraded: 'Alcuni servizi sono più lenti del solito o non è stato possibile verificarli.',
      disruption: 'Almeno un servizio non è disponibile. Ce ne stiamo occupando.',
      loading: 'Stiamo chiedendo alla nostra API gli ultimi controlli.',
      unreachable:
        'La nostra API non risponde, quindi non possiamo confermare lo stato di alcun servizio. Questa pagina riprova ogni {seconds} secondi.',
    },
    lastUpdated: 'Ultimo aggiornamento',
    noAnswerSince: 'Nessuna risposta dal',
    notChecked: 'non ancora controllato',
    badge: {
      operational: 'Operativo',
      degraded: 'Prestazioni ridotte',
      down: 'Non disponibile',
      unknown: 'Sconosciuto',
      notMonitored: 'Non monitorato',
      checking: 'Verifica in corso',
    },
    uptime: 'Disponibilità a 30 giorni',
    monitored: 'monitorato',
    lastCheck: 'Ultimo controllo',
    noData: 'Nessun dato',
    notMonitoredText:
      'Per questo servizio non è ancora configurato alcun controllo di funzionamento, quindi non ne mostriamo lo stato.',
    performanceImpact: 'Impatto sulle prestazioni',
    performanceImpactText:
      'Potrebbe riscontrare una latenza più elevata nelle connessioni alle borse finché questo servizio non si ristabilisce.',
    incidents: {
      title: 'Incidenti in corso',
      none: 'Nessun incidente segnalato.',
      loading: 'Caricamento degli incidenti…',
      feed: 'Feed degli incidenti (Atom)',
      affects: 'Servizi interessati',
      unknown: 'Non possiamo caricare gli incidenti finché la nostra API non risponde.',
      impact: { minor: 'Lieve', major: 'Grave', critical: 'Critico' },
      state: {
        investigating: 'In analisi',
        identified: 'Causa identificata',
        monitoring: 'Sotto osservazione',
        resolved: 'Risolto',
      },
    },
    tiles: {
      title: 'I nostri obiettivi e ciò che abbiamo misurato',
      measured: 'Misurato',
      uptime: { label: 'Obiettivo di disponibilità', value: '99.9%' },
      response: { label: 'Obiettivo di tempo di risposta medio', value: '< 50 ms' },
      critical: { label: 'Obiettivo di incidenti critici', value: '0' },
      monitoring: { label: 'Degli ultimi 30 giorni monitorati' },
      last30: 'ultimi 30 giorni',
      over: 'su',
      ofPeriod: 'del periodo monitorato',
      checkEvery: 'controlli ogni',
    },
    strip: {
      title: 'Disponibilità a 30 giorni',
      text: 'Una barra per giorno per tutti i servizi monitorati, dalla più vecchia. Un giorno senza controlli è indicato come tale; il tratteggio segna il tempo in cui nessuno controllava.',
      legend: 'Legenda',
      unavailable: 'La cronologia non può essere caricata finché la nostra API non risponde.',
      day: {
        operational: 'Nessun problema',
        degraded: 'Prestazioni ridotte',
        down: 'Interruzione',
        no_data: 'Nessun dato',
      },
      available: 'disponibile',
      checks: 'controlli',
      notMonitored: 'Non monitorato',
      notMonitoredAfter: 'non monitorato',
      and: 'e',
      allDay: 'tutto il giorno',
      legendUnmonitored: 'Non monitorato (in parte o per tutto il giorno)',
      recent: 'Tempo recente non monitorato',
      recentNone: 'Nessuno: qualcuno ha controllato per tutti gli ultimi 30 giorni.',
    },
    subscribe: {
      title: 'Iscrizione agli aggiornamenti',
      text: "Riceva un'e-mail quando apriamo, aggiorniamo o risolviamo un incidente, oppure segua il",
      feed: 'feed degli incidenti (Atom)',
      email: 'E-mail',
      submit: 'Iscriviti',
      submitting: 'Iscrizione in corso…',
      consent:
        "Le scriviamo soltanto in merito agli incidenti di questa pagina. Prima le inviamo un link per confermare il suo indirizzo; ogni e-mail contiene un link per annullare l'iscrizione con un clic. La nostra",
      consentLink: 'informativa sulla protezione dei dati',
      consentEnd: 'descrive come conserviamo il suo indirizzo.',
      consentVersion: 'it-status-2026-11-22',
      successTitle: 'Controlli la sua casella di posta',
      successText:
        "Se {email} non è ancora iscritto, gli abbiamo inviato un link per confermarlo; se lo è già, una breve nota che lo indica. Inviamo a un indirizzo al massimo 3 di queste e-mail al giorno. Nessuna e-mail sugli incidenti viene inviata finché l'indirizzo non è confermato.",
      failed: {
        invalid: "Verifichi l'indirizzo e riprovi. Non è stato inviato nulla.",
        rateLimited: 'Troppi tentativi dalla sua rete. Non è stato inviato nulla; attenda un minuto e riprovi.',
        unavailable:
          'Al momento non possiamo accettare iscrizioni. Non è stato inviato nulla; riprovi tra qualche minuto.',
        offline: 'Sembra che sia offline. Non è stato inviato nulla; verifichi la connessione e riprovi.',
      },
    },
    noscript: 'Questa pagina carica lo stato in tempo reale con JavaScript. I dati grezzi si trovano su /api/status.',
  },
} as const satisfies Translation<typeof english>;
