/** Les formulaires de contact commercial et leurs fenêtres (docs/product.md#leads, docs/product.md#modals). */
import type { forms as english } from '../en/forms.ts';
import type { Translation } from '../translation.ts';

export const forms = {
  leads: {
    optional: 'facultatif',
    close: 'Terminé',
    honeypot: 'Laissez ce champ vide',
    choose: 'Choisir…',
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      workEmail: 'E-mail professionnel',
      email: 'E-mail',
      contactEmail: 'E-mail de contact',
      persona: 'Je suis…',
      company: 'Société',
      companyName: 'Nom de la société',
      role: 'Fonction',
      partnerRole: 'Votre fonction',
      aumBand: 'Actifs sous gestion',
      plan: 'Formule',
      name: 'Nom',
      message: 'Message',
      demoMessage: 'Que souhaitez-vous voir ?',
      useCase: 'Cas d’usage principal',
      monthlyVolume: 'Volume de négoce mensuel',
      timeline: 'Calendrier de mise en œuvre',
      infrastructure: 'Infrastructure actuelle',
      infrastructureHint: 'Bourses, gestion des ordres, données et hébergement que vous utilisez aujourd’hui.',
    },
    options: {
      persona: {
        'hedge-fund': 'Hedge fund',
        'commodity-trader': 'Négociant en matières premières',
        'fintech-platform': 'Plateforme fintech',
        'individual-trader': 'Trader individuel',
      },
      role: {
        'hedge-fund': 'Hedge fund',
        'crypto-broker': 'Courtier en cryptoactifs',
        'family-office': 'Family office',
        'prop-trader': 'Trader pour compte propre',
        other: 'Autre',
      },
      aumBand: {
        '<10m': 'Moins de 10 mio USD',
        '10-50m': '10 – 50 mio USD',
        '50-100m': '50 – 100 mio USD',
        '100-500m': '100 – 500 mio USD',
        '500m+': '500 mio USD ou plus',
      },
      plan: { pro: 'Pro (Desk)', 'desk-plus': 'Desk+ (Professional)', enterprise: 'Enterprise / White-label' },
      useCase: {
        'multi-venue-execution': 'Exécution multiplateforme',
        'risk-controls': 'Contrôles et limites de risque',
        'strategy-automation': 'Automatisation des stratégies',
        'compliance-audit': 'Conformité et piste d’audit',
        other: 'Autre',
      },
      monthlyVolume: {
        '<10m': 'Moins de 10 mio USD',
        '10-100m': '10 – 100 mio USD',
        '100m-1b': '100 mio – 1 mrd USD',
        '1b+': 'Plus de 1 mrd USD',
      },
      timeline: {
        now: 'Dès maintenant',
        '1-3-months': 'Dans 1 à 3 mois',
        '3-6-months': 'Dans 3 à 6 mois',
        later: 'Dans plus de 6 mois',
      },
    },
    waitlist: {
      title: 'Rejoindre la liste d’attente',
      description: 'Nous examinons la liste d’attente chaque semaine et envoyons les invitations par groupes.',
      submit: 'Rejoindre la liste d’attente',
      submitting: 'Inscription…',
      successTitle: 'Vous êtes inscrit — consultez vos e-mails',
      successTitleWaiting: 'Vous êtes inscrit',
      successText: 'Nous examinerons votre demande et vous tiendrons informé de l’accès anticipé.',
      failureLog: 'Waitlist submission failed',
      joinedTitle: 'Vous êtes déjà inscrit',
      joinedText:
        'Vous avez rejoint la liste d’attente dans ce navigateur. Nous l’examinons chaque semaine et envoyons les invitations par groupes : vous n’avez plus rien à faire.',
    },
    plan: {
      title: 'S’inscrire à la formule {plan}',
      titleNoPlan: 'Choisissez votre formule',
      description:
        'Les formules ouvrent avec l’accès anticipé. Laissez vos coordonnées et nous réservons votre formule pour votre invitation.',
      submit: 'S’inscrire',
      submitting: 'Inscription…',
      successTitle: 'Vous êtes inscrit pour la formule {plan}',
      successTitleCheckEmail: 'Vous êtes inscrit pour la formule {plan} — consultez vos e-mails',
      successText: 'Nous examinerons votre demande et vous tiendrons informé de l’accès anticipé.',
    },
    onePager: {
      title: 'Recevoir la fiche de synthèse',
      description: 'Notre service, notre modèle de sécurité et nos tarifs sur une page imprimable (PDF).',
      submit: 'Recevoir la fiche de synthèse',
      submitting: 'Préparation de votre PDF…',
      successTitle: 'Votre fiche de synthèse se télécharge',
      successText:
        'Si le téléchargement n’a pas commencé, utilisez le lien ci-dessous. Cette fenêtre se ferme d’elle-même.',
      download: 'Télécharger la fiche de synthèse (PDF)',
    },
    demo: {
      title: 'Réserver une démo de {minutes} min',
      description:
        'Une présentation de {minutes} minutes du routage, des limites de risque et des journaux d’audit avec un membre de notre équipe.',
      calendar: 'Choisissez un horaire dans notre calendrier',
      newTab: '(s’ouvre dans un nouvel onglet)',
      comingSoon:
        'La réservation de démonstrations sera bientôt disponible. Veuillez écrire à {email} pour convenir d’une démonstration.',
      orRequest: 'Ou envoyez-nous une courte demande et nous vous proposerons des horaires :',
      submit: 'Demander une démonstration',
      submitting: 'Envoi…',
      successTitle: 'Demande reçue',
      successText:
        'Merci. Notre objectif est de vous répondre dans un délai d’un jour ouvrable pour fixer votre démonstration de {minutes} minutes.',
    },
    contact: {
      formTitle: 'Envoyez-nous un message',
      submit: 'Envoyer le message',
      submitting: 'Envoi…',
      successTitle: 'Message envoyé',
      successText: 'Merci de nous avoir écrit. Notre objectif est de vous répondre dans un délai d’un jour ouvrable.',
    },
    partner: {
      formTitle: 'Poser votre candidature au programme',
      submit: 'Postuler comme partenaire de conception',
      submitting: 'Envoi…',
      successTitle: 'Candidature reçue',
      successText:
        'Merci de votre intérêt ! Nous examinerons votre candidature ; notre objectif est de vous répondre dans les 48 heures.',
      seatsChecking: 'Vérification des places…',
      seatsLeft: '{left} places libres sur {total}',
      seatsNone: 'Les {total} places sont toutes prises ; posez votre candidature pour la prochaine cohorte.',
      seatsUnknown: 'Limité à {total} places.',
      closed: 'Les candidatures pour cette cohorte sont closes : elle a commencé le {start}.',
      closedNext: 'Écrivez-nous pour être informé de la prochaine cohorte',
      cohort: 'Cohorte {cohort}',
      factsLabel: 'Le programme en bref',
      facts: [
        { value: '12 semaines', label: 'durée du programme' },
        { value: '2 à 4 heures', label: 'de votre temps par semaine' },
        { value: '48 heures', label: 'notre objectif de réponse à votre candidature' },
        { value: '2 ans', label: 'de tarifs garantis' },
      ],
    },
    confirmation: {
      sent: 'Si cette adresse n’est pas encore abonnée, nous lui avons envoyé un lien pour la confirmer ; si elle l’est, un court message l’indiquant. Aucune nouvelle n’est envoyée tant que l’adresse n’est pas confirmée.',
      waiting:
        'Dès que votre demande nous parvient, nous envoyons à cette adresse un lien pour la confirmer, ou un court message si elle est déjà abonnée. Aucune nouvelle n’est envoyée tant que l’adresse n’est pas confirmée.',
    },
    queued:
      'Vous semblez être hors ligne. Nous avons enregistré votre demande sur cet appareil et l’enverrons dès que la connexion sera rétablie.',
  },
} as const satisfies Translation<typeof english>;
