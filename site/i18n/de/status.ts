/** Die Seite /status; ihre Zahlen stammen von GET /api/status (docs/product.md#status-page). */
import type { status as english } from '../en/status.ts';
import type { Translation } from '../translation.ts';

export const status = {
  statusPage: {
    serviceDescriptions: {
      app: 'Website und Kunden-Dashboard',
      api: 'REST-API, Anmeldung und Kontodaten',
      orchestrator: 'Strategieausführung und Order-Routing',
      market: 'Eingebauter simulierter Datenstrom: keine Preise eines Handelsplatzes',
    },
    title: 'Systemstatus',
    description:
      'Aktueller Status von Alpora-App, API, Orchestrator und Marktdaten-Aggregator, mit Verfügbarkeit über 30 Tage, täglicher Verfügbarkeit und aktuellen Vorfällen.',
    intro:
      'Gemessen mit unseren eigenen Zustandsprüfungen. Zeit, in der niemand geprüft hat, wird als nicht überwacht ausgewiesen, mit Nennung der Dienste. Zeiten in UTC.',
    probeSeen: 'Eine Sonde ausserhalb unserer Server prüft die App und die API zusätzlich; ihre letzte Beobachtung:',
    banner: {
      operational: 'Alle Systeme in Betrieb',
      degraded: 'Einige Systeme beeinträchtigt',
      disruption: 'Dienststörung',
      loading: 'Systeme werden geprüft…',
      unreachable: 'Status nicht verfügbar',
    },
    bannerText: {
      operational: 'Jeder überwachte Dienst hat seine letzte Prüfung bestanden.',
      degraded: 'Einige Dienste sind langsamer als üblich oder konnten nicht bestätigt werden.',
      disruption: 'Mindestens ein Dienst ist ausgefallen. Wir arbeiten daran.',
      loading: 'Die neuesten Prüfungen werden bei unserer API abgefragt.',
      unreachable:
        'Unsere API antwortet nicht; daher können wir den Zustand keines Dienstes bestätigen. Diese Seite versucht es alle {seconds} Sekunden erneut.',
    },
    lastUpdated: 'Zuletzt aktualisiert',
    noAnswerSince: 'Keine Antwort seit',
    notChecked: 'noch nicht geprüft',
    badge: {
      operational: 'In Betrieb',
      degraded: 'Beeinträchtigt',
      down: 'Ausgefallen',
      unknown: 'Unbekannt',
      notMonitored: 'Nicht überwacht',
      checking: 'Wird geprüft',
    },
    uptime: 'Verfügbarkeit über 30 Tage',
    monitored: 'überwacht',
    lastCheck: 'Letzte Prüfung',
    noData: 'Keine Daten',
    notMonitoredText:
      'Für diesen Dienst ist noch keine Zustandsprüfung eingerichtet; daher zeigen wir keinen Status an.',
    performanceImpact: 'Leistungseinbusse',
    performanceImpactText: 'Bis sich dieser Dienst erholt hat, kann die Latenz der Börsenverbindungen höher sein.',
    incidents: {
      title: 'Aktuelle Vorfälle',
      none: 'Keine Vorfälle gemeldet.',
      loading: 'Vorfälle werden geladen…',
      feed: 'Vorfall-Feed (Atom)',
      affects: 'Betrifft',
      unknown: 'Solange unsere API nicht antwortet, können wir keine Vorfälle laden.',
      impact: { minor: 'Gering', major: 'Erheblich', critical: 'Kritisch' },
      state: {
        investigating: 'Wird untersucht',
        identified: 'Ursache erkannt',
        monitoring: 'Unter Beobachtung',
        resolved: 'Behoben',
      },
    },
    tiles: {
      title: 'Unsere Zielwerte und was wir gemessen haben',
      measured: 'Gemessen',
      uptime: { label: 'Verfügbarkeitsziel', value: '99.9%' },
      response: { label: 'Zielwert mittlere Antwortzeit', value: '< 50 ms' },
      critical: { label: 'Zielwert kritische Vorfälle', value: '0' },
      monitoring: { label: 'Der letzten 30 Tage überwacht' },
      last30: 'letzte 30 Tage',
      over: 'über',
      ofPeriod: 'des Zeitraums überwacht',
      checkEvery: 'Prüfung alle',
    },
    strip: {
      title: 'Verfügbarkeit über 30 Tage',
      text: 'Ein Balken pro Tag über alle überwachten Dienste, der älteste zuerst. Ein Tag ohne Prüfungen wird als solcher ausgewiesen; Schraffur markiert Zeit, in der niemand geprüft hat.',
      legend: 'Legende',
      unavailable: 'Der Verlauf kann nicht geladen werden, solange unsere API nicht antwortet.',
      day: {
        operational: 'Keine Probleme',
        degraded: 'Beeinträchtigte Leistung',
        down: 'Ausfall',
        no_data: 'Keine Daten',
      },
      available: 'verfügbar',
      checks: 'Prüfungen',
      notMonitored: 'Nicht überwacht',
      notMonitoredAfter: 'nicht überwacht',
      and: 'und',
      allDay: 'ganztägig',
      legendUnmonitored: 'Nicht überwacht (ein Teil oder der ganze Tag)',
      recent: 'Kürzlich nicht überwachte Zeit',
      recentNone: 'Keine: In den letzten 30 Tagen wurde durchgehend geprüft.',
    },
    subscribe: {
      title: 'Updates abonnieren',
      text: 'Erhalten Sie eine E-Mail, wenn wir einen Vorfall eröffnen, aktualisieren oder beheben, oder folgen Sie dem',
      feed: 'Vorfall-Feed (Atom)',
      email: 'E-Mail',
      submit: 'Abonnieren',
      submitting: 'Wird abonniert…',
      consent:
        'Wir schreiben Ihnen nur zu den Vorfällen auf dieser Seite. Zuerst senden wir Ihnen einen Link zur Bestätigung Ihrer Adresse; jede E-Mail enthält einen Link, mit dem Sie sich mit einem Klick abmelden können. Unsere',
      consentLink: 'Datenschutzerklärung',
      consentEnd: 'beschreibt, wie wir Ihre Adresse aufbewahren.',
      /** Die Version dieses deutschen Hinweises, mit dem Abonnement gesendet: Sie nennt, welcher Text gezeigt wurde. */
      consentVersion: 'de-status-2026-11-22',
      successTitle: 'Bitte prüfen Sie Ihr Postfach',
      successText:
        'Ist {email} noch nicht angemeldet, haben wir der Adresse einen Link zur Bestätigung gesendet; ist sie es bereits, einen kurzen Hinweis darauf. Wir senden einer Adresse höchstens 3 dieser E-Mails pro Tag. E-Mails zu Vorfällen senden wir erst, wenn die Adresse bestätigt ist.',
      failed: {
        invalid: 'Prüfen Sie die Adresse und versuchen Sie es erneut. Es wurde nichts gesendet.',
        rateLimited:
          'Zu viele Versuche aus Ihrem Netzwerk. Es wurde nichts gesendet; warten Sie eine Minute und versuchen Sie es erneut.',
        unavailable:
          'Wir können derzeit keine Abonnemente entgegennehmen. Es wurde nichts gesendet; bitte versuchen Sie es in einigen Minuten erneut.',
        offline:
          'Sie scheinen offline zu sein. Es wurde nichts gesendet; prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      },
    },
    noscript: 'Diese Seite lädt den aktuellen Status mit JavaScript. Die Rohdaten finden Sie unter /api/status.',
  },
} as const satisfies Translation<typeof english>;
