/**
 * Tous les mots français (fr-CH) des e-mails, de la même forme que `en.ts` (`MailDictionary`).
 * Les textes qui reprennent les promesses du site web citent le site français mot pour mot
 * (docs/product.md#leads), afin qu’un e-mail ne promette jamais ce que le site ne promet pas.
 */
import { INTL_LOCALES } from '@alpora/shared/locales';
import type { LeadKind } from '@alpora/shared/schemas/leads';
import type { IncidentImpact, IncidentState } from '@alpora/shared/schemas/status';
import type { SubscriptionList } from '@alpora/shared/schemas/subscriptions';
import type { SignInMethod } from '#api/auth/sign-in-methods.ts';
import type { MailDictionary } from './dictionaries.ts';
import { accountMailTexts } from './fr-account.ts';
import { demoMailTexts } from './fr-demo.ts';
import { invitationMailTexts } from './fr-invitations.ts';
import { privacyMailTexts } from './fr-privacy.ts';
import { suspensionMailTexts } from './fr-suspension.ts';

type AcknowledgedKind = 'contact' | 'demo' | 'design-partner';

const listNames: Record<SubscriptionList, string> = {
  updates: 'nouveautés du produit Alpora',
  status: 'mises à jour d’état d’Alpora',
};

/** Tous féminins, pour « Nouvelle … » et « une … ». */
const leadKinds: Record<LeadKind, string> = {
  waitlist: 'inscription sur la liste d’attente',
  plan: 'inscription à une formule',
  'one-pager': 'demande de fiche de synthèse',
  demo: 'demande de démonstration',
  contact: 'demande de contact',
  'design-partner': 'candidature de partenaire de conception',
};

/** Comme la page d’état les nomme (site/i18n/fr/status.ts). */
const incidentStates: Record<IncidentState, string> = {
  investigating: 'En cours d’analyse',
  identified: 'Identifié',
  monitoring: 'Sous surveillance',
  resolved: 'Résolu',
};

/** Comme la page /account du titulaire les nomme (site/i18n/fr/sessions.ts). */
const signInMethods: Record<SignInMethod, string> = {
  password: 'Mot de passe',
  'password+totp': 'Mot de passe et code d’authentification',
  'password+recovery-code': 'Mot de passe et code de récupération',
  'password+passkey': 'Mot de passe et clé d’accès',
  passkey: 'Clé d’accès',
  sso: 'Authentification unique',
  'sso+totp': 'Authentification unique et code d’authentification',
  'sso+recovery-code': 'Authentification unique et code de récupération',
  'sso+passkey': 'Authentification unique et clé d’accès',
  registration: 'Inscription',
};

const incidentImpacts: Record<IncidentImpact, string> = { minor: 'Mineur', major: 'Majeur', critical: 'Critique' };

export const fr = {
  intlLocale: INTL_LOCALES.fr,
  layout: {
    unsubscribeQuestion: 'Vous ne souhaitez plus recevoir ces e-mails ?',
    unsubscribe: 'Se désabonner',
    seat: 'Zoug, Suisse',
    label: (label: string) => `${label}\u00a0:`,
  },
  ...accountMailTexts,
  ...invitationMailTexts,
  ...demoMailTexts,
  ...suspensionMailTexts,
  ...privacyMailTexts,
  confirmSubscription: {
    subject: (list: SubscriptionList) => `Confirmez votre abonnement aux ${listNames[list]}`,
    preview: (list: SubscriptionList) => `Un clic et vous recevez les ${listNames[list]}.`,
    heading: 'Confirmez votre adresse e-mail',
    body: (list: SubscriptionList) =>
      `Veuillez confirmer que vous souhaitez recevoir les ${listNames[list]} à cette adresse.`,
    button: 'Confirmer l’abonnement',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    validity: (days: number) => `Le lien est valable ${days} jours.`,
    ignore:
      'Si vous n’avez rien demandé, ignorez cet e-mail : tant que vous n’avez pas confirmé, nous ne vous envoyons rien.',
    reason: 'Vous recevez cet e-mail parce que cette adresse a été saisie pour un abonnement sur le site web d’Alpora.',
  },
  alreadySubscribed: {
    subject: (list: SubscriptionList) => `Vous recevez déjà les ${listNames[list]}`,
    preview: (list: SubscriptionList) => `Cette adresse est déjà abonnée aux ${listNames[list]}.`,
    heading: 'Vous êtes déjà abonné',
    body: (list: SubscriptionList) =>
      `Cette adresse reçoit déjà les ${listNames[list]} ; vous n’avez donc plus rien à faire.`,
    leave: 'Si vous ne souhaitez plus les recevoir, désabonnez-vous avec le lien ci-dessous.',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien n’a changé.',
    reason: 'Vous recevez cet e-mail parce que cette adresse a été saisie pour un abonnement sur le site web d’Alpora.',
  },
  leadNotification: {
    kind: (kind: LeadKind) => leadKinds[kind],
    subject: (kind: LeadKind, person: string) => `Nouvelle ${leadKinds[kind]} : ${person}`,
    preview: (kind: LeadKind, person: string) => `${person} a envoyé une ${leadKinds[kind]}.`,
    heading: (kind: LeadKind) => `Nouvelle ${leadKinds[kind]}`,
    from: 'De',
    receivedAt: 'Reçue le',
    details: 'Détails',
    campaign: 'Campagne',
    campaignLabels: {
      source: 'Source (utm_source)',
      medium: 'Support (utm_medium)',
      campaign: 'Campagne (utm_campaign)',
      referrer: 'Page de provenance',
      page: 'Page',
    },
    noCampaign: 'Aucune donnée de campagne n’accompagnait ce prospect.',
    /** Les colonnes du prospect, libellées comme les formulaires du site (site/i18n/fr/forms.ts). */
    fieldLabels: {
      name: 'Nom',
      first_name: 'Prénom',
      last_name: 'Nom',
      email: 'E-mail',
      company: 'Société',
      persona: 'Je suis…',
      selected_plan: 'Formule',
      role: 'Fonction',
      aum_band: 'Actifs sous gestion',
      use_case: 'Cas d’usage principal',
      monthly_volume: 'Volume de négoce mensuel',
      timeline: 'Calendrier de mise en œuvre',
      infrastructure: 'Infrastructure actuelle',
      message: 'Message',
      submission_count: 'Envois à ce jour',
    },
    consent: 'Consentement',
    consentLabels: { version: 'Version', at: 'Donné le', page: 'Page' },
    reason: 'Vous recevez cet e-mail parce que cette adresse reçoit les prospects du site web d’Alpora.',
  },
  leadAcknowledgement: {
    subject: {
      contact: 'Nous avons bien reçu votre message',
      demo: 'Nous avons bien reçu votre demande de démonstration',
      'design-partner': 'Nous avons bien reçu votre candidature',
    } satisfies Record<AcknowledgedKind, string>,
    heading: {
      contact: 'Message envoyé',
      demo: 'Demande reçue',
      'design-partner': 'Candidature reçue',
    } satisfies Record<AcknowledgedKind, string>,
    /** Les textes de confirmation du site, mot pour mot (site/i18n/fr/forms.ts). */
    body: {
      contact: () => 'Merci de nous avoir écrit. Notre objectif est de vous répondre dans un délai d’un jour ouvrable.',
      demo: (minutes: number) =>
        `Merci. Notre objectif est de vous répondre dans un délai d’un jour ouvrable pour fixer votre démonstration de ${minutes} minutes.`,
      'design-partner': () =>
        'Merci de votre intérêt ! Nous examinerons votre candidature ; notre objectif est de vous répondre dans les 48 heures.',
    },
    signOff: 'Meilleures salutations, l’équipe Alpora',
    reason: {
      contact:
        'Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact du site web d’Alpora.',
      demo: 'Vous recevez cet e-mail parce que cette adresse a été saisie pour demander une démonstration sur le site web d’Alpora.',
      'design-partner':
        'Vous recevez cet e-mail parce que cette adresse a été saisie pour une candidature de partenaire de conception sur le site web d’Alpora.',
    } satisfies Record<AcknowledgedKind, string>,
  },
  incidentUpdate: {
    state: (state: IncidentState) => incidentStates[state],
    impact: (impact: IncidentImpact) => incidentImpacts[impact],
    subject: (state: IncidentState, title: string) => `${incidentStates[state]} : ${title}`,
    preview: (state: IncidentState, title: string) =>
      `État d’Alpora : ${title} – ${incidentStates[state].toLowerCase()}.`,
    statusLabel: 'Statut',
    impactLabel: 'Impact',
    updatedLabel: 'Mise à jour',
    button: 'Ouvrir la page d’état',
    reason: 'Vous recevez cet e-mail parce que vous êtes abonné aux mises à jour d’état d’Alpora.',
  },
  policyChange: {
    subject: (title: string, day: string) => `Modifications de notre ${title} à partir du ${day}`,
    preview: (title: string, day: string) => `Une nouvelle version de notre ${title} entre en vigueur le ${day}.`,
    heading: (title: string) => `Notre ${title} change`,
    intro: (title: string, day: string) =>
      `Une nouvelle version de notre ${title} entre en vigueur le ${day}. Ce qui change :`,
    button: 'Lire le texte complet',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    until: (day: string) => `Jusqu’au ${day}, la version actuelle s’applique.`,
    reason: {
      client: 'Vous recevez cet e-mail parce que vous avez un compte client chez Alpora.',
      subscriber:
        'Vous recevez cet e-mail parce que vous avez confirmé à cette adresse votre souhait de recevoir les nouveautés du produit Alpora.',
    },
  },
  opsAlert: {
    subject: (state: 'down' | 'recovered', service: string) =>
      state === 'down' ? `EN PANNE : ${service}` : `RÉTABLI : ${service}`,
    heading: (state: 'down' | 'recovered', service: string) =>
      state === 'down' ? `${service} est en panne` : `${service} est rétabli`,
    stateLabel: 'État',
    state: (state: 'down' | 'recovered') => (state === 'down' ? 'En panne' : 'Rétabli'),
    atLabel: (state: 'down' | 'recovered') => (state === 'down' ? 'En panne depuis' : 'Rétabli le'),
    detailLabel: 'Détail',
    reason: 'Vous recevez cet e-mail parce que cette adresse reçoit les alertes d’exploitation de ce serveur Alpora.',
  },
  newSignIn: {
    subject: 'Nouvelle connexion à votre compte Alpora',
    preview: (device: string) =>
      `Votre compte a été connecté depuis ${device}, un navigateur qu’il n’avait encore jamais utilisé.`,
    heading: 'Nouvelle connexion à votre compte',
    intro: (username: string) =>
      `Votre compte ${username} a été connecté depuis un navigateur qu’il n’avait encore jamais utilisé.`,
    atLabel: 'Date (UTC)',
    deviceLabel: 'Navigateur',
    networkLabel: 'Réseau',
    methodLabel: 'Connexion par',
    method: signInMethods,
    unknownDevice: 'un navigateur inconnu',
    unknown: 'Inconnu',
    ifYou: 'Si c’était vous, vous n’avez rien à faire.',
    ifNotYou:
      'Si ce n’était pas vous, modifiez immédiatement votre mot de passe et choisissez « Se déconnecter partout » sur la page de votre compte.',
    button: 'Ouvrir la page de votre compte',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    reason:
      'Vous recevez cet e-mail parce que vous avez un compte chez Alpora et qu’il a été connecté depuis un nouveau navigateur.',
  },
  secondStepFailed: {
    subject: 'Échec d’une tentative de connexion à votre compte Alpora',
    preview:
      'La première étape d’une connexion à votre compte a réussi ; la deuxième a échoué, et personne n’a été connecté.',
    heading: 'Une connexion à votre compte a été interrompue',
    intro: (username: string, first: 'password' | 'sso') =>
      first === 'password'
        ? `Quelqu’un a saisi le bon mot de passe de votre compte ${username}, puis cinq fois un code ou une clé d’accès erronés. La connexion a été interrompue et personne n’a été connecté.`
        : `Quelqu’un s’est connecté à votre compte ${username} via votre organisation, puis a saisi cinq fois un code ou une clé d’accès erronés. La connexion a été interrompue et personne n’a été connecté.`,
    atLabel: 'Date (UTC)',
    deviceLabel: 'Navigateur',
    networkLabel: 'Réseau',
    unknown: 'Inconnu',
    ifYou:
      'Si c’était vous, vous n’avez rien à faire : connectez-vous à nouveau avec votre application d’authentification, un code de récupération ou votre clé d’accès.',
    ifNotYou: {
      password:
        'Si ce n’était pas vous, quelqu’un connaît votre mot de passe : modifiez-le dès maintenant sur la page de votre compte.',
      sso: 'Si ce n’était pas vous, quelqu’un peut se connecter en votre nom auprès de votre organisation : prévenez l’administrateur de votre organisation.',
    },
    button: 'Ouvrir la page de votre compte',
    linkIntro: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    reason:
      'Vous recevez cet e-mail parce que vous avez un compte chez Alpora et qu’une connexion à celui-ci a échoué à la deuxième étape.',
  },
} satisfies MailDictionary;
