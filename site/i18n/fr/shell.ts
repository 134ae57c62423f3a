/** Le cadre commun à toutes les pages : lien d’évitement, navigation, pied de page, dialogues, avis sur les cookies, 404 (docs/product.md#header-and-footer). */
import type { shell as english } from '../en/shell.ts';
import type { Translation } from '../translation.ts';

export const shell = {
  skipToContent: 'Aller au contenu',
  nav: {
    label: 'Principale',
    mobileLabel: 'Principale (mobile)',
    home: 'Accueil',
    solutions: 'Solutions',
    features: 'Fonctionnalités',
    security: 'Sécurité',
    contact: 'Contact',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    account: '{name}, votre tableau de bord',
    accountSettings: 'Compte et sécurité',
  },
  waitlist: { join: 'Rejoindre la liste d’attente', joined: 'Inscrit sur la liste ✓' },
  dialog: { close: 'Fermer', loading: 'Chargement…' },
  login: 'Connexion',
  scrollHint: 'Faites défiler latéralement pour voir plus de colonnes',
  footer: { appStatus: 'État de l’application' },
  status: { online: 'En ligne', offline: 'Hors ligne', checking: 'Vérification' },
  cookies: {
    label: 'Consentement aux cookies',
    text: 'Nous conservons votre choix dans ce navigateur et l’enregistrons avec un identifiant aléatoire, sans cookies. Si vous acceptez, nous comptons les pages vues et quelques clics (par exemple le téléchargement d’un exemple) avec la campagne du lien par lequel vous êtes arrivé — sans cookies, sans adresse IP.',
    more: 'Lire notre politique de confidentialité',
    accept: 'Accepter',
    decline: 'Refuser',
    current: { accepted: 'Vous avez accepté le {date}.', declined: 'Vous avez refusé le {date}.' },
  },
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    back: 'Retour à l’accueil',
  },
} as const satisfies Translation<typeof english>;
