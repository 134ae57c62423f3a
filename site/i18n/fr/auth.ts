/** Connexion et inscription, avec leurs notifications (docs/product.md#accounts). */
import type { auth as english } from '../en/auth.ts';
import type { Translation } from '../translation.ts';

export const auth = {
  account: {
    loginTitle: 'Connexion',
    loginIntro: 'Bon retour parmi nous. Connectez-vous à votre tableau de bord.',
    registerTitle: 'Créer votre compte',
    registerIntro: 'Ouvrez un compte pour découvrir le tableau de bord avec un portefeuille de démonstration simulé.',
    firstName: 'Prénom',
    lastName: 'Nom',
    optional: 'facultatif',
    username: 'Nom d’utilisateur',
    email: 'E-mail',
    password: 'Mot de passe',
    passwordHint:
      'Au moins 12 caractères, quels qu’ils soient, espaces compris. Pas de mot de passe courant ou ayant fuité, ni contenant votre nom d’utilisateur, la partie nom de votre adresse e-mail ou « Alpora ». Une courte phrase est facile à retenir et difficile à deviner.',
    submitLogin: 'Se connecter',
    submitRegister: 'Créer le compte',
    submitting: 'Veuillez patienter…',
    toRegister: 'Pas encore de compte ?',
    toRegisterLink: 'En créer un',
    toLogin: 'Vous avez déjà un compte ?',
    toLoginLink: 'Se connecter',
    loginFailed: 'Échec de la connexion',
    loginFailedFallback: 'Identifiants non valables',
    registerFailed: 'Échec de l’inscription',
    registerFailedFallback: 'Le compte n’a pas pu être créé',
    success: 'Succès',
    loggedIn: 'Connexion réussie',
    registered: 'Le compte a bien été créé.',
    closeToast: 'Fermer',
    notification: 'Notification',
    notifications: 'Notifications ({hotkey})',
  },
} as const satisfies Translation<typeof english>;
