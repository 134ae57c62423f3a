/** Le cadre de la page /account (docs/security.md) ; chaque section a son propre fichier. */
import type { account as english } from '../en/account.ts';
import type { Translation } from '../translation.ts';

export const account = {
  accountPage: {
    title: 'Compte et sécurité',
    intro: 'Comment vous vous connectez, où vous êtes connecté et ce qui s’est passé sur votre compte.',
    loading: 'Chargement de votre compte…',
    error: 'Votre compte n’a pas pu être chargé : {message}',
    signedInAs: 'Connecté en tant que {name}',
    toDashboard: 'Retour au tableau de bord',
    sectionsLabel: 'Sections du compte',
  },
} as const satisfies Translation<typeof english>;
