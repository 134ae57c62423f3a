/** L’authentification unique sur la page de connexion et sa page de session (docs/decisions.md §105–§108). */
import type { SsoErrorCode } from '@alpora/shared/schemas/sso';
import type { sso as english } from '../en/sso.ts';
import type { Translation } from '../translation.ts';

const errors = {
  not_configured:
    'L’authentification unique n’est pas configurée sur ce site. Connectez-vous avec votre nom d’utilisateur et votre mot de passe.',
  provider_unavailable:
    'Le service de connexion de votre organisation est injoignable pour le moment. Réessayez dans un instant, ou connectez-vous avec votre mot de passe.',
  denied: 'La connexion a été annulée ou refusée par le service de connexion de votre organisation.',
  expired: 'Cette connexion a pris trop de temps ou a déjà été utilisée. Recommencez.',
  invalid_response:
    'Nous n’avons pas pu vérifier la réponse du service de connexion de votre organisation ; personne n’a donc été connecté. Recommencez.',
  email_missing:
    'Le service de connexion de votre organisation n’a pas communiqué votre adresse e-mail, dont un compte a besoin. Adressez-vous à votre administrateur.',
  email_unverified:
    'Un compte avec votre adresse e-mail existe, et le service de connexion de votre organisation n’a pas confirmé que l’adresse est la vôtre. Connectez-vous plutôt avec votre mot de passe.',
  account_unverified:
    'Un compte avec votre adresse e-mail existe, mais son adresse n’a jamais été confirmée ; l’authentification unique ne peut donc pas l’utiliser. Connectez-vous à ce compte et confirmez l’adresse au moyen de l’e-mail que nous avons envoyé, ou réinitialisez son mot de passe ; l’authentification unique fonctionnera ensuite.',
  second_factor_required:
    'Les comptes du personnel se connectent avec un second facteur. Demandez à un administrateur de vous en configurer un.',
  account_suspended:
    'Ce compte est suspendu. Écrivez à hello@alpora.ch pour en connaître la raison et savoir comment retrouver l’accès.',
} as const satisfies Record<SsoErrorCode, string>;

export const sso = {
  sso: {
    or: 'ou',
    errorTitle: 'L’authentification unique n’a pas abouti',
    errors,
    unknownError: 'L’authentification unique n’a pas abouti. Recommencez, ou connectez-vous avec votre mot de passe.',
    completeTitle: 'Authentification unique',
    completeIntro: 'La dernière étape de la connexion via votre organisation.',
    completeFailed: 'Cette connexion a expiré ou a déjà été utilisée.',
    completeUnreachable: 'Nous n’avons pas pu joindre le serveur. Vérifiez votre connexion et recommencez.',
    backToLogin: 'Retour à la connexion',
  },
} as const satisfies Translation<typeof english>;
