/** La page /status ; ses chiffres proviennent de GET /api/status (docs/product.md#status-page). */
import type { status as english } from '../en/status.ts';
import type { Translation } from '../translation.ts';

export const status = {
  statusPage: {
    serviceDescriptions: {
      app: 'Site web et tableau de bord client',
      api: 'API REST, connexion et données de compte',
      orchestrator: 'Exécution des stratégies et routage des ordres',
      market: 'Flux simulé intégré : aucun prix d’une plateforme',
    },
    title: 'État du système',
    description:
      'État en direct de l’application Alpora, de l’API, de l’orchestrateur et de l’agrégateur de marché, avec disponibilité sur 30 jours et incidents en cours.',
    intro:
      'Mesuré par nos propres contrôles de disponibilité. Les périodes sans contrôle sont signalées comme non surveillées, avec le nom des services. Les heures sont en UTC.',
    probeSeen: 'Une sonde extérieure à nos serveurs contrôle aussi l’application et l’API ; sa dernière observation :',
    banner: {
      operational: 'Tous les systèmes sont opérationnels',
      degraded: 'Certains systèmes sont dégradés',
      disruption: 'Interruption de service',
      loading: 'Vérification des systèmes…',
      unreachable: 'État indisponible',
    },
    bannerText: {
      operational: 'Chaque service surveillé a réussi son dernier contrôle.',
      degraded: 'Certains services sont plus lents que d’habitude ou n’ont pas pu être confirmés.',
      disruption: 'Au moins un service est en panne. Nous nous en occupons.',
      loading: 'Interrogation de notre API sur les derniers contrôles.',
      unreachable:
        'Notre API ne répond pas ; nous ne pouvons donc confirmer l’état d’aucun service. Cette page réessaie toutes les {seconds} secondes.',
    },
    lastUpdated: 'Dernière mise à jour',
    noAnswerSince: 'Aucune réponse depuis',
    notChecked: 'pas encore contrôlé',
    badge: {
      operational: 'Opérationnel',
      degraded: 'Dégradé',
      down: 'En panne',
      unknown: 'Inconnu',
      notMonitored: 'Non surveillé',
      checking: 'Vérification',
    },
    uptime: 'Disponibilité sur 30 jours',
    monitored: 'surveillé',
    lastCheck: 'Dernier contrôle',
    noData: 'Aucune donnée',
    notMonitoredText:
      'Aucun contrôle de disponibilité n’est encore configuré pour ce service ; nous n’affichons donc pas son état.',
    performanceImpact: 'Impact sur les performances',
    performanceImpactText:
      'La latence des connexions aux plateformes peut être plus élevée jusqu’au rétablissement de ce service.',
    incidents: {
      title: 'Incidents en cours',
      none: 'Aucun incident signalé.',
      loading: 'Chargement des incidents…',
      feed: 'Flux des incidents (Atom)',
      affects: 'Concerne',
      unknown: 'Nous ne pouvons pas charger les incidents tant que notre API ne répond pas.',
      impact: { minor: 'Mineur', major: 'Majeur', critical: 'Critique' },
      state: {
        investigating: 'En cours d’analyse',
        identified: 'Identifié',
        monitoring: 'Sous surveillance',
        resolved: 'Résolu',
      },
    },
    tiles: {
      title: 'Nos objectifs, et ce que nous avons mesuré',
      measured: 'Mesuré',
      uptime: { label: 'Disponibilité visée', value: '99,9 %' },
      response: { label: 'Temps de réponse moyen visé', value: '< 50 ms' },
      critical: { label: 'Incidents critiques visés', value: '0' },
      monitoring: { label: 'Part des 30 derniers jours sous surveillance' },
      last30: '30 derniers jours',
      over: 'sur',
      ofPeriod: 'de la période surveillée',
      checkEvery: 'contrôles toutes les',
    },
    strip: {
      title: 'Disponibilité sur 30 jours',
      text: 'Une barre par jour pour l’ensemble des services surveillés, du plus ancien au plus récent. Un jour sans contrôle est signalé comme tel ; les hachures marquent les périodes sans contrôle.',
      legend: 'Légende',
      unavailable: 'L’historique ne peut pas être chargé tant que notre API ne répond pas.',
      day: {
        operational: 'Aucun problème',
        degraded: 'Performances dégradées',
        down: 'Panne',
        no_data: 'Aucune donnée',
      },
      available: 'disponible',
      checks: 'contrôles',
      notMonitored: 'Non surveillé',
      notMonitoredAfter: 'non surveillé',
      and: 'et',
      allDay: 'toute la journée',
      legendUnmonitored: 'Non surveillé (une partie ou la totalité d’une journée)',
      recent: 'Périodes récentes non surveillées',
      recentNone: 'Aucune : la surveillance a été assurée sans interruption au cours des 30 derniers jours.',
    },
    subscribe: {
      title: 'S’abonner aux mises à jour',
      text: 'Recevez un e-mail lorsque nous ouvrons, mettons à jour ou résolvons un incident, ou suivez le',
      feed: 'flux des incidents (Atom)',
      email: 'E-mail',
      submit: 'S’abonner',
      submitting: 'Abonnement…',
      consent:
        'Nous vous écrivons uniquement au sujet des incidents de cette page. Nous vous envoyons d’abord un lien pour confirmer votre adresse ; chaque e-mail contient un lien pour vous désabonner en un clic. Notre',
      consentLink: 'politique de confidentialité',
      consentEnd: 'décrit comment nous conservons votre adresse.',
      consentVersion: 'fr-status-2026-11-22',
      successTitle: 'Consultez votre boîte de réception',
      successText:
        'Si {email} n’est pas encore abonnée, nous lui avons envoyé un lien pour la confirmer ; si elle l’est, un court message l’indiquant. Nous envoyons au plus 3 de ces e-mails par jour à une même adresse. Aucun e-mail d’incident n’est envoyé tant que l’adresse n’est pas confirmée.',
      failed: {
        invalid: 'Vérifiez l’adresse et réessayez. Rien n’a été envoyé.',
        rateLimited: 'Trop de tentatives depuis votre réseau. Rien n’a été envoyé ; attendez une minute et réessayez.',
        unavailable:
          'Nous ne pouvons pas enregistrer d’abonnement pour le moment. Rien n’a été envoyé ; veuillez réessayer dans quelques minutes.',
        offline: 'Vous semblez être hors ligne. Rien n’a été envoyé ; vérifiez votre connexion et réessayez.',
      },
    },
    noscript: 'Cette page charge l’état en direct avec JavaScript. Les données brutes se trouvent sous /api/status.',
  },
} as const satisfies Translation<typeof english>;
